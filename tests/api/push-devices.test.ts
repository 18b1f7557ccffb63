import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { startPushService, type Device } from '../helpers/push-service.ts';

/**
 * What a member's devices may cost (docs/decisions/079-calls-and-pushes-bounded.md): at most ten
 * devices with push notifications on, the one saved longest ago dropped for an eleventh; a device
 * whose push service refuses three pushes in a row (400, 403) is dropped, and one it accepts in
 * between starts the count again.
 */
let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let publicKey = '';
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', PUSH_LOOPBACK_FOR_TESTS: 'true' });
  service = await startPushService(() => publicKey);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const MESSAGES_ONLY = { interests: false, acceptances: false, messages: true, calls: false };
const subscribe = (m: Member, endpoint: string, keys: Device['keys']) =>
  call(t.app, 'PUT', '/push/subscription', { token: m.token, body: { endpoint, keys, kinds: MESSAGES_ONLY, language: 'en' } });
const subscribed = async (m: Member, endpoint: string) =>
  (await call(t.app, 'POST', '/push/subscription/status', { token: m.token, body: { endpoint } })).body.response.subscribed as boolean;

describe("a member's push devices", () => {
  it('keeps ten per member: an eleventh and a twelfth drop the two saved longest ago', async () => {
    const bride = await createMemberWithProfile(t, { genderId: 2 });
    const endpoints = Array.from({ length: 12 }, (_, i) => `https://fcm.googleapis.com/fcm/send/device-${bride.userId}-${i}`);
    const keys = service.device().keys;
    for (const endpoint of endpoints.slice(0, 10)) expect((await subscribe(bride, endpoint, keys)).status).toBe(200);
    // The first device saves itself again (a visit): it is now the newest.
    expect((await subscribe(bride, endpoints[0], keys)).status).toBe(200);
    for (const endpoint of endpoints.slice(10)) expect((await subscribe(bride, endpoint, keys)).status).toBe(200);
    const kept = await Promise.all(endpoints.map((e) => subscribed(bride, e)));
    expect(kept).toEqual([true, false, false, ...Array(9).fill(true)]);
    // Another member's devices are theirs alone.
    const other = await createMemberWithProfile(t, { genderId: 2 });
    expect((await subscribe(other, `https://fcm.googleapis.com/fcm/send/other-${other.userId}`, keys)).status).toBe(200);
    expect(await subscribed(bride, endpoints[11])).toBe(true);
  });

  it('drops a device its push service refuses three times in a row, not one it accepted in between', async () => {
    const bride = await createMemberWithProfile(t, { genderId: 2 });
    const groom = await createMemberWithProfile(t, { genderId: 1 });
    publicKey = (await call(t.app, 'GET', '/push/key', { token: bride.token })).body.response.publicKey;
    const id = (await call(t.app, 'POST', '/interests', { token: groom.token, body: { targetUserId: bride.userId } })).body.response.id;
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: bride.token, body: {} });
    const phone = service.device();
    expect((await subscribe(bride, phone.endpoint, phone.keys)).status).toBe(200);
    let sent = 0;
    /** A message from him, and its push tried. */
    const message = async () => {
      sent++;
      await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: `Message ${sent}` } });
      await expect.poll(() => service.hits(phone.endpoint)).toBe(sent);
      await t.app.events.settled();
    };
    const refusalsOf = async () =>
      Number((await t.db.selectFrom('pushSubscription').select('refusals').where('endpoint', '=', phone.endpoint).executeTakeFirst())?.refusals ?? -1);

    service.refuse(phone.endpoint, 403);
    await message();
    await message();
    await expect.poll(refusalsOf).toBe(2);
    expect(await subscribed(bride, phone.endpoint)).toBe(true);
    service.accept(phone.endpoint);
    await message();
    await expect.poll(refusalsOf).toBe(0);
    expect(service.received.filter((r) => r.endpoint === phone.endpoint)).toHaveLength(1);

    service.refuse(phone.endpoint, 400);
    await message();
    await message();
    await expect.poll(refusalsOf).toBe(2);
    expect(await subscribed(bride, phone.endpoint)).toBe(true);
    await message();
    await expect.poll(() => subscribed(bride, phone.endpoint)).toBe(false);
    // Nothing more is sent to it.
    await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: groom.token, body: { body: 'After it was dropped' } });
    await t.app.events.settled();
    expect(service.hits(phone.endpoint)).toBe(sent);
  });
});
