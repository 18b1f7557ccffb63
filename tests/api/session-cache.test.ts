import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_MS } from '../../src/server/modules/auth/index.ts';
import { ADMIN_EMAIL, call, createTestApp, hearingEachOther, secondInstance, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * Sessions are kept in memory for seconds (modules/auth/session-cache.ts), and a change to one
 * (signed out, the account deactivated, its language or name changed) shows on the next request:
 * at once on the instance that made it, on the others as soon as the notice crosses Redis, and
 * without Redis within KEEP_MS.
 */
const me = (app: FastifyInstance, token: string) => call(app, 'GET', '/auth/me', { token });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a kept session, on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends at once when its member signs out, even while requests with it are in flight', async () => {
    const { token } = await memberSession(t);
    const burst = await Promise.all(Array.from({ length: 5 }, () => me(t.app, token)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await call(t.app, 'GET', '/auth/logout', { token })).status).toBe(200);
    expect((await me(t.app, token)).status).toBe(401);
  });

  it("shows the member's own change and an administrator's on the next request", async () => {
    const { token, userId } = await memberSession(t);
    expect((await me(t.app, token)).body.response.locale).toBe('en');
    expect((await call(t.app, 'PUT', '/account/language', { token, body: { locale: 'hi' } })).status).toBe(200);
    expect((await me(t.app, token)).body.response.locale).toBe('hi');
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const current = await call(t.app, 'GET', `/user-master/${userId}`, { token: admin });
    const renamed = await call(t.app, 'PUT', `/user-master/${userId}`, { token: admin, body: { ...current.body.response, name: 'Renamed By Admin' } });
    expect(renamed.status).toBe(200);
    expect((await me(t.app, token)).body.response.userName).toBe('Renamed By Admin');
  });
});

/** Asks B until it refuses the token; how long after `since` that came. */
async function refusedAfter(app: FastifyInstance, token: string, since: number) {
  while ((await me(app, token)).status === 200) {
    if (Date.now() - since > 5 * KEEP_MS) throw new Error('the other instance still accepts the session');
    await sleep(20);
  }
  return Date.now() - since;
}

describe('a kept session, on another instance without Redis', () => {
  it('ends there within KEEP_MS of signing out', async () => {
    const a = await createTestApp();
    const b = await secondInstance(a);
    try {
      const { token } = await memberSession(a);
      expect((await me(b.app, token)).status).toBe(200);
      const keptAt = Date.now();
      expect((await call(a.app, 'GET', '/auth/logout', { token })).status).toBe(200);
      expect((await me(a.app, token)).status).toBe(401);
      expect(await refusedAfter(b.app, token, keptAt)).toBeLessThanOrEqual(KEEP_MS + 1000);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

const redisUp = await redisAnswers('the two-instance session test');

describe.skipIf(!redisUp)('a kept session, on another instance with Redis', () => {
  it('ends there as soon as the notice arrives, before it would have expired', async () => {
    const a = await createTestApp({ REDIS_URL: TEST_REDIS_URL, LIVE_CHANNEL: `test-sessions-${randomBytes(5).toString('hex')}` });
    const b = await secondInstance(a);
    try {
      await hearingEachOther(a.app, b.app);
      for (let round = 0; round < 3; round++) {
        const { token } = await memberSession(a);
        expect((await me(b.app, token)).status).toBe(200);
        const keptAt = Date.now();
        expect((await call(a.app, 'GET', '/auth/logout', { token })).status).toBe(200);
        expect(await refusedAfter(b.app, token, keptAt)).toBeLessThan(KEEP_MS);
      }
    } finally {
      await b.close();
      await a.close();
    }
  });
});
