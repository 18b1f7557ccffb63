import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode, latestMail } from '../helpers/outbox.ts';
import { registration } from '../factories/accounts.ts';
import { MSG } from '../../src/shared/messages.ts';

/** The whole flow over HTTP, as the register and login pages drive it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

describe('register → code → verify → sign in → use → logout', () => {
  it('works end to end and the token dies at logout', async () => {
    const body = registration({ email: 'Rakesh.Kumar@Example.in', userRoleId: 1 });
    const reg = await call(t.app, 'POST', '/auth/register', { body });
    expect(reg.status).toBe(201);
    expect(reg.body.response).toMatchObject({
      userId: expect.any(Number),
      verificationToken: expect.any(String),
      otpSentTo: { email: 'ra***@example.in', mobile: `******${body.mobile.slice(-4)}` },
    });

    const mailCode = latestCode(t.dataDir, 'rakesh.kumar@example.in');
    const smsCode = latestCode(t.dataDir, body.mobile);
    expect(mailCode).toMatch(/^\d{6}$/);
    expect(smsCode).toBe(mailCode);

    const { userId, verificationToken } = reg.body.response;
    const verify = await call(t.app, 'POST', '/auth/verify-otp', {
      body: { userId, verificationToken, email: body.email, mobile: body.mobile, emailOtpCode: mailCode, mobileOtpCode: mailCode },
    });
    expect(verify.status).toBe(200);
    expect(verify.body.response).toMatchObject({
      success: true,
      otpVerified: true,
      accessToken: expect.any(String),
      role: 'user',
      userName: body.name,
      userId,
      mobileNumber: body.mobile,
    });
    await t.app.mail.settled();
    expect(latestMail(t.dataDir, 'rakesh.kumar@example.in')?.subject).toContain('Welcome');

    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: 'RAKESH.KUMAR@example.in', password: body.password },
      headers: { 'user-agent': 'flow-test' },
    });
    expect(login.status).toBe(200);
    expect(login.body.response).toMatchObject({
      accessToken: expect.any(String),
      role: 'user',
      userName: body.name,
      otpVerified: true,
      userId,
      mobileNumber: body.mobile,
      email: 'rakesh.kumar@example.in',
    });
    const token = login.body.response.accessToken;

    const me = await call(t.app, 'GET', '/auth/me', { token });
    expect(me.body.response).toEqual({ userId, userName: body.name, email: 'rakesh.kumar@example.in', role: 'user', otpVerified: true, locale: 'en' });

    const history = await t.db.selectFrom('loginHistory').selectAll().where('userId', '=', userId).orderBy('id').execute();
    expect(history.at(-1)).toMatchObject({ success: 1, userAgent: 'flow-test', ip: '127.0.0.1' });
    const user = await t.db
      .selectFrom('users')
      .select(['lastLoginAt', 'consentAt', 'userRoleId', 'isVerified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ userRoleId: 2, isVerified: 1, consentAt: expect.any(String), lastLoginAt: expect.any(String) });

    const logout = await call(t.app, 'GET', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.body.response).toMatchObject({ loggedOut: true });
    expect((await call(t.app, 'GET', '/auth/me', { token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/logout', { token })).status).toBe(401);
    // The session from verification is still alive: logout ends only its own session.
    expect((await call(t.app, 'GET', '/auth/me', { token: verify.body.response.accessToken })).status).toBe(200);
  });

  it('an unverified account signs in to otpVerified false, a fresh code and a new verification token', async () => {
    const body = registration();
    const reg = await call(t.app, 'POST', '/auth/register', { body });
    const firstCode = latestCode(t.dataDir, body.email);
    const login = await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(login.status).toBe(200);
    expect(login.body.response).toMatchObject({
      accessToken: null,
      otpVerified: false,
      userId: reg.body.response.userId,
      userName: body.name,
      mobileNumber: body.mobile,
      email: body.email,
      role: 'user',
      verificationToken: expect.any(String),
    });
    const code = latestCode(t.dataDir, body.email);
    const { userId, verificationToken } = login.body.response;
    // The first code was replaced by the fresh one (unless chance repeated it).
    if (code !== firstCode) {
      const stale = await call(t.app, 'POST', '/auth/verify-otp', { body: { userId, verificationToken, emailOtpCode: firstCode, mobileOtpCode: firstCode } });
      expect(stale.status).toBe(400);
    }
    const ok = await call(t.app, 'POST', '/auth/verify-otp', { body: { userId, verificationToken, emailOtpCode: code, mobileOtpCode: code } });
    expect(ok.status).toBe(200);
    expect(ok.body.response.otpVerified).toBe(true);
    // Registration's token was replaced by the one from sign-in.
    const old = await call(t.app, 'POST', '/auth/resend-otp', { body: { userId, verificationToken: reg.body.response.verificationToken } });
    expect(old.status).toBe(409);
  });

  it('answers the product texts on the reset request (docs/product/messages.md)', async () => {
    const res = await call(t.app, 'POST', '/auth/reset-password', { body: { email: 'nobody@example.in' } });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ success: true, message: MSG.resetSuccess });
  });
});
