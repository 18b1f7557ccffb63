import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { OFFLINE_READ_HEADER, OFFLINE_READS, offlineReadsPattern } from '../../src/shared/offline-reads.ts';

/**
 * The member's reads the service worker may keep offline are marked, and only those
 * (docs/decisions/040): the worker stores a reply only when it carries the mark.
 */
let t: TestApp;
let member: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await createMemberWithProfile(t);
});
afterAll(() => t.close());

describe('offline-readable replies', () => {
  it('every listed read, signed in, is marked, varies on the session and still says no-store', async () => {
    const paths = [
      '/auth/me',
      `/user-detail/GetUserProfileAsync/${member.userId}`,
      '/user-matrimonial-detail/match',
      '/interests',
      '/conversations',
      '/notifications',
      '/notifications/unread',
      '/Dashboard/GetUserMatchingSummaryAsync',
      '/search/my-code',
      '/badges/mine',
    ];
    for (const path of paths) {
      const res = await call(t.app, 'GET', path, { token: member.token });
      expect(res.status, path).toBe(200);
      expect(res.headers[OFFLINE_READ_HEADER], path).toBe('member');
      expect(String(res.headers.vary), path).toMatch(/\bAuthorization\b/i);
      expect(String(res.headers['cache-control']), path).toMatch(/no-store/);
    }
  });

  it('other signed-in reads, anonymous reads and refusals are not marked', async () => {
    for (const [path, token] of [
      ['/shortlist', member.token],
      ['/settings/privacy', member.token],
      ['/religion-master', undefined],
      ['/interests', undefined],
      ['/auth/me', undefined],
      [`/user-detail/GetUserProfileAsync/${member.userId + 1000}`, member.token],
    ] as const) {
      const res = await call(t.app, 'GET', path, token ? { token } : {});
      expect(res.headers[OFFLINE_READ_HEADER], `${path} ${res.status}`).toBeUndefined();
    }
  });

  it('names only routes the server has, and the worker pattern matches exactly them', () => {
    const routes = new Set(t.app.routeList.filter((r) => r.method === 'GET').map((r) => r.url));
    for (const route of OFFLINE_READS) expect(routes.has(route), route).toBe(true);
    const pattern = offlineReadsPattern();
    expect(pattern.test('https://www.example.in/api/interests?tab=received&page=1')).toBe(true);
    expect(pattern.test('https://www.example.in/api/conversations/42/messages?before=9')).toBe(true);
    expect(pattern.test('https://www.example.in/api/interests/7/accept')).toBe(false);
    expect(pattern.test('https://www.example.in/api/shortlist')).toBe(false);
    expect(pattern.test('https://www.example.in/api/auth/me/sessions')).toBe(false);
  });
});
