import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { startPushService, type Device } from '../helpers/push-service.ts';
import { PUSH_MSG } from '../../src/shared/messages.ts';

/**
 * Push notifications (docs/product/calls-and-push.md) against a stand-in push service that checks
 * the VAPID signature and decrypts each payload with the device's keys, as a browser would.
 */
let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let publicKey = '';
beforeAll(async () => {
  // The stand-in push service listens on loopback, which only this setting lets a subscription name.
  t = await createTestApp({ RATE_LIMITS: 'false', PUSH_LOOPBACK_FOR_TESTS: 'true' });
  service = await startPushService(() => publicKey);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number) => createMemberWithProfile(t, { genderId });
const ALL = { interests: true, acceptances: true, messages: true, calls: true };
const subscribe = (m: Member, d: Device, kinds = ALL, language = 'en') =>
  call(t.app, 'PUT', '/push/subscription', { token: m.token, body: { endpoint: d.endpoint, keys: d.keys, kinds, language } });
const interest = async (from: Member, to: Member) =>
  (await call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId } })).body.response.id;
/** The pushes a device has received, once there are at least `n`. */
async function pushesTo(d: Device, n: number) {
  for (;;) {
    const got = service.received.filter((r) => r.endpoint === d.endpoint);
    if (got.length >= n) return got;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const firstNameOf = async (m: Member) =>
  String((await t.db.selectFrom('profile').select('fullName').where('userId', '=', m.userId).executeTakeFirstOrThrow()).fullName).split(' ')[0];

describe('push notifications', () => {
  it('sends a signed, encrypted push that holds only the kind, a first name, the screen and the language', async () => {
    const bride = await member(2);
    const groom = await member(1);
    publicKey = (await call(t.app, 'GET', '/push/key', { token: bride.token })).body.response.publicKey;
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const phone = service.device();
    expect((await subscribe(bride, phone, ALL, 'hi')).body.response).toEqual({ subscribed: true, kinds: ALL });

    const id = await interest(groom, bride);
    const [push] = await pushesTo(phone, 1);
    expect(push.payload).toEqual({ kind: 'interest', name: await firstNameOf(groom), url: '/dashboard/interests', lang: 'hi' });
    expect(push.claims.aud).toBe(service.base);
    expect(push.claims.sub).toMatch(/^mailto:/);
    expect(push.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(service.refused).toEqual([]);

    // His phone hears of the acceptance, and a call rings there with a short life.
    const hisPhone = service.device();
    await subscribe(groom, hisPhone);
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: bride.token, body: {} });
    expect((await pushesTo(hisPhone, 1))[0].payload).toMatchObject({ kind: 'acceptance', url: `/dashboard/messages/${bride.userId}`, lang: 'en' });
    await call(t.app, 'POST', '/calls', { token: bride.token, body: { userId: groom.userId, kind: 'video' } });
    const ring = (await pushesTo(hisPhone, 2))[1];
    expect(ring.payload).toMatchObject({ kind: 'call', video: true, url: `/dashboard/messages/${bride.userId}` });
    expect(ring.ttl).toBeLessThanOrEqual(60);
    expect(ring.urgency).toBe('high');
  });

  it('sends only the kinds a device wants, nothing in quiet hours, and forgets a device the service says is gone', async () => {
    const bride = await member(2);
    const groom = await member(1);
    const phone = service.device();
    await subscribe(bride, phone, { ...ALL, interests: false });
    expect((await call(t.app, 'POST', '/push/subscription/status', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response).toEqual({
      subscribed: true,
      kinds: { ...ALL, interests: false },
    });
    const id = await interest(groom, bride);
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: bride.token, body: {} });
    // His message arrives; the interest before it never did.
    await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: 'Namaste!' } });
    expect((await pushesTo(phone, 1)).map((p) => p.payload.kind)).toEqual(['message']);

    // Quiet hours around now (India time): nothing, then the next message once they are cleared.
    const india = new Date(Date.now() + 330 * 60_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const quiet = { from: hhmm(new Date(india.getTime() - 3600_000)), until: hhmm(new Date(india.getTime() + 3600_000)) };
    expect((await call(t.app, 'PUT', '/settings/push-quiet-hours', { token: bride.token, body: quiet })).body.response).toEqual(quiet);
    expect((await call(t.app, 'PUT', '/settings/push-quiet-hours', { token: bride.token, body: { from: '22:00', until: null } })).body.error.message).toBe(
      PUSH_MSG.bothOrNeither,
    );
    await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: 'Sent in her quiet hours.' } });
    await call(t.app, 'PUT', '/settings/push-quiet-hours', { token: bride.token, body: { from: null, until: null } });
    await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: 'After them.' } });
    await pushesTo(phone, 2);
    expect(service.received.filter((r) => r.endpoint === phone.endpoint)).toHaveLength(2);

    // The service says the device is gone: the subscription is deleted.
    service.gone(phone.endpoint);
    await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: 'To a phone that is gone.' } });
    for (;;) {
      const status = (await call(t.app, 'POST', '/push/subscription/status', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response;
      if (!status.subscribed) break;
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  it('turns a device off, and refuses malformed subscriptions and staff', async () => {
    const bride = await member(2);
    const phone = service.device();
    await subscribe(bride, phone);
    expect((await call(t.app, 'POST', '/push/subscription/remove', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response).toEqual({
      removed: true,
    });
    expect((await call(t.app, 'POST', '/push/subscription/status', { token: bride.token, body: { endpoint: phone.endpoint } })).body.response.subscribed).toBe(
      false,
    );
    const bad = await call(t.app, 'PUT', '/push/subscription', {
      token: bride.token,
      body: { endpoint: 'javascript:alert(1)', keys: phone.keys, kinds: ALL },
    });
    expect(bad.status).toBe(400);
  });
});
