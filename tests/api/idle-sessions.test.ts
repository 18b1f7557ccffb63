import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';
import { hashToken, IDLE_MINUTES } from '../../src/server/modules/auth/index.ts';

/** Idle sessions end: administrators and relationship managers after 30 minutes, members after IDLE_MINUTES.member (docs/decisions/016). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idleFor = (token: string, minutes: number) =>
  t.db
    .updateTable('sessions')
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('tokenHash', '=', hashToken(token))
    .execute();
const me = (token: string) => call(t.app, 'GET', '/auth/me', { token });

describe('idle sessions', () => {
  it('an administrator idle for over 30 minutes must sign in again, and the session stays ended', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    await idleFor(admin, IDLE_MINUTES.admin - 1);
    expect((await me(admin)).status).toBe(200);
    await idleFor(admin, IDLE_MINUTES.admin + 1);
    expect((await me(admin)).status).toBe(401);
    await idleFor(admin, 0);
    expect((await me(admin)).status).toBe(401);
  });

  it('a relationship manager idle for over 30 minutes must sign in again, as an administrator', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const email = `rm-idle-${Date.now()}@matrimonial.example.in`;
    const body = {
      name: 'Meera Idle',
      email,
      mobile: `97${String(Date.now()).slice(-8)}`,
      password: 'Manager-Pass-42',
      hoursFrom: '10:00',
      hoursTo: '19:00',
      languages: ['en'],
    };
    expect((await call(t.app, 'POST', '/assisted/managers', { token: admin, body })).status).toBe(201);
    const manager = await tokenFor(t, email);
    await idleFor(manager, IDLE_MINUTES.admin - 1);
    expect((await call(t.app, 'GET', '/assisted/workbench', { token: manager })).status).toBe(200);
    await idleFor(manager, IDLE_MINUTES.admin + 1);
    expect((await me(manager)).status).toBe(401);
    await idleFor(manager, 0);
    expect((await me(manager)).status).toBe(401);
  });

  it(`a member's session survives 31 idle minutes and ends after ${IDLE_MINUTES.member / 60} hours`, async () => {
    const member = await memberSession(t);
    await idleFor(member.token, IDLE_MINUTES.admin + 1);
    expect((await me(member.token)).status).toBe(200);
    await idleFor(member.token, IDLE_MINUTES.member + 1);
    expect((await me(member.token)).status).toBe(401);
  });

  it('each request counts as activity', async () => {
    const admin = await tokenFor(t, ADMIN_EMAIL);
    await idleFor(admin, IDLE_MINUTES.admin - 5);
    expect((await me(admin)).status).toBe(200);
    const row = await t.db.selectFrom('sessions').select('lastSeenAt').where('tokenHash', '=', hashToken(admin)).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.lastSeenAt!)).toBeLessThan(60_000);
  });
});
