import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser } from '../factories/sessions.ts';
import { freePort } from '../helpers/server-process.ts';
import { redisRelay } from '../helpers/redis-relay.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * Redis going away under the API and coming back. The API reaches Redis through a TCP relay the
 * test can cut (as a Redis restart or a network fault does). While it is gone, rate limits are
 * counted in the process's memory — still enforced, never a 5xx; afterwards in Redis again.
 */
const REDIS_URL = new URL(TEST_REDIS_URL);
const redisUp = await redisAnswers('the Redis outage test');

describe.skipIf(!redisUp)('Redis going away', () => {
  let t: TestApp;
  let cut: ReturnType<typeof redisRelay>;
  let direct: Redis;
  const prefix = `redis-outage-${randomBytes(5).toString('hex')}:`;
  beforeAll(async () => {
    const port = await freePort();
    cut = redisRelay(port, REDIS_URL);
    await cut.up();
    const url = new URL(REDIS_URL.toString());
    url.port = String(port);
    t = await createTestApp({ REDIS_URL: url.toString(), RATE_LIMIT_PREFIX: prefix });
    await new Promise<void>((resolve) => (t.app.redis!.status === 'ready' ? resolve() : t.app.redis!.once('ready', () => resolve())));
    direct = new Redis(REDIS_URL.toString());
  });
  afterAll(async () => {
    await t.close();
    await cut.down();
    const keys = await direct.keys(`*${prefix}*`);
    if (keys.length) await direct.del(...keys);
    direct.disconnect();
  });

  const wrongLogins = async (email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await call(t.app, 'POST', '/auth/login', { body: { email, password: `Wrong-Password-${i}` } })).status);
    return statuses;
  };
  const counted = async (email: string) => (await direct.keys(`*${prefix}*${email}`)).length > 0;

  it('keeps enforcing the sign-in limit in memory while Redis is away, and counts in Redis again once it is back', async () => {
    const before = `before-${randomBytes(4).toString('hex')}@example.in`;
    await createUser(t, { email: before, password: 'Right-Password-1' });
    expect(await wrongLogins(before, 2)).toEqual([401, 401]);
    expect(await counted(before)).toBe(true);

    await cut.down();
    await expect.poll(() => t.app.redis!.status).not.toBe('ready');
    const during = `during-${randomBytes(4).toString('hex')}@example.in`;
    await createUser(t, { email: during, password: 'Right-Password-1' });
    const statuses = await wrongLogins(during, 12);
    // 10 tries per account, then 429: the limit holds although its shared store is gone.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const contact = await call(t.app, 'POST', '/contact-us', {
      body: { name: 'Asha Rao', email: 'asha@example.in', contactNo: '+919876543210', message: 'Redis is down, the site is not.' },
    });
    expect(contact.status).toBe(201);
    expect(await counted(during)).toBe(false);

    await cut.up();
    await expect.poll(() => t.app.redis!.status, { timeout: 15_000 }).toBe('ready');
    const after = `after-${randomBytes(4).toString('hex')}@example.in`;
    await createUser(t, { email: after, password: 'Right-Password-1' });
    expect(await wrongLogins(after, 1)).toEqual([401]);
    expect(await counted(after)).toBe(true);
  }, 120_000);
});
