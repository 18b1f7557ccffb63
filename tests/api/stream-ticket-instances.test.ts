import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase, type Database } from '../../src/server/db/database.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { openStream } from '../helpers/event-stream.ts';

/**
 * A stream ticket opens one stream, whichever API instance it is shown to: two instances share
 * the database (and Redis, when TEST_REDIS_URL names one), and the ticket one of them redeemed is refused by
 * the other, also when both are shown it at the same moment.
 */
/** With TEST_REDIS_URL set, both instances also share that Redis, as deployed instances do. */
const redisUrl = process.env.TEST_REDIS_URL;

describe('stream tickets across two API instances', () => {
  let a: TestApp;
  let b: { app: FastifyInstance; db: Database };
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp({ RATE_LIMITS: 'false', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
    const db = createDatabase({ databaseUrl: a.config.databaseUrl, sqliteFile: sqliteFileOf(a.config), poolSize: 5 });
    b = { app: await buildApp({ config: a.config, db }), db };
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.db.destroy();
    await a?.close();
  });

  const ticketOf = async (token: string) => (await call(a.app, 'POST', '/events/ticket', { token })).body.response.ticket as string;
  const tryOpen = (base: string, ticket: string) =>
    fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { headers: { accept: 'text/event-stream' } });

  it('refuses on one instance a ticket the other redeemed', async () => {
    const member = await createMemberWithProfile(a, { genderId: 1 });
    const ticket = await ticketOf(member.token);
    const first = await openStream(baseA, { ticket });
    expect(first.res.status).toBe(200);
    first.close();
    const second = await tryOpen(baseB, ticket);
    expect(second.status).toBe(401);
    expect((await second.json()).error.message).toMatch(/used already/);
  });

  it('lets exactly one of two instances redeem a ticket shown to both at once', async () => {
    const member = await createMemberWithProfile(a, { genderId: 2 });
    for (let round = 0; round < 3; round++) {
      const ticket = await ticketOf(member.token);
      const answers = await Promise.all([tryOpen(baseA, ticket), tryOpen(baseB, ticket)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
      for (const r of answers) await r.body?.cancel();
    }
  });
});
