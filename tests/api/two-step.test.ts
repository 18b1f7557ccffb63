import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeAt, freshCode, memoryKeys, signInWithTwoStep, type KeyStore } from '../helpers/two-step.ts';
import { createUser, enrolTwoStep, keysOf, memberSession, signIn, tokenFor } from '../factories/sessions.ts';
import { AUTH_TEXT, TWO_STEP_TEXT } from '../../src/shared/messages.ts';
import { TWO_STEP_LIMIT, issueResetToken } from '../../src/server/modules/auth/index.ts';

/** Two-step sign-in: TOTP with recovery codes, required for administrators, optional for members. */
const PASSWORD = 'Right-Password-1';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token?: string) => call(t.app, 'POST', url, { body, token });
const login = (email: string, password = PASSWORD) => post('/auth/login', { email, password });

/** A member who turned two-step sign-in on in Settings; their key is in keysOf(t). */
async function enrolledMember() {
  const user = await createUser(t, { password: PASSWORD });
  const token = await tokenFor(t, user.email);
  return { ...user, token, recoveryCodes: await enrolTwoStep(t, token, user.email) };
}

describe('a member turns it on in Settings', () => {
  it('shows a QR code and the key, turns on only with a right code, and shows ten recovery codes once', async () => {
    const { token, email } = await memberSession(t).then(async (s) => ({
      ...s,
      email: (await call(t.app, 'GET', '/auth/me', { token: s.token })).body.response.email,
    }));
    expect((await call(t.app, 'GET', '/auth/two-step', { token })).body.response).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await post('/auth/two-step/setup', {}, token);
    expect(setup.status).toBe(200);
    const { qrCode, secret, otpauthUrl } = setup.body.response;
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain('otpauth://totp/Matrimonial:');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    // Kept sealed: the key is not in the table as text.
    const row = await t.db.selectFrom('twoStepSecret').selectAll().executeTakeFirstOrThrow();
    expect(row.secretSealed).not.toContain(secret);
    expect(Buffer.from(row.secretSealed, 'base64').toString('latin1')).not.toContain(secret);

    const wrong = await post('/auth/two-step/confirm', { code: '000000' === codeAt(secret) ? '111111' : '000000' }, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeWrong });
    expect((await call(t.app, 'GET', '/auth/two-step', { token })).body.response.enabled).toBe(false);

    const on = await post('/auth/two-step/confirm', { code: codeAt(secret) }, token);
    expect(on.status).toBe(200);
    expect(on.body.response.enabled).toBe(true);
    expect(on.body.response.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.response.recoveryCodes).size).toBe(10);
    for (const code of on.body.response.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const stored = await t.db.selectFrom('twoStepRecoveryCode').select('codeHash').where('userId', '=', row.userId).execute();
    expect(stored.map((r) => r.codeHash)).not.toContain(on.body.response.recoveryCodes[0]);
    // Fewer than 112 bits each, so stored like passwords: argon2id with a salt of its own.
    for (const { codeHash } of stored) expect(codeHash).toMatch(/^\$argon2id\$/);
    expect(new Set(stored.map((r) => r.codeHash.split('$')[4])).size).toBe(10);
    expect((await call(t.app, 'GET', '/auth/two-step', { token })).body.response).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Once on, a new set-up is refused rather than replacing the key.
    expect((await post('/auth/two-step/setup', {}, token)).status).toBe(409);
    expect(email).toBeTruthy();
  });

  it('a member without it signs in with the password alone', async () => {
    const user = await createUser(t, { password: PASSWORD });
    const res = await login(user.email);
    expect(res.status).toBe(200);
    expect(res.body.response.accessToken).toEqual(expect.any(String));
    expect(res.body.response.twoStep).toBeUndefined();
  });
});

