import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../factories/sessions.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * Two API instances sharing one Redis: a guesser who alternates between them still hits the
 * per-account limit. Runs when Redis answers on REDIS_URL (default redis://127.0.0.1:6379).
 */
const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers('the shared rate-limit test');

const ready = (t: TestApp) =>
  t.app.redis?.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => t.app.redis!.once('ready', () => resolve()));

describe.skipIf(!redisUp)('rate limits across two API instances (Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, RATE_LIMIT_PREFIX: `test-${randomBytes(6).toString('hex')}:` };
    a = await createTestApp(env);
    b = await createTestApp(env);
    await Promise.all([ready(a), ready(b)]);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('wrong passwords alternating between the instances are counted together', async () => {
    const email = `shared-${randomBytes(4).toString('hex')}@example.in`;
    // Each instance has its own test database; the limit keys on the address, so both count it.
    await createUser(a, { email, password: 'Right-Password-1' });
    await createUser(b, { email, password: 'Right-Password-1' });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await call(app, 'POST', '/auth/login', { body: { email, password: `Wrong-Password-${i}` } })).status);
    }
    // 10 per account: the 11th try is refused although each instance saw only 5 or 6.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    const onA = await call(a.app, 'POST', '/auth/login', { body: { email, password: 'Right-Password-1' } });
    const onB = await call(b.app, 'POST', '/auth/login', { body: { email, password: 'Right-Password-1' } });
    expect([onA.status, onB.status]).toEqual([429, 429]);
    const keys = await a.app.redis!.keys(`*test-*${email}`);
    expect(keys.length).toBeGreaterThan(0);
  });
});
