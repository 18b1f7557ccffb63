import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';

/**
 * Public reference lists and site content carry a validator and a shared lifetime, so a
 * browser, nginx or a CDN can keep them, and a request holding the current copy gets 304 with
 * no body. An administrator's edit changes the validator; signed-in replies are never kept.
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
