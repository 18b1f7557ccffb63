import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { secretsFor } from '../../src/server/lib/secrets.ts';
import { signStreamTicket, STREAM_TICKET_TTL_SECONDS } from '../../src/server/modules/events/index.ts';
import { openStream as openStreamAt } from '../helpers/event-stream.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;

const openStream = (who: Member | { ticket: string }, lastEventId?: number) => openStreamAt(base, who, lastEventId);

async function connected(): Promise<[Member, Member]> {
  const a = await createMemberWithProfile(t, { genderId: 1 });
  const b = await createMemberWithProfile(t, { genderId: 2 });
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} });
  return [a, b];
}
const say = (from: Member, to: Member, body: string) => call(t.app, 'POST', `/conversations/${to.userId}/messages`, { token: from.token, body: { body } });

describe('the live event stream', () => {
  it('needs a session', async () => {
    expect((await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
  });

  it("delivers a member's own events as they happen, and only theirs", async () => {
    const [a, b] = await connected();
    const [c] = await connected();
    const stream = await openStream(b);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const other = await openStream(c);
    await say(a, b, 'Hello over the stream');
    const got = await stream.next();
    expect(got).toMatchObject({ event: 'message.sent', data: { type: 'message.sent', actorId: a.userId, data: { fromUserId: a.userId } } });
    expect(got.id).toBe(got.data.id);
    // Reading it tells the sender, live.
    const aStream = await openStream(a);
    await call(t.app, 'POST', `/conversations/${a.userId}/read`, { token: b.token });
    expect(await aStream.next()).toMatchObject({ event: 'message.read', data: { actorId: b.userId } });
    // c's stream saw nothing of it: the next thing c gets is c's own event.
    const [d] = await connected();
    await call(t.app, 'POST', '/interests', { token: d.token, body: { targetUserId: c.userId } });
    expect(await other.next()).toMatchObject({ event: 'interest.received', data: { actorId: d.userId } });
    for (const s of [stream, other, aStream]) s.close();
  });

  it('replays exactly what was missed after a reconnect with Last-Event-ID', async () => {
    const [a, b] = await connected();
    const first = await openStream(b);
    await say(a, b, 'one');
    const seen = await first.next();
    first.close();
    await say(a, b, 'two');
    await say(a, b, 'three');
    const again = await openStream(b, seen.id);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => e.event)).toEqual(['message.sent', 'message.sent']);
    expect(replayed[0].id).toBeGreaterThan(seen.id);
    expect(replayed[1].id).toBeGreaterThan(replayed[0].id);
    await say(a, b, 'four');
    expect((await again.next()).id).toBeGreaterThan(replayed[1].id);
    again.close();

    // The fallback poll answers the same as JSON, as does a request that does not ask for a stream.
    const plain = await fetch(`${base}/api/events?after=${seen.id}`, { headers: { authorization: `Bearer ${b.token}` } });
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await plain.json()).response.items).toHaveLength(3);
    const poll = await call(t.app, 'GET', `/events?mode=poll&after=${seen.id}`, { token: b.token });
    expect(poll.body.response.items.map((e: { type: string }) => e.type)).toEqual(['message.sent', 'message.sent', 'message.sent']);
    const now = await call(t.app, 'GET', '/events?mode=poll', { token: b.token });
    expect(now.body.response).toMatchObject({ items: [], lastEventId: poll.body.response.lastEventId });
  });

  it('tells a stream its position before any event, so a reconnect before the first event misses nothing', async () => {
    const [a, b] = await connected();
    const before = (await call(t.app, 'GET', '/events?mode=poll', { token: b.token })).body.response.lastEventId;
    const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream', authorization: `Bearer ${b.token}` } });
    const reader = res.body!.getReader();
    let opening = '';
    while (!opening.includes('\n\n')) opening += new TextDecoder().decode((await reader.read()).value);
    expect(opening).toMatch(new RegExp(`^retry: \\d+\nid: ${before}\n\n`));
    await reader.cancel();
    // The connection dropped before any event; a message arrives meanwhile; the reconnect sends the id it was given.
    const sent = await say(a, b, 'while away');
    const again = await openStream(b, before);
    expect(await again.next()).toMatchObject({ event: 'message.sent', data: { data: { messageId: sent.body.response.id } } });
    again.close();
  });

  it('opens from an EventSource with a stream ticket; a tampered, expired or signed-out ticket opens nothing', async () => {
    const [a, b] = await connected();
    const issued = await call(t.app, 'POST', '/events/ticket', { token: b.token });
    expect(issued.status).toBe(200);
    const { ticket, lastEventId } = issued.body.response;
    expect(ticket).not.toContain(b.token);
    const stream = await openStream({ ticket });
    expect(stream.res.status).toBe(200);
    await say(a, b, 'Through a ticket');
    const got = await stream.next();
    expect(got).toMatchObject({ event: 'message.sent' });
    expect(got.id).toBeGreaterThan(lastEventId);
    stream.close();

    const [sessionId, exp, sig] = ticket.split('.');
    const refused = async (bad: string) => {
      const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(bad)}`, { headers: { accept: 'text/event-stream' } });
      expect(res.status, bad).toBe(401);
      expect((await res.json()).error.message).toMatch(/ticket has expired or is not valid/);
    };
    await refused(`${Number(sessionId) + 1}.${exp}.${sig}`);
    await refused(`${sessionId}.${Number(exp) + 60}.${sig}`);
    await refused(`${sessionId}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const key = secretsFor(t.config).signingKey;
    await refused(signStreamTicket(key, Number(sessionId), Date.now() - (STREAM_TICKET_TTL_SECONDS + 5) * 1000).ticket);
    // Signing out ends what the session's tickets open.
    await call(t.app, 'GET', '/auth/logout', { token: b.token });
    await refused(ticket);
  });

  it('never replays what a blocked member did, either way, in a stream or a poll', async () => {
    const [a, b] = await connected();
    await say(b, a, 'Before the block');
    await say(a, b, 'A reply before the block');
    // b blocks a: a's replay from the start no longer shows b's acceptance or message, and b's
    // no longer shows a's.
    expect((await call(t.app, 'PUT', `/blocks/${a.userId}`, { token: b.token })).status).toBe(200);
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const poll = await call(t.app, 'GET', '/events?mode=poll&after=1', { token: me.token });
      expect(poll.status).toBe(200);
      expect(poll.body.response.items.filter((e: { actorId: number }) => e.actorId === other.userId)).toEqual([]);
      expect(poll.body.response.lastEventId).toBeGreaterThan(1);
    }
    const stream = await openStream(a, 0);
    // The first frame a gets is the next thing anyone else does for a, not b's earlier events.
    const [c] = await connected();
    await call(t.app, 'POST', '/interests', { token: c.token, body: { targetUserId: a.userId } });
    expect(await stream.next()).toMatchObject({ event: 'interest.received', data: { actorId: c.userId } });
    stream.close();
    // Unblocking shows them again, as the notifications do.
    await call(t.app, 'DELETE', `/blocks/${a.userId}`, { token: b.token });
    const after = await call(t.app, 'GET', '/events?mode=poll&after=1', { token: a.token });
    expect(after.body.response.items.map((e: { type: string; actorId: number }) => e.actorId === b.userId && e.type)).toEqual(
      expect.arrayContaining(['interest.accepted', 'message.sent']),
    );
  });

  it('opens one stream per ticket: a second use is refused', async () => {
    const [, b] = await connected();
    const { ticket } = (await call(t.app, 'POST', '/events/ticket', { token: b.token })).body.response;
    const first = await openStream({ ticket });
    expect(first.res.status).toBe(200);
    first.close();
    const again = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: 'text/event-stream' } });
    expect(again.status).toBe(401);
    expect((await again.json()).error.message).toMatch(/ticket has been used already; ask for a new one/);
    // As a poll too, and a new ticket opens a stream again.
    expect((await call(t.app, 'GET', `/events?mode=poll&ticket=${encodeURIComponent(ticket)}`)).status).toBe(401);
    const fresh = (await call(t.app, 'POST', '/events/ticket', { token: b.token })).body.response.ticket;
    const second = await openStream({ ticket: fresh });
    expect(second.res.status).toBe(200);
    second.close();
  });
});
