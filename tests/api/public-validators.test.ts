import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createDatabase } from '../../src/server/db/database.ts';
import { sqliteFileOf } from '../../src/server/db/open.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { TEST_REDIS_URL, redisAnswers } from '../helpers/test-redis.ts';

/**
 * Public reference lists and site content carry a validator and a shared lifetime, so a
 * browser, nginx or a CDN can keep them, and a request holding the current copy gets 304 with
 * no body. An administrator's edit changes the validator; signed-in replies are never kept.
 * Repeats are answered from memory (plugins/public-replies.ts) until an edit, on any instance.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('public lists', () => {
  it('carry an ETag and Cache-Control, and answer 304 without a body to a request that holds them', async () => {
    for (const url of [
      '/religion-master',
      '/religion-master/1',
      '/caste-master/get-caste-master-by-religion-id/1',
      '/state-master/get-state-master-by-country/1',
    ]) {
      const first = await get(url, { 'accept-encoding': 'gzip' });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]{20,}"$/);
      expect(first.headers['cache-control'], url).toBe('public, max-age=60, must-revalidate');
      const again = await get(url, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag);
      // Another validator, or none, gets the whole reply.
      expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode, url).toBe(200);
    }
  });

  it('change their validator when an administrator edits them', async () => {
    const before = String((await get('/religion-master')).headers.etag);
    const created = await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: 'Validator Faith', isActive: 1 } });
    expect(created.status).toBe(201);
    const after = await get('/religion-master', { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json().response.items.map((r: { name: string }) => r.name)).toContain('Validator Faith');
  });

  it('answer a repeat with the same reply, and every kind of edit at once, lists by parent included', async () => {
    const first = await get('/religion-master');
    const repeat = await get('/religion-master');
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers).toMatchObject({
      etag: first.headers.etag,
      'content-type': first.headers['content-type'],
      'cache-control': first.headers['cache-control'],
    });
    const names = async (url: string) => (await get(url)).json().response.map((r: { name: string }) => r.name);
    const items = async (url: string) => (await get(url)).json().response.items.map((r: { name: string }) => r.name);

    const id = (await call(t.app, 'POST', '/religion-master', { token: admin, body: { name: 'Kept Faith', isActive: 1 } })).body.response.id;
    expect(await items('/religion-master')).toContain('Kept Faith');
    expect((await get(`/religion-master/${id}`)).json().response.name).toBe('Kept Faith');
    expect((await call(t.app, 'PUT', `/religion-master/${id}`, { token: admin, body: { name: 'Renamed Faith', isActive: 1 } })).status).toBe(200);
    expect(await items('/religion-master')).toContain('Renamed Faith');
    expect((await get(`/religion-master/${id}`)).json().response.name).toBe('Renamed Faith');

    const castes = `/caste-master/get-caste-master-by-religion-id/${id}`;
    expect(await names(castes)).toEqual([]);
    const caste = (await call(t.app, 'POST', '/caste-master', { token: admin, body: { name: 'Kept Caste', religionId: id, isActive: 1 } })).body.response.id;
    expect(await names(castes)).toEqual(['Kept Caste']);
    expect((await call(t.app, 'DELETE', `/caste-master/${caste}`, { token: admin })).status).toBe(200);
    expect(await names(castes)).toEqual([]);
    expect((await call(t.app, 'DELETE', `/religion-master/${id}`, { token: admin })).status).toBe(200);
    expect(await items('/religion-master')).not.toContain('Renamed Faith');
    expect((await get(`/religion-master/${id}`)).statusCode).toBe(404);
  });

  it('are never marked public when the request is signed in, nor are private or failed replies', async () => {
    const signedIn = await get('/religion-master', { authorization: `Bearer ${admin}` });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers.etag).toBeUndefined();
    const missing = await get('/religion-master/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control']).toBeUndefined();
    const members = await get('/user-master');
    expect(members.statusCode).toBe(401);
    expect(members.headers.etag).toBeUndefined();
  });
});

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers('the two-instance public-list test');

describe.skipIf(!redisUp)('public lists on two instances', () => {
  it('an edit through one instance ends what the other kept', async () => {
    const channel = `test-public-${randomBytes(5).toString('hex')}`;
    const a = await createTestApp({ REDIS_URL, LIVE_CHANNEL: channel });
    const db = createDatabase({ databaseUrl: a.config.databaseUrl, sqliteFile: sqliteFileOf(a.config), poolSize: 2 });
    const b = await buildApp({ config: a.config, db });
    const direct = new Redis(REDIS_URL);
    try {
      while (Number(((await direct.pubsub('NUMSUB', `${channel}:forget`)) as [string, number])[1]) < 2) await new Promise((r) => setTimeout(r, 20));
      const onB = async () => (await b.inject({ method: 'GET', url: '/api/religion-master' })).json().response.items.map((r: { name: string }) => r.name);
      expect(await onB()).not.toContain('Faith Seen Elsewhere');
      const token = await tokenFor(a, ADMIN_EMAIL);
      expect((await call(a.app, 'POST', '/religion-master', { token, body: { name: 'Faith Seen Elsewhere', isActive: 1 } })).status).toBe(201);
      // The notice crosses Redis: B answers from its kept copy until it arrives.
      let seen = await onB();
      for (let tries = 0; !seen.includes('Faith Seen Elsewhere') && tries < 250; tries++) {
        await new Promise((r) => setTimeout(r, 20));
        seen = await onB();
      }
      expect(seen).toContain('Faith Seen Elsewhere');
    } finally {
      direct.disconnect();
      await b.close();
      await db.destroy();
      await a.close();
    }
  });
});
