import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';

/** Replies to a signed-in request carry personal data: every one says Cache-Control: no-store. */
let t: TestApp;
let admin: string;
let member: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
  member = await memberSession(t);
});
afterAll(() => t.close());

describe('Cache-Control on signed-in replies', () => {
  it('the personal replies an attacker listed say no-store', async () => {
    const paths = [
      ['/auth/me', member.token],
      [`/user-matrimonial-detail/${member.userId}`, member.token],
      [`/user-detail/GetUserProfileAsync/${member.userId}`, member.token],
      ['/document', member.token],
      ['/user-master', admin],
      [`/user-matrimonial-detail/ViewUserProfileAsync/${member.userId}/${member.userId}`, member.token],
    ] as const;
    for (const [path, token] of paths) {
      const res = await call(t.app, 'GET', path, { token });
      expect(res.headers['cache-control'], path).toMatch(/no-store/);
    }
  });

  it('every GET route without parameters, called by an administrator, says no-store', async () => {
    const routes = t.app.routeList.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':') && !r.url.startsWith('/api/docs') && r.url !== '/api/auth/logout',
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const res = await t.app.inject({ method: 'GET', url: route.url, headers: { authorization: `Bearer ${admin}` } });
      expect(String(res.headers['cache-control']), `${route.url} ${res.statusCode}`).toMatch(/no-store/);
    }
  });

  it('anonymous public reference data may still be cached', async () => {
    const res = await call(t.app, 'GET', '/religion-master');
    expect(res.status).toBe(200);
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/no-store/);
  });
});