describe('signing in asks for the code after the password', () => {
  it('answers a challenge, not a session; the right code gives the session', async () => {
    const m = await enrolledMember();
    const first = await login(m.email);
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ accessToken: null, twoStep: 'verify', challengeToken: expect.any(String) });
    // The challenge token is not a session.
    expect((await call(t.app, 'GET', '/auth/me', { token: first.body.response.challengeToken })).status).toBe(401);
    const wrong = await post('/auth/two-step/challenge/verify', { challengeToken: first.body.response.challengeToken, code: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeFormat });
    const right = await post('/auth/two-step/challenge/verify', {
      challengeToken: first.body.response.challengeToken,
      code: await freshCode(keysOf(t), m.email),
    });
    expect(right.status).toBe(200);
    expect(right.body.response).toMatchObject({ accessToken: expect.any(String), userId: m.id, otpVerified: true });
    expect((await call(t.app, 'GET', '/auth/me', { token: right.body.response.accessToken })).status).toBe(200);
    // The challenge is single use.
    const again = await post('/auth/two-step/challenge/verify', {
      challengeToken: first.body.response.challengeToken,
      code: codeAt(keysOf(t).get(m.email)!.secret),
    });
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe(TWO_STEP_TEXT.challengeInvalid);
    const history = await t.db
      .selectFrom('loginHistory')
      .select(['success', 'reason'])
      .where('userId', '=', m.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ success: 1, reason: 'two-step' });
  });

  it('a wrong code is refused and recorded; a code accepted once is refused the second time', async () => {
    const m = await enrolledMember();
    const key = keysOf(t).get(m.email)!;
    const wrongCode = codeAt(key.secret, Date.now() + 10 * 60_000);
    const challenge = (await login(m.email)).body.response.challengeToken;
    const wrong = await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeWrong });
    const failure = await t.db
      .selectFrom('loginHistory')
      .select(['success', 'reason'])
      .where('userId', '=', m.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failure).toEqual({ success: 0, reason: 'two-step-wrong' });

    const code = await freshCode(keysOf(t), m.email);
    expect((await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code })).status).toBe(200);
    const next = (await login(m.email)).body.response.challengeToken;
    const replay = await post('/auth/two-step/challenge/verify', { challengeToken: next, code });
    expect(replay.status).toBe(400);
    expect(replay.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeReplayed });
  });

  it('a recovery code signs in once, in any case and with or without its dash', async () => {
    const m = await enrolledMember();
    const [first, second] = m.recoveryCodes;
    const use = async (code: string) => post('/auth/two-step/challenge/verify', { challengeToken: (await login(m.email)).body.response.challengeToken, code });
    expect((await use(first.toUpperCase())).status).toBe(200);
    const reused = await use(first);
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeWrong });
    expect((await use(second.replace('-', ' '))).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/two-step', { token: m.token })).body.response.recoveryCodesLeft).toBe(8);
    const history = await t.db.selectFrom('loginHistory').select('reason').where('userId', '=', m.id).where('success', '=', 1).execute();
    expect(history.map((h) => h.reason)).toContain('recovery-code');
  });

  it('a challenge dies at its third wrong code, as every code does: the right code after it is refused', async () => {
    const m = await enrolledMember();
    const key = keysOf(t).get(m.email)!;
    const challenge = (await login(m.email)).body.response.challengeToken;
    for (let i = 0; i < 3; i++) {
      const wrong = await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code: codeAt(key.secret, Date.now() + (i + 5) * 60_000) });
      expect(wrong.status).toBe(400);
    }
    const right = await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code: codeAt(key.secret) });
    expect(right.status).toBe(401);
    expect(right.body.error.message).toBe(TWO_STEP_TEXT.challengeInvalid);
  });

  it('a challenge ends after a few wrong codes, or when it expires: the password is asked again', async () => {
    const m = await enrolledMember();
    const key = keysOf(t).get(m.email)!;
    const challenge = (await login(m.email)).body.response.challengeToken;
    for (let i = 0; i < TWO_STEP_LIMIT.perChallenge; i++) {
      expect(
        (await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code: codeAt(key.secret, Date.now() + (i + 5) * 60_000) })).status,
      ).toBe(400);
    }
    const after = await post('/auth/two-step/challenge/verify', { challengeToken: challenge, code: codeAt(key.secret) });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe(TWO_STEP_TEXT.challengeInvalid);

    const late = (await login(m.email)).body.response.challengeToken;
    await t.db
      .updateTable('oneTimeCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', m.id)
      .where('purpose', '=', 'two-step')
      .execute();
    expect((await post('/auth/two-step/challenge/verify', { challengeToken: late, code: codeAt(key.secret) })).status).toBe(401);
    expect((await post('/auth/two-step/challenge/verify', { challengeToken: 'made-up', code: '123456' })).status).toBe(401);
  });
});

