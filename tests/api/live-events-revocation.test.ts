import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectedPair } from '../factories/connections.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { linkedHelper } from '../factories/family.ts';
import { adminSignIn, signIn, tokenFor } from '../factories/sessions.ts';
import { openStream, type EventFrame, type StreamOpener } from '../helpers/event-stream.ts';

/**
 * An open GET /api/events stream ends with its session (docs/decisions/029-live-event-stream.md):
 * signing out, a password change, a deactivation, a family helper paused or removed each end the
 * streams that session holds, at once; what happens for the member afterwards reaches none of them.
 * The periodic look is set far off here (LIVE_RECHECK_SECONDS), so only the notice of the change
 * can end them; the backstop has an app of its own.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', LIVE_RECHECK_SECONDS: '300' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
type Stream = Awaited<ReturnType<typeof openStream>>;
const PASSWORD = 'Kesari-Mango-Monsoon-42';

const connected = () => connectedPair(t, {}, { password: PASSWORD });
const say = (from: { token: string }, to: Member, body: string) =>
  call(t.app, 'POST', `/conversations/${to.userId}/messages`, { token: from.token, body: { body } });
const open = async (who: StreamOpener) => {
  const stream = await openStream(base, who);
  expect(stream.res.status).toBe(200);
  return stream;
};
/** What the stream sent until the server ended it, or 'still open' when it has not ended within `ms`. */
async function endOf(stream: Stream, ms = 2500): Promise<EventFrame[] | 'still open'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outcome = await Promise.race([
    stream.untilEnded().then((r) => r.frames),
    new Promise<'still open'>((resolve) => (timer = setTimeout(() => resolve('still open'), ms))),
  ]);
  clearTimeout(timer);
  if (outcome === 'still open') stream.close();
  return outcome;
}

describe('revocation reaches every open stream', () => {
  it('signing out ends the session’s streams, bearer and ticket alike; nothing said after reaches them', async () => {
    const [a, b] = await connected();
    const byToken = await open({ token: b.token });
    const { ticket } = (await call(t.app, 'POST', '/events/ticket', { token: b.token })).body.response;
    const byTicket = await open({ ticket });
    await say(a, b, 'Before the sign-out');
    expect(await byToken.next()).toMatchObject({ event: 'message.sent' });
    expect(await byTicket.next()).toMatchObject({ event: 'message.sent' });

    expect((await call(t.app, 'GET', '/auth/logout', { token: b.token })).status).toBe(200);
    await say(a, b, 'After the sign-out');
    await call(t.app, 'POST', '/interests', { token: (await createMemberWithProfile(t, { genderId: 1 })).token, body: { targetUserId: b.userId } });
    expect(await endOf(byToken)).toEqual([]);
    expect(await endOf(byTicket)).toEqual([]);
  });

  it("a password change ends the other sessions' streams and keeps the one that changed it", async () => {
    const [a, b] = await connected();
    const other = await open({ token: b.token });
    const here = (await signIn(t, b.email, PASSWORD)).body.response.accessToken as string;
    const kept = await open({ token: here });
    const changed = await call(t.app, 'POST', '/auth/update-password', {
      token: here,
      body: { currentPassword: PASSWORD, newPassword: 'Jasmine-Tamarind-River-77', confirmPassword: 'Jasmine-Tamarind-River-77' },
    });
    expect(changed.status).toBe(200);
    await say(a, b, 'After the password change');
    expect(await endOf(other)).toEqual([]);
    expect(await kept.next()).toMatchObject({ event: 'message.sent', data: { actorId: a.userId } });
    kept.close();
  });

  it('a deactivated member receives nothing: their stream ends, and a warning after it reaches no stream', async () => {
    const [, b] = await connected();
    const admin = await adminSignIn(t);
    const stream = await open({ token: b.token });
    const deactivated = await call(t.app, 'POST', `/moderation/members/${b.userId}/actions`, {
      token: admin,
      body: { action: 'deactivate', note: 'Fake profile' },
    });
    expect(deactivated.status).toBe(200);
    const warned = await call(t.app, 'POST', `/moderation/members/${b.userId}/actions`, { token: admin, body: { action: 'warn', note: 'Be kind' } });
    expect(warned.status).toBe(200);
    expect(await endOf(stream)).toEqual([]);
    // No session of theirs opens another, as a stream or a poll.
    expect((await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${b.token}` } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/events?mode=poll&after=0', { token: b.token })).status).toBe(401);
  });

  it("pausing a family helper ends their stream, and so does removing one; the member's own stream stays", async () => {
    const ravi = await createMemberWithProfile(t, { genderId: 1 });
    const paused = await linkedHelper(t, ravi.userId);
    const removed = await linkedHelper(t, ravi.userId, {}, { name: 'Gita Rao' });
    const pausedStream = await open({ token: await tokenFor(t, paused.email) });
    const removedTicket = (await call(t.app, 'POST', '/events/ticket', { token: await tokenFor(t, removed.email) })).body.response.ticket;
    const removedStream = await open({ ticket: removedTicket });
    const own = await open({ token: ravi.token });

    expect((await call(t.app, 'PUT', `/family/helpers/${paused.helperId}`, { token: ravi.token, body: { paused: true } })).status).toBe(200);
    expect(await endOf(pausedStream)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/family/helpers/${removed.helperId}`, { token: ravi.token })).status).toBe(200);
    expect(await endOf(removedStream)).toEqual([]);
    const suitor = await createMemberWithProfile(t, { genderId: 2 });
    await call(t.app, 'POST', '/interests', { token: suitor.token, body: { targetUserId: ravi.userId } });
    expect(await own.next()).toMatchObject({ event: 'interest.received', data: { actorId: suitor.userId } });
    own.close();
  });

  it("a block: the blocked member's open stream gets nothing more of the blocker's", async () => {
    const [a, b] = await connected();
    const stream = await open({ token: b.token });
    await say(a, b, 'Before the block');
    expect(await stream.next()).toMatchObject({ event: 'message.sent', data: { actorId: a.userId } });
    expect((await call(t.app, 'PUT', `/blocks/${b.userId}`, { token: a.token })).status).toBe(200);
    // What the blocker still does that would have told b: reading their conversation, a message, an interest.
    await call(t.app, 'POST', `/conversations/${b.userId}/read`, { token: a.token });
    await say(a, b, 'After the block');
    // The next frame is someone else's.
    const [c] = await connected();
    await call(t.app, 'POST', '/interests', { token: c.token, body: { targetUserId: b.userId } });
    const next = await stream.next();
    // A call between them would have ended (call.ended has no actor); nothing of a's is sent.
    expect(next).toMatchObject({ event: 'interest.received', data: { actorId: c.userId } });
    stream.close();
  });

  it('a session ended where no notice is heard (outside the write watch) ends its stream at the next periodic look', async () => {
    const quick = await createTestApp({ RATE_LIMITS: 'false', LIVE_RECHECK_SECONDS: '1' });
    try {
      const at = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const b = await createMemberWithProfile(quick, { genderId: 2 });
      const stream = await openStream(at, { token: b.token });
      expect(stream.res.status).toBe(200);
      // Straight SQL, as an operator's script would: no write notice, no instance notice.
      await sql`update sessions set revoked_at = ${new Date().toISOString()} where user_id = ${b.userId}`.execute(quick.db);
      expect(await endOf(stream, 4000)).toEqual([]);
    } finally {
      await quick.close();
    }
  });
});
