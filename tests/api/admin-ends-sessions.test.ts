import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, tokenFor } from '../factories/sessions.ts';

/** An administrator's password change or deactivation through the Users master ends every session of the member. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

async function editUser(userId: number, changes: Record<string, unknown>) {
  const current = await call(t.app, 'GET', `/user-master/${userId}`, { token: admin });
  const res = await call(t.app, 'PUT', `/user-master/${userId}`, { token: admin, body: { ...current.body.response, ...changes } });
  expect(res.status).toBe(200);
}

const me = (token: string) => call(t.app, 'GET', '/auth/me', { token });

describe('administrator changes to an account', () => {
  it('a new password set by the administrator ends the member’s sessions', async () => {
    const member = await memberSession(t);
    expect((await me(member.token)).status).toBe(200);
    await editUser(member.userId, { password: 'Admin-Set-Password-9' });
    expect((await me(member.token)).status).toBe(401);
  });

  it('deactivation ends the sessions, and reactivation does not bring the old token back', async () => {
    const member = await memberSession(t);
    await editUser(member.userId, { isActive: 0 });
    expect((await me(member.token)).status).toBe(401);
    await editUser(member.userId, { isActive: 1 });
    expect((await me(member.token)).status).toBe(401);
  });

  it('other changes leave the sessions alone', async () => {
    const member = await memberSession(t);
    await editUser(member.userId, { name: 'Renamed Member' });
    expect((await me(member.token)).status).toBe(200);
  });
});
