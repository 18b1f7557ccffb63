import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { verifiedMember } from '../factories/accounts.ts';
import { AUTH_TEXT, MSG, VALIDATION } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', SITE_URL: 'https://shaadi.example.in' });
});
afterAll(() => t.close());

const login = (email: string, password: string) => call(t.app, 'POST', '/auth/login', { body: { email, password } });

describe('POST /auth/update-password', () => {
  it('changes the password and signs out the other sessions, not this one', async () => {
    const m = await verifiedMember(t);
    const other = (await login(m.body.email, m.body.password)).body.response.accessToken;
    const res = await call(t.app, 'POST', '/auth/update-password', {
      token: m.accessToken,
      body: { currentPassword: m.body.password, newPassword: 'Fresh-Start-2025', confirmPassword: 'Fresh-Start-2025' },
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ updated: true });
    expect((await call(t.app, 'GET', '/auth/me', { token: other })).status).toBe(401);
    expect((await call(t.app, 'GET', '/auth/me', { token: m.accessToken })).status).toBe(200);
    expect((await login(m.body.email, m.body.password)).status).toBe(401);
    expect((await login(m.body.email, 'Fresh-Start-2025')).status).toBe(200);
  });

  it('a wrong current password is a field message', async () => {
    const m = await verifiedMember(t);
    const res = await call(t.app, 'POST', '/auth/update-password', {
      token: m.accessToken,
      body: { currentPassword: 'Not-The-One-1', newPassword: 'Fresh-Start-2025', confirmPassword: 'Fresh-Start-2025' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ currentPassword: AUTH_TEXT.currentPasswordWrong });
  });

  it('checks the new password like registration does', async () => {
    const m = await verifiedMember(t);
    const common = await call(t.app, 'POST', '/auth/update-password', {
      token: m.accessToken,
      body: { currentPassword: m.body.password, newPassword: 'qwerty123', confirmPassword: 'qwerty123' },
    });
    expect(common.body.error?.fields?.newPassword).toBe(AUTH_TEXT.passwordCommon);
    const mismatch = await call(t.app, 'POST', '/auth/update-password', {
      token: m.accessToken,
      body: { currentPassword: m.body.password, newPassword: 'Fresh-Start-2025', confirmPassword: 'Fresh-Start-2026' },
    });
    expect(mismatch.body.error?.fields?.confirmPassword).toBe(VALIDATION.passwordsMismatch);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'POST', '/auth/update-password', { body: {} })).status).toBe(401);
  });
});

describe('POST /auth/reset-password and /auth/complete-reset', () => {
  const requestReset = async (email: string) => {
    const res = await call(t.app, 'POST', '/auth/reset-password', { body: { email } });
    await t.app.accounts.background.settled();
    return res;
  };
  // The newest reset mail, not the newest mail: the welcome mail of a just-verified member may land after it.
  const resetMail = (email: string) => allMail(t.dataDir, email).find((mail) => mail.subject.includes('Reset your'));
  const tokenFrom = (email: string) => {
    const link = /https:\/\/shaadi\.example\.in\/reset-password\?token=([\w-]+)/.exec(resetMail(email)?.text ?? '')?.[1];
    if (!link) throw new Error('no reset link in the outbox');
    return link;
  };

  it('answers the same for known and unknown addresses; only the known one gets a mail', async () => {
    const m = await verifiedMember(t);
    const known = await requestReset(m.body.email);
    const unknown = await requestReset('no-account-here@example.in');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.response).toEqual({ success: true, message: MSG.resetSuccess });
    expect(resetMail(m.body.email)?.subject).toContain('Reset your');
    expect(allMail(t.dataDir, 'no-account-here@example.in')).toHaveLength(0);
  });

  it('the link sets a new password once and ends every session', async () => {
    const m = await verifiedMember(t);
    await requestReset(m.body.email);
    const token = tokenFrom(m.body.email);
    const body = { token, newPassword: 'Brand-New-Key-8', confirmPassword: 'Brand-New-Key-8' };
    const res = await call(t.app, 'POST', '/auth/complete-reset', { body });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ reset: true });
    expect((await call(t.app, 'GET', '/auth/me', { token: m.accessToken })).status).toBe(401);
    expect((await login(m.body.email, 'Brand-New-Key-8')).status).toBe(200);
    const again = await call(t.app, 'POST', '/auth/complete-reset', { body: { ...body, newPassword: 'Other-New-Key-9', confirmPassword: 'Other-New-Key-9' } });
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe(AUTH_TEXT.resetLinkInvalid);
  });

  it('an expired or forged link is refused', async () => {
    const m = await verifiedMember(t);
    await requestReset(m.body.email);
    const token = tokenFrom(m.body.email);
    await t.db
      .updateTable('oneTimeCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', m.userId)
      .where('purpose', '=', 'reset')
      .execute();
    const body = { newPassword: 'Brand-New-Key-8', confirmPassword: 'Brand-New-Key-8' };
    expect((await call(t.app, 'POST', '/auth/complete-reset', { body: { ...body, token } })).body.error?.message).toBe(AUTH_TEXT.resetLinkInvalid);
    expect((await call(t.app, 'POST', '/auth/complete-reset', { body: { ...body, token: 'made-up-token' } })).status).toBe(400);
    expect((await login(m.body.email, m.body.password)).status).toBe(200);
  });

  it('a newer link replaces the older one', async () => {
    const m = await verifiedMember(t);
    await requestReset(m.body.email);
    const first = tokenFrom(m.body.email);
    await requestReset(m.body.email);
    const second = tokenFrom(m.body.email);
    const body = { newPassword: 'Brand-New-Key-8', confirmPassword: 'Brand-New-Key-8' };
    expect((await call(t.app, 'POST', '/auth/complete-reset', { body: { ...body, token: first } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/auth/complete-reset', { body: { ...body, token: second } })).status).toBe(200);
  });
});

describe('e-mailed links without SITE_URL', () => {
  it('point at the address the server listens on', async () => {
    const local = await createTestApp({ RATE_LIMITS: 'false', PORT: '4400' });
    try {
      const m = await verifiedMember(local);
      await call(local.app, 'POST', '/auth/reset-password', { body: { email: m.body.email } });
      await local.app.accounts.background.settled();
      const text = allMail(local.dataDir, m.body.email).find((mail) => mail.subject.includes('Reset your'))?.text ?? '';
      expect(text).toMatch(/http:\/\/127\.0\.0\.1:4400\/reset-password\?token=[\w-]+/);
      expect(text).not.toContain(':4321');
    } finally {
      await local.close();
    }
  });
});
