import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectedPair } from '../factories/connections.ts';
import type { createMemberWithProfile } from '../factories/profiles.ts';
import { CALL_MSG } from '../../src/shared/messages.ts';
import { CALL_MAX_HOURS, CALLS_PER_TEN_MINUTES } from '../../src/shared/schemas/calls.ts';

/**
 * What one member can take or leave through calls (docs/decisions/079-calls-and-pushes-bounded.md):
 * TURN credentials only for an answered call, naming that call, valid until the longest call from
 * its answer would end plus a minute, never given once it has ended; a dialled and cancelled
 * call counts against the limits like any; and a call that only rings carries at most 10 signals
 * of 32,000 bytes together.
 */
const TURN_SECRET = 'a-turn-secret-shared-with-coturn';
const STUN = { urls: ['stun:stun.example.in:3478'] };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', ICE_SERVERS: 'stun:stun.example.in:3478,turn:turn.example.in:3478', TURN_SECRET });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const connected = () => connectedPair(t);
const dial = (from: Member, to: Member) => call(t.app, 'POST', '/calls', { token: from.token, body: { userId: to.userId, kind: 'video' } });
const act = (who: Member, callId: number, what: 'answer' | 'end' | 'signal', body: unknown = {}) =>
  call(t.app, 'POST', `/calls/${callId}/${what}`, { token: who.token, body });
const iceServers = (who: Member, callId: number) => call(t.app, 'GET', `/calls/${callId}/ice-servers`, { token: who.token });
type Turn = { urls: string[]; username: string; credential: string };
const turnOf = (servers: Array<Record<string, unknown>>) => servers.find((s) => 'username' in s) as Turn | undefined;
/** The signals the callee's events hold for this call (what a ring leaves behind). */
const signalsLeft = async (callee: Member, callId: number) => {
  const items = (await call(t.app, 'GET', '/events?mode=poll&after=1', { token: callee.token })).body.response.items as Array<{
    type: string;
    data: { callId: number; data: string };
  }>;
  const mine = items.filter((e) => e.type === 'call.signal' && e.data.callId === callId);
  return { count: mine.length, bytes: mine.reduce((n, e) => n + Buffer.byteLength(e.data.data), 0) };
};

describe('TURN credentials per call', () => {
  it('come with the answer, name that call and member, live as long as the longest call plus a minute, and stop with the call', async () => {
    const [a, b] = await connected();
    const started = await dial(a, b);
    expect(started.status).toBe(201);
    // Ringing: STUN only, and the caller cannot ask for more yet.
    expect(started.body.response.iceServers).toEqual([STUN]);
    const callId = started.body.response.call.id as number;
    const early = await iceServers(a, callId);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(CALL_MSG.notAnswered);

    const answered = await act(b, callId, 'answer');
    expect(answered.status).toBe(200);
    const answeredAt = Math.floor(Date.parse(answered.body.response.call.answeredAt) / 1000);
    const calleeTurn = turnOf(answered.body.response.iceServers)!;
    expect(answered.body.response.iceServers[0]).toEqual(STUN);
    expect(calleeTurn.urls).toEqual(['turn:turn.example.in:3478']);
    const [expiry, calleeRef] = calleeTurn.username.split(':');
    expect(Number(expiry) - answeredAt).toBe(CALL_MAX_HOURS * 3600 + 60);
    expect(calleeRef).toMatch(/^c[0-9a-f]{16}$/);
    expect(calleeTurn.credential).toBe(createHmac('sha1', TURN_SECRET).update(calleeTurn.username).digest('base64'));

    // The caller asks once told of the answer: the same life, a name of their own.
    const callerReply = await iceServers(a, callId);
    expect(callerReply.status).toBe(200);
    const callerTurn = turnOf(callerReply.body.response.iceServers)!;
    expect(callerTurn.username.split(':')[0]).toBe(expiry);
    expect(callerTurn.username.split(':')[1]).not.toBe(calleeRef);
    // Asked again during the call: the same credentials, not new ones.
    expect(turnOf((await iceServers(a, callId)).body.response.iceServers)).toEqual(callerTurn);
    // Nobody else's.
    const [stranger] = await connected();
    expect((await iceServers(stranger, callId)).status).toBe(404);

    await act(a, callId, 'end');
    for (const who of [a, b]) {
      const after = await iceServers(who, callId);
      expect(after.status).toBe(409);
      expect(after.body.error.message).toBe(CALL_MSG.over);
    }
    // The next call between them names them afresh.
    const next = (await dial(a, b)).body.response.call.id as number;
    const nextTurn = turnOf((await act(b, next, 'answer')).body.response.iceServers)!;
    expect(nextTurn.username.split(':')[1]).not.toBe(calleeRef);
    await act(b, next, 'end');
  });

  it('gives none for a call dialled and hung up, and counts it against the limit of calls', async () => {
    const [a, b] = await connected();
    for (let i = 0; i < CALLS_PER_TEN_MINUTES; i++) {
      const started = await dial(a, b);
      expect(started.status).toBe(201);
      expect(turnOf(started.body.response.iceServers)).toBeUndefined();
      expect((await act(a, started.body.response.call.id, 'end', { reason: 'hung-up' })).body.response.state).toBe('missed');
    }
    const refused = await dial(a, b);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(CALL_MSG.tooMany({ max: CALLS_PER_TEN_MINUTES }));
  });
});

describe('signals on a call that only rings', () => {
  it('are capped at 10, and at 32,000 bytes together; once answered the call signals on', async () => {
    const [a, b] = await connected();
    const callId = (await dial(a, b)).body.response.call.id as number;
    for (let i = 0; i < 10; i++) expect((await act(a, callId, 'signal', { kind: 'candidate', data: `{"candidate":"${i}"}` })).status).toBe(200);
    const over = await act(a, callId, 'signal', { kind: 'candidate', data: '{"candidate":"10"}' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(CALL_MSG.ringingFull);
    // The callee, before answering, is held to the same.
    expect((await act(b, callId, 'signal', { kind: 'candidate', data: '{}' })).status).toBe(429);
    expect(await signalsLeft(b, callId)).toMatchObject({ count: 10 });
    // Answered, the signalling of the call in progress goes through.
    expect((await act(b, callId, 'answer')).status).toBe(200);
    expect((await act(a, callId, 'signal', { kind: 'offer', data: 'v=0 offer' })).status).toBe(200);
    await act(a, callId, 'end');

    const big = (await dial(a, b)).body.response.call.id as number;
    const twentyK = 'x'.repeat(20_000);
    expect((await act(a, big, 'signal', { kind: 'offer', data: twentyK })).status).toBe(200);
    expect((await act(a, big, 'signal', { kind: 'offer', data: twentyK })).status).toBe(429);
    expect((await act(a, big, 'signal', { kind: 'candidate', data: 'y'.repeat(12_000) })).status).toBe(200);
    expect((await act(a, big, 'signal', { kind: 'candidate', data: 'z' })).status).toBe(429);
    const left = await signalsLeft(b, big);
    expect(left).toEqual({ count: 2, bytes: 32_000 });
  });
});