describe('administrators must set it up', () => {
  it('the first sign-in after the password sets it up: QR code, a code, recovery codes, then the session', async () => {
    const keys: KeyStore = memoryKeys();
    const first = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(first.body.response).toMatchObject({ role: 'admin', accessToken: null, twoStep: 'setup' });
    const challengeToken = first.body.response.challengeToken;
    // No code can be checked before there is a key.
    expect((await post('/auth/two-step/challenge/verify', { challengeToken, code: '123456' })).status).toBe(409);
    const setup = await post('/auth/two-step/challenge/setup', { challengeToken });
    expect(setup.status).toBe(200);
    expect(setup.body.response.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    keys.set(ADMIN_EMAIL, { secret: setup.body.response.secret, lastStep: 0 });
    const done = await post('/auth/two-step/challenge/confirm', { challengeToken, code: await freshCode(keys, ADMIN_EMAIL) });
    expect(done.status).toBe(200);
    expect(done.body.response).toMatchObject({ role: 'admin', accessToken: expect.any(String) });
    expect(done.body.response.recoveryCodes).toHaveLength(10);
    const status = await call(t.app, 'GET', '/auth/two-step', { token: done.body.response.accessToken });
    expect(status.body.response).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    // From now on the sign-in asks for the code.
    const next = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(next.body.response.twoStep).toBe('verify');
    expect((await post('/auth/two-step/challenge/setup', { challengeToken: next.body.response.challengeToken })).status).toBe(409);
    const again = await signInWithTwoStep((url, body) => post(url, body), ADMIN_EMAIL, ADMIN_PASSWORD, keys);
    expect(again.status).toBe(200);
    expect(again.body.response.accessToken).toEqual(expect.any(String));
  });

  it('an administrator clears a member’s second factor; their sessions end and the password alone signs in', async () => {
    const m = await enrolledMember();
    const admin = await tokenFor(t, ADMIN_EMAIL);
    expect((await call(t.app, 'DELETE', `/auth/two-step/${m.id}`, { token: m.token })).status).toBe(403);
    const res = await call(t.app, 'DELETE', `/auth/two-step/${m.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ reset: true, message: TWO_STEP_TEXT.resetDone, messageCode: 'TWO_STEP_TEXT.resetDone', messageValues: {} });
    expect((await call(t.app, 'GET', '/auth/me', { token: m.token })).status).toBe(401);
    expect((await login(m.email)).body.response.accessToken).toEqual(expect.any(String));
    expect((await call(t.app, 'DELETE', '/auth/two-step/999999', { token: admin })).status).toBe(404);
  });
});

describe('new recovery codes', () => {
  it('need a code; the old ones stop working and the new ones sign in', async () => {
    const m = await enrolledMember();
    const key = keysOf(t).get(m.email)!;
    const refused = await post('/auth/two-step/recovery-codes', { code: codeAt(key.secret, Date.now() + 30 * 60_000) }, m.token);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeWrong });
    const renewed = await post('/auth/two-step/recovery-codes', { code: await freshCode(keysOf(t), m.email) }, m.token);
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.response.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(m.recoveryCodes[0]);
    const use = async (code: string) => post('/auth/two-step/challenge/verify', { challengeToken: (await login(m.email)).body.response.challengeToken, code });
    expect((await use(m.recoveryCodes[1])).status).toBe(400);
    expect((await use(fresh[0])).status).toBe(200);
    expect((await call(t.app, 'GET', '/auth/two-step', { token: m.token })).body.response.recoveryCodesLeft).toBe(9);
  });
});

describe('a forgotten password does not skip the second step', () => {
  it('after a reset the sign-in still asks for the code', async () => {
    const m = await enrolledMember();
    const token = await issueResetToken(t.db, m.id);
    expect((await post('/auth/complete-reset', { token, newPassword: 'Brand-New-Key-8', confirmPassword: 'Brand-New-Key-8' })).status).toBe(200);
    const res = await login(m.email, 'Brand-New-Key-8');
    expect(res.body.response).toMatchObject({ accessToken: null, twoStep: 'verify' });
  });
});

describe('turning it off', () => {
  it('needs the password and a code', async () => {
    const m = await enrolledMember();
    const key = keysOf(t).get(m.email)!;
    const badPassword = await post('/auth/two-step/disable', { password: 'Not-The-One-1', code: await freshCode(keysOf(t), m.email) }, m.token);
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.error.fields).toEqual({ password: AUTH_TEXT.currentPasswordWrong });
    const badCode = await post('/auth/two-step/disable', { password: PASSWORD, code: codeAt(key.secret, Date.now() + 20 * 60_000) }, m.token);
    expect(badCode.status).toBe(400);
    expect(badCode.body.error.fields).toEqual({ code: TWO_STEP_TEXT.codeWrong });
    const off = await post('/auth/two-step/disable', { password: PASSWORD, code: m.recoveryCodes[0] }, m.token);
    expect(off.status).toBe(200);
    expect(off.body.response).toEqual({ enabled: false });
    expect((await login(m.email)).body.response.accessToken).toEqual(expect.any(String));
    expect((await post('/auth/two-step/disable', { password: PASSWORD, code: '123456' }, m.token)).status).toBe(409);
  });
});

describe('wrong codes are limited per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp();
  });
  afterAll(() => limited.close());

  it(`after ${TWO_STEP_LIMIT.perAccount} wrong codes on any challenges, every code is refused with 429 for a while`, async () => {
    const first = await signIn(limited, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(first.status).toBe(200);
    const key = keysOf(limited).get(ADMIN_EMAIL)!;
    const challenge = async () =>
      (await call(limited.app, 'POST', '/auth/login', { body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })).body.response.challengeToken;
    for (let i = 0; i < TWO_STEP_LIMIT.perAccount; i++) {
      // Each from a fresh challenge: a new sign-in does not buy more guesses.
      const res = await call(limited.app, 'POST', '/auth/two-step/challenge/verify', {
        body: { challengeToken: await challenge(), code: codeAt(key.secret, Date.now() + (i + 5) * 60_000) },
      });
      expect(res.status).toBe(400);
    }
    const blocked = await call(limited.app, 'POST', '/auth/two-step/challenge/verify', {
      body: { challengeToken: await challenge(), code: await freshCode(keysOf(limited), ADMIN_EMAIL) },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.error.message).toMatch(/Too many wrong codes/);
  });
});
