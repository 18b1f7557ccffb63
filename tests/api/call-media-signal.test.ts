import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import type { StoredEvent } from '../../src/server/lib/events/events.ts';

let t: TestApp;
const events: StoredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', ICE_SERVERS: 'stun:stun.example.in:3478' });
  t.app.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
async function connected(): Promise<[Member, Member]> {
  const a = await createMemberWithProfile(t, { genderId: 1 });
  const b = await createMemberWithProfile(t, { genderId: 2 });
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} })).status).toBe(200);
  return [a, b];
}

/** The call's signalling carries each side's microphone and camera state (docs/product/calls-and-push.md). */
describe('the media signal of a call', () => {
  it('passes "muted" and "camera off" to the other side only, as any other signal', async () => {
    const [a, b] = await connected();
    const callId = (await call(t.app, 'POST', '/calls', { token: a.token, body: { userId: b.userId, kind: 'video' } })).body.response.call.id as number;
    expect((await call(t.app, 'POST', `/calls/${callId}/answer`, { token: b.token, body: {} })).status).toBe(200);
    const data = JSON.stringify({ muted: true, cameraOff: false });
    const sent = await call(t.app, 'POST', `/calls/${callId}/signal`, { token: a.token, body: { kind: 'media', data } });
    expect(sent.status, JSON.stringify(sent.body.error)).toBe(200);
    const relayed = events.filter((e) => e.type === 'call.signal' && e.data.kind === 'media' && e.data.callId === callId);
    expect(relayed).toHaveLength(1);
    expect(relayed[0]).toMatchObject({ actorId: a.userId, recipientId: b.userId, data: { data } });
  });

  it('refuses a kind the signalling does not know, and a stranger', async () => {
    const [a, b] = await connected();
    const stranger = await createMemberWithProfile(t, { genderId: 2 });
    const callId = (await call(t.app, 'POST', '/calls', { token: a.token, body: { userId: b.userId, kind: 'voice' } })).body.response.call.id as number;
    expect((await call(t.app, 'POST', `/calls/${callId}/signal`, { token: a.token, body: { kind: 'volume', data: '1' } })).status).toBe(400);
    expect((await call(t.app, 'POST', `/calls/${callId}/signal`, { token: stranger.token, body: { kind: 'media', data: '{}' } })).status).toBe(404);
  });
});
