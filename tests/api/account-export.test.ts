import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { linkedHelper } from '../factories/family.ts';
import { tokenFor } from '../factories/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', ICE_SERVERS: 'stun:stun.example.in:3478' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number) => createMemberWithProfile(t, { genderId });
const ok = async (reply: Promise<{ status: number; body: { response: { id?: number } } }>, status = 200) => {
  const r = await reply;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body.response;
};
const exportOf = async (m: Member) => (await ok(call(t.app, 'GET', '/account/export', { token: m.token }))) as unknown as Record<string, unknown[]>;

/** The data download holds everything the member exchanged (docs/product/trust.md). */
describe('GET /account/export: messages, interests received, photo requests, family helpers and calls', () => {
  it("holds the member's exchanges, and none of them in a stranger's download", async () => {
    const arjun = await member(1);
    const priya = await member(2);
    const meera = await member(2);
    // She sends him an interest; he accepts; they write to each other.
    const interest = await ok(call(t.app, 'POST', '/interests', { token: priya.token, body: { targetUserId: arjun.userId } }), 201);
    await ok(call(t.app, 'POST', `/interests/${interest.id}/accept`, { token: arjun.token, body: {} }));
    await ok(call(t.app, 'POST', `/conversations/${priya.userId}/messages`, { token: arjun.token, body: { body: 'Namaste, shall we talk on Sunday?' } }), 201);
    await ok(call(t.app, 'POST', `/conversations/${arjun.userId}/messages`, { token: priya.token, body: { body: 'Sunday suits us.' } }), 201);
    // Photo requests both ways, between members who show their photos to connections only.
    for (const m of [arjun, meera]) await ok(call(t.app, 'PUT', '/settings/photo-visibility', { token: m.token, body: { photoVisibility: 'connections' } }));
    await ok(call(t.app, 'POST', '/photo-requests', { token: meera.token, body: { ownerId: arjun.userId } }), 201);
    await ok(call(t.app, 'POST', '/photo-requests', { token: arjun.token, body: { ownerId: meera.userId } }), 201);
    // His mother, a family helper, shortlists Meera for him.
    const amma = await linkedHelper(t, arjun.userId, {}, { name: 'Lakshmi Devi' });
    await ok(call(t.app, 'PUT', `/shortlist/${meera.userId}`, { token: await tokenFor(t, amma.email), body: {} }));
    // A video call, declined.
    const started = await ok(call(t.app, 'POST', '/calls', { token: arjun.token, body: { userId: priya.userId, kind: 'video' } }), 201);
    const callId = (started as unknown as { call: { id: number } }).call.id;
    await ok(call(t.app, 'POST', `/calls/${callId}/end`, { token: priya.token, body: {} }));

    const data = await exportOf(arjun);
    expect(data.messages).toMatchObject([
      { body: 'Namaste, shall we talk on Sunday?', mine: true, withUserId: priya.userId },
      { body: 'Sunday suits us.', mine: false, withUserId: priya.userId },
    ]);
    expect(data.interestsReceived).toMatchObject([{ fromUserId: priya.userId, status: 'accepted' }]);
    expect(data.photoRequestsReceived).toMatchObject([{ requesterId: meera.userId, status: 'pending' }]);
    expect(data.photoRequestsMade).toMatchObject([{ ownerId: meera.userId }]);
    expect(data.familyHelpers).toMatchObject([{ name: 'Lakshmi Devi', relation: 'mother', status: 'active', contactEmail: amma.email }]);
    expect(data.familyActivity).toMatchObject([{ helperId: amma.helperId, targetUserId: meera.userId }]);
    expect(data.calls).toMatchObject([{ id: callId, kind: 'video', callerId: arjun.userId, calleeId: priya.userId }]);
    expect(JSON.stringify(data)).not.toMatch(/inviteTokenHash|passwordHash|tokenHash/);

    // Meera sees her own request, none of their conversation or call.
    const hers = await exportOf(meera);
    expect(hers.messages).toEqual([]);
    expect(hers.calls).toEqual([]);
    expect(hers.photoRequestsMade).toMatchObject([{ ownerId: arjun.userId }]);
    expect(hers.familyHelpers).toEqual([]);
  });
});
