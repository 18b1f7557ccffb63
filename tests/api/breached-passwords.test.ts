import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { allMail } from '../helpers/outbox.ts';
import { registration, verifiedMember } from '../factories/accounts.ts';
import { AUTH_TEXT, VALIDATION } from '../../src/shared/messages.ts';

/**
 * New passwords from the breach lists are refused by the server itself, whatever a form shows:
 * registration, the reset link and the password change, with one message on the field.
 */
const BREACHED = ['Password@123', 'Welcome@123', 'India@123', 'Qwerty@123', 'Admin@123'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', SITE_URL: 'https://shaadi.example.in' });
});
afterAll(() => t.close());

describe('registration', () => {
  it.each(BREACHED)('refuses %s on the password field and creates no account', async (password) => {
    const body = registration({ password, confirmPassword: password });
    const res = await call(t.app, 'POST', '/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: AUTH_TEXT.passwordCommon });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined();
  });

  it('refuses a password made of the member’s own name, keeps the minimum and its message, and accepts an uncommon one', async () => {
    // Strong for a stranger, guessable for someone who knows the member's name.
    const named = registration({ name: 'Sunita Venkataraman', password: 'Venkataraman@1', confirmPassword: 'Venkataraman@1' });
    expect((await call(t.app, 'POST', '/auth/register', { body: named })).body.error?.fields).toEqual({ password: AUTH_TEXT.passwordCommon });
    expect(
      (await call(t.app, 'POST', '/auth/register', { body: { ...registration(), password: 'Venkataraman@1', confirmPassword: 'Venkataraman@1' } })).status,
    ).toBe(201);
    const short = await call(t.app, 'POST', '/auth/register', { body: registration({ password: 'Ab1-x', confirmPassword: 'Ab1-x' }) });
    expect(short.body.error.fields).toEqual({ password: VALIDATION.passwordMin });
    expect(VALIDATION.passwordMin).toBe('Password must be at least 6 characters long');
    expect(
      (await call(t.app, 'POST', '/auth/register', { body: registration({ password: 'Kesari-Saree-42', confirmPassword: 'Kesari-Saree-42' }) })).status,
    ).toBe(201);
  });
});

describe('password change and reset', () => {
  it('refuses a breached new password on update, and the old password still signs in', async () => {
    const m = await verifiedMember(t);
    for (const password of BREACHED.slice(0, 3)) {
      const res = await call(t.app, 'POST', '/auth/update-password', {
        token: m.accessToken,
        body: { currentPassword: m.body.password, newPassword: password, confirmPassword: password },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ newPassword: AUTH_TEXT.passwordCommon });
    }
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: m.body.email, password: m.body.password } })).status).toBe(200);
  });

  it('refuses a breached password on the reset link, which stays usable for a better one', async () => {
    const m = await verifiedMember(t);
    await call(t.app, 'POST', '/auth/reset-password', { body: { email: m.body.email } });
    await t.app.accounts.background.settled();
    const mail = allMail(t.dataDir, m.body.email).find((x) => x.subject.includes('Reset your'));
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const refused = await call(t.app, 'POST', '/auth/complete-reset', { body: { token, newPassword: 'Welcome@123', confirmPassword: 'Welcome@123' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ newPassword: AUTH_TEXT.passwordCommon });
    const done = await call(t.app, 'POST', '/auth/complete-reset', { body: { token, newPassword: 'Brand-New-Key-8', confirmPassword: 'Brand-New-Key-8' } });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: m.body.email, password: 'Brand-New-Key-8' } })).status).toBe(200);
  });

  it('an administrator setting a member’s password through the Users master is held to the same rule', async () => {
    const m = await verifiedMember(t);
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const current = (await call(t.app, 'GET', `/user-master/${m.userId}`, { token: admin })).body.response;
    const res = await call(t.app, 'PUT', `/user-master/${m.userId}`, { token: admin, body: { ...current, password: 'Welcome@123' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ password: AUTH_TEXT.passwordCommon });
    expect((await call(t.app, 'PUT', `/user-master/${m.userId}`, { token: admin, body: { ...current, password: 'Admin-Set-Password-9' } })).status).toBe(200);
  });

  it('signing in with an old weak password still works: only new passwords are judged', async () => {
    const m = await verifiedMember(t);
    const { hashPassword } = await import('../../src/server/modules/auth/index.ts');
    await t.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword('India@123') })
      .where('id', '=', m.userId)
      .execute();
    expect((await call(t.app, 'POST', '/auth/login', { body: { email: m.body.email, password: 'India@123' } })).status).toBe(200);
  });
});
