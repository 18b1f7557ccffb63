import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { call, createTestApp, hearingEachOther, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { freePort } from '../helpers/server-process.ts';
import { redisRelay } from '../helpers/redis-relay.ts';
import { openStream } from '../helpers/event-stream.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * Two API instances on loopback, sharing one database and one Redis (docs/decisions/
 * 032-cross-instance-live-events.md): what a member does through one reaches the other's open
 * streams, once each. Instance B reaches Redis through a relay the test can cut, as a Redis
 * restart would; what was published meanwhile still arrives, from the stored events. A session
 * ended through one instance ends its streams on the other (the periodic look is set far off, so
 * only the notice can).
 */
const REDIS_URL = new URL(TEST_REDIS_URL);
const redisUp = await redisAnswers('the two-instance live-event test');

describe.skipIf(!redisUp)('live events across two API instances', () => {
  const channel = `test-live-${randomBytes(5).toString('hex')}`;
  let a: TestApp;
  let b: { app: FastifyInstance; db: Database };
  let baseA: string;
  let baseB: string;
  let cut: ReturnType<typeof redisRelay>;
  let direct: Redis;
  const subscribers = async () => Number(((await direct.pubsub('NUMSUB', channel)) as [string, number])[1]);

  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'false', REDIS_URL: REDIS_URL.toString(), LIVE_CHANNEL: channel, LIVE_RECHECK_SECONDS: '300' });
    const relayPort = await freePort();
    cut = redisRelay(relayPort, REDIS_URL);
    await cut.up();
    const viaRelay = new URL(REDIS_URL.toString());
    viaRelay.port = String(relayPort);
    // The second instance: its own app, connection pool and Redis connections, on the same database.
    const db = createDatabase({ databaseUrl: a.config.databaseUrl, sqliteFile: sqliteFileOf(a.config), poolSize: 5 });
    b = { app: await buildApp({ config: { ...a.config, redisUrl: viaRelay.toString() }, db }), db };
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    direct = new Redis(REDIS_URL.toString());
    while ((await subscribers()) < 2) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.db.destroy();
    await a?.close();
    await cut?.down();
    direct?.disconnect();
  });

  type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
  async function connected(): Promise<[Member, Member]> {
    const x = await createMemberWithProfile(a, { genderId: 1 });
    const y = await createMemberWithProfile(a, { genderId: 2 });
    const id = (await call(a.app, 'POST', '/interests', { token: x.token, body: { targetUserId: y.userId } })).body.response.id;
    await call(a.app, 'POST', `/interests/${id}/accept`, { token: y.token, body: {} });
    return [x, y];
  }
  /** A message sent over HTTP to one instance. */
  const say = async (base: string, from: Member, to: Member, body: string) => {
    const res = await fetch(`${base}/api/conversations/${to.userId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
      body: JSON.stringify({ body }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { response: { id: number } }).response.id;
  };
  const messageIds = (frames: Array<{ data: { data: { messageId: number } } }>) => frames.map((f) => f.data.data.messageId);

  it('a message sent through one instance arrives live on a stream held on the other, once each, from both', async () => {
    const [x, y] = await connected();
    const [z] = await connected();
    const onB = await openStream(baseB, y);
    const onA = await openStream(baseA, y);
    const sent = [await say(baseA, x, y, 'Through instance A'), await say(baseB, x, y, 'Through instance B'), await say(baseA, x, y, 'A again')];
    for (const stream of [onB, onA]) {
      const frames = [await stream.next(), await stream.next(), await stream.next()];
      expect(frames.map((f) => f.event)).toEqual(['message.sent', 'message.sent', 'message.sent']);
      expect(messageIds(frames)).toEqual(sent);
    }
    // Nothing else, and nothing twice: the next thing y's streams get is the next event for y.
    const id = (await call(a.app, 'POST', '/interests', { token: z.token, body: { targetUserId: y.userId } })).body.response.id;
    for (const stream of [onB, onA]) expect(await stream.next()).toMatchObject({ event: 'interest.received', data: { data: { interestId: id } } });
    onA.close();
    onB.close();
  });

  it('signing out through one instance ends that session’s streams on the other; nothing said after reaches them', async () => {
    const [x, y] = await connected();
    await hearingEachOther(a.app, b.app);
    const onB = await openStream(baseB, y);
    const { ticket } = (await call(a.app, 'POST', '/events/ticket', { token: y.token })).body.response;
    const byTicketOnB = await openStream(baseB, { ticket });
    const first = await say(baseA, x, y, 'Before the sign-out');
    for (const stream of [onB, byTicketOnB]) expect(messageIds([await stream.next()])).toEqual([first]);
    expect((await call(a.app, 'GET', '/auth/logout', { token: y.token })).status).toBe(200);
    await say(baseA, x, y, 'After the sign-out');
    for (const stream of [onB, byTicketOnB]) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const outcome = await Promise.race([
        stream.untilEnded().then((r) => r.frames),
        new Promise<'still open'>((resolve) => (timer = setTimeout(() => resolve('still open'), 2500))),
      ]);
      clearTimeout(timer);
      stream.close();
      expect(outcome).toEqual([]);
    }
  });

  it("after the subscriber's Redis connection drops, the open stream catches up by itself, and a reconnect replays with Last-Event-ID", async () => {
    const [x, y] = await connected();
    const held = await openStream(baseB, y);
    const closing = await openStream(baseB, y);
    const first = await say(baseA, x, y, 'Before the outage');
    expect(messageIds([await held.next()])).toEqual([first]);
    const seen = await closing.next();
    closing.close();

    await cut.down();
    await expect.poll(subscribers, { timeout: 10_000 }).toBe(1);
    const missed = [await say(baseA, x, y, 'During the outage, one'), await say(baseA, x, y, 'During the outage, two')];
    await cut.up();

    // The stream held on B was never told, but reads what it missed once its subscriber is back.
    expect(messageIds([await held.next(), await held.next()])).toEqual(missed);
    await expect.poll(subscribers, { timeout: 10_000 }).toBe(2);
    const after = await say(baseA, x, y, 'After the outage');
    expect(messageIds([await held.next()])).toEqual([after]);
    held.close();

    // The client that went away reconnects with the last id it saw and gets the rest, in order, once.
    const again = await openStream(baseB, y, seen.id);
    expect(messageIds([await again.next(), await again.next(), await again.next()])).toEqual([...missed, after]);
    const more = await say(baseA, x, y, 'And live again');
    expect(messageIds([await again.next()])).toEqual([more]);
    again.close();
  }, 120_000);
});
