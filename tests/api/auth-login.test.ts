import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, ADMIN_EMAIL, ADMIN_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { createUser, signIn } from '../factories/sessions.ts';
import { verifiedMember } from '../factories/accounts.ts';
import { AUTH_TEXT } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => call(t.app, 'POST', '/auth/login', { body: { email, password } });

describe('POST /auth/login', () => {
  it('signs the administrator in with role admin, after the second step', async () => {
    const res = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ role: 'admin', otpVerified: true, accessToken: null, twoStep: 'setup', challengeToken: expect.any(String) });
    const signedIn = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.response).toMatchObject({ role: 'admin', otpVerified: true, accessToken: expect.any(String) });
  });

  it('answers one 401 for a wrong password, an unknown address and a deactivated account with a wrong password', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const inactive = await createUser(t, { password: 'Right-Password-1' });
    await t.db.updateTable('users').set({ isActive: 0 }).where('id', '=', inactive.id).execute();
    const replies = [
      await login(member.email, 'Wrong-Password-1'),
      await login('nobody-here@example.in', 'Wrong-Password-1'),
      await login(inactive.email, 'Wrong-Password-1'),
    ];
    for (const res of replies) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        responseCode: 401,
        response: null,
        error: { message: AUTH_TEXT.invalidCredentials, code: 'AUTH_TEXT.invalidCredentials', values: {} },
      });
    }
    // The right password of a deactivated account is told why it cannot sign in (docs/product/trust.md).
    const right = await login(inactive.email, 'Right-Password-1');
    expect(right.body).toEqual({
      responseCode: 401,
      response: null,
      error: { message: AUTH_TEXT.accountDeactivated, code: 'AUTH_TEXT.accountDeactivated', values: {} },
    });
    const failures = await t.db.selectFrom('loginHistory').select(['email', 'success', 'reason']).where('success', '=', 0).execute();
    expect(failures).toEqual(
      expect.arrayContaining([
        { email: member.email, success: 0, reason: 'wrong-password' },
        { email: 'nobody-here@example.in', success: 0, reason: 'unknown-email' },
        { email: inactive.email, success: 0, reason: 'wrong-password' },
        { email: inactive.email, success: 0, reason: 'inactive' },
      ]),
    );
  });

  it('says with the session who signed in and in which language, as GET /auth/me does', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    await t.db.updateTable('users').set({ locale: 'ta' }).where('id', '=', member.id).execute();
    const res = await login(member.email, 'Right-Password-1');
    expect(res.status).toBe(200);
    const me = await call(t.app, 'GET', '/auth/me', { token: res.body.response.accessToken });
    expect(res.body.response).toMatchObject({
      userId: me.body.response.userId,
      userName: me.body.response.userName,
      email: me.body.response.email,
      role: me.body.response.role,
      locale: 'ta',
    });
  });

  it('never stores or returns the password', async () => {
    const member = await createUser(t, { password: 'Right-Password-1' });
    const res = await login(member.email, 'Right-Password-1');
    expect(JSON.stringify(res.body)).not.toContain('Right-Password-1');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });
});

describe('sessions', () => {
  it('a forged token answers 401', async () => {
    expect((await call(t.app, 'GET', '/auth/me', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/me')).status).toBe(401);
  });

  it('an expired session answers 401', async () => {
    const m = await verifiedMember(t);
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', m.userId)
      .execute();
    expect((await call(t.app, 'GET', '/auth/me', { token: m.accessToken })).status).toBe(401);
  });

  it('tokens are stored as hashes only', async () => {
    const m = await verifiedMember(t);
    const rows = await t.db.selectFrom('sessions').select('tokenHash').where('userId', '=', m.userId).execute();
    expect(rows.map((r) => r.tokenHash)).not.toContain(m.accessToken);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a logged-out token is refused by the rest of the API too', async () => {
    const m = await verifiedMember(t);
    expect((await call(t.app, 'GET', '/auth/logout', { token: m.accessToken })).status).toBe(200);
    const res = await call(t.app, 'POST', '/auth/update-password', {
      token: m.accessToken,
      body: { currentPassword: m.body.password, newPassword: 'Another-Pass-9', confirmPassword: 'Another-Pass-9' },
    });
    expect(res.status).toBe(401);
  });
});
