import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { CALL_MSG } from '../../src/shared/messages.ts';
import { CALLS_PER_TEN_MINUTES } from '../../src/shared/schemas/calls.ts';
import type { StoredEvent } from '../../src/server/lib/events/events.ts';

const TURN_SECRET = 'a-turn-secret-shared-with-coturn';
let t: TestApp;
const events: StoredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', ICE_SERVERS: 'stun:stun.example.in:3478,turn:turn.example.in:3478', TURN_SECRET });
  t.app.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number) => createMemberWithProfile(t, { genderId });
async function connected(): Promise<[Member, Member]> {
  const a = await member(1);
  const b = await member(2);
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} })).status).toBe(200);
  return [a, b];
}
const dial = (from: Member, to: Member | number, kind = 'video') =>
  call(t.app, 'POST', '/calls', { token: from.token, body: { userId: typeof to === 'number' ? to : to.userId, kind } });
const act = (who: Member, callId: number, what: 'answer' | 'end' | 'signal', body: unknown = {}) =>
  call(t.app, 'POST', `/calls/${callId}/${what}`, { token: who.token, body });
const eventsFor = (m: Member, type: string) => events.filter((e) => e.recipientId === m.userId && e.type === type);

describe('calls between connected members', () => {
  it('rings the callee, relays the signalling both ways and keeps the call’s length', async () => {
    const [a, b] = await connected();
    const started = await dial(a, b);
    expect(started.status).toBe(201);
    const { call: c, iceServers } = started.body.response;
    expect(c).toMatchObject({ callerId: a.userId, calleeId: b.userId, kind: 'video', state: 'ringing', mine: true });
    // STUN as given; TURN only once the call is answered (tests/api/calls-bounds.test.ts).
    expect(iceServers).toEqual([{ urls: ['stun:stun.example.in:3478'] }]);

    expect(eventsFor(b, 'call.ringing').at(-1)?.data).toMatchObject({ callId: c.id, kind: 'video' });
    // Only the callee answers.
    expect((await act(a, c.id, 'answer')).status).toBe(403);
    const answered = await act(b, c.id, 'answer');
    expect(answered.status).toBe(200);
    expect(answered.body.response.call).toMatchObject({ state: 'active', mine: false });
    expect(eventsFor(a, 'call.answered').at(-1)?.data).toMatchObject({ callId: c.id });

    expect((await act(a, c.id, 'signal', { kind: 'offer', data: 'v=0 offer' })).status).toBe(200);
    expect((await act(b, c.id, 'signal', { kind: 'answer', data: 'v=0 answer' })).status).toBe(200);
    expect(eventsFor(b, 'call.signal').at(-1)?.data).toMatchObject({ callId: c.id, kind: 'offer', data: 'v=0 offer' });
    expect(eventsFor(a, 'call.signal').at(-1)?.data).toMatchObject({ kind: 'answer', data: 'v=0 answer' });
    expect((await act(b, c.id, 'signal', { kind: 'nonsense', data: '' })).status).toBe(400);

    const ended = await act(b, c.id, 'end');
    expect(ended.body.response).toMatchObject({ state: 'ended', endReason: 'hung-up' });
    expect(typeof ended.body.response.seconds).toBe('number');
    for (const m of [a, b]) expect(eventsFor(m, 'call.ended').at(-1)?.data).toMatchObject({ callId: c.id, reason: 'hung-up' });
    expect((await act(a, c.id, 'signal', { kind: 'candidate', data: '{}' })).status).toBe(409);

    const history = await call(t.app, 'GET', `/calls/with/${b.userId}`, { token: a.token });
    expect(history.body.response.items[0]).toMatchObject({ id: c.id, state: 'ended', mine: true });
  });

  it('counts a call nobody answered as missed, and a declined one as declined', async () => {
    const [a, b] = await connected();
    const first = (await dial(a, b, 'voice')).body.response.call;
    expect((await act(a, first.id, 'end', { reason: 'missed' })).body.response).toMatchObject({ state: 'missed', endReason: 'missed', seconds: null });
    const second = (await dial(a, b, 'voice')).body.response.call;
    expect((await act(b, second.id, 'end')).body.response).toMatchObject({ state: 'declined', endReason: 'declined' });
    const items = (await call(t.app, 'GET', `/calls/with/${a.userId}`, { token: b.token })).body.response.items;
    expect(items.map((i: { state: string }) => i.state)).toEqual(['declined', 'missed']);
    // Answering after the end is refused.
    expect((await act(b, first.id, 'answer')).status).toBe(409);
  });

  it('refuses members who are not connected, strangers to a call, staff and oneself', async () => {
    const a = await member(1);
    const b = await member(2);
    const refused = await dial(a, b);
    expect(refused.status).toBe(403);
    expect(eventsFor(b, 'call.ringing')).toHaveLength(0);
    expect((await dial(a, a)).body.error.message).toBe(CALL_MSG.self);

    const [c, d] = await connected();
    const live = (await dial(c, d)).body.response.call;
    expect((await act(a, live.id, 'answer')).status).toBe(404);
    expect((await act(a, live.id, 'signal', { kind: 'offer', data: 'x' })).status).toBe(404);
    expect((await call(t.app, 'GET', `/calls/with/${d.userId}`, { token: a.token })).status).toBe(403);
    await act(c, live.id, 'end');
  });

  it('allows one call at a time per member', async () => {
    const [a, b] = await connected();
    const [c] = await connected();
    // c is connected to someone else: connect c and b too.
    const id = (await call(t.app, 'POST', '/interests', { token: c.token, body: { targetUserId: b.userId } })).body.response.id;
    await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} });
    const first = (await dial(a, b)).body.response.call;
    const busy = await dial(c, b);
    expect(busy.status).toBe(409);
    expect(busy.body.error.message).toMatch(/is in another call/);
    expect((await dial(b, c)).body.error.message).toBe(CALL_MSG.youAreBusy);
    await act(b, first.id, 'end');
    expect((await dial(c, b)).status).toBe(201);
  });

  it('ends a call at once on both sides when either member blocks the other, and calls never cross a block', async () => {
    const [a, b] = await connected();
    const live = (await dial(a, b)).body.response.call;
    await act(b, live.id, 'answer');
    expect((await call(t.app, 'PUT', `/blocks/${a.userId}`, { token: b.token })).status).toBeLessThan(300);
    for (const m of [a, b]) expect(eventsFor(m, 'call.ended').at(-1)?.data).toMatchObject({ callId: live.id, reason: 'blocked' });
    expect((await act(a, live.id, 'signal', { kind: 'candidate', data: '{}' })).status).toBe(409);
    expect((await dial(a, b)).status).toBe(404);
    expect((await dial(b, a)).status).toBe(404);
  });

  it('lets a member turn calls off, and then nobody rings them', async () => {
    const [a, b] = await connected();
    expect((await call(t.app, 'GET', '/settings/calls', { token: b.token })).body.response).toEqual({ callsEnabled: true });
    expect((await call(t.app, 'PUT', '/settings/calls', { token: b.token, body: { callsEnabled: false } })).body.response).toEqual({ callsEnabled: false });
    const refused = await dial(a, b);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/does not take calls/);
    expect((await dial(b, a)).body.error.message).toBe(CALL_MSG.yoursOff);
    await call(t.app, 'PUT', '/settings/calls', { token: b.token, body: { callsEnabled: true } });
    expect((await dial(a, b)).status).toBe(201);
  });

  it('limits how many calls a member starts', async () => {
    const [a, b] = await connected();
    for (let i = 0; i < CALLS_PER_TEN_MINUTES; i++) {
      const c = (await dial(a, b, 'voice')).body.response.call;
      await act(a, c.id, 'end');
    }
    const over = await dial(a, b, 'voice');
    expect(over.status).toBe(429);
  });
});
