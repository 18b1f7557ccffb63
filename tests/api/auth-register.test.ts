import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registration } from '../factories/accounts.ts';
import { AUTH_TEXT, MSG, VALIDATION } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const register = (body: unknown) => call(t.app, 'POST', '/auth/register', { body });

describe('POST /auth/register validation (docs/product/validation.md)', () => {
  it.each([
    ['email', { email: 'not-an-email' }, VALIDATION.emailInvalid],
    ['email', { email: '' }, VALIDATION.emailInvalid],
    ['mobile', { mobile: '98765' }, VALIDATION.mobileInvalid],
    ['mobile', { mobile: '98765432100' }, VALIDATION.mobileInvalid],
    ['mobile', { mobile: '98765abcde' }, VALIDATION.mobileInvalid],
    // An Indian mobile starts with 6, 7, 8 or 9.
    ['mobile', { mobile: '1234567890' }, VALIDATION.mobileInvalid],
    ['mobile', { mobile: '5876543210' }, VALIDATION.mobileInvalid],
    ['password', { password: '12345', confirmPassword: '12345' }, VALIDATION.passwordMin],
    ['password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, AUTH_TEXT.passwordMax],
    ['password', { password: 'Password123', confirmPassword: 'Password123' }, AUTH_TEXT.passwordCommon],
    ['password', { password: 'iloveyou', confirmPassword: 'iloveyou' }, AUTH_TEXT.passwordCommon],
    ['confirmPassword', { confirmPassword: 'Something-else-1' }, VALIDATION.passwordsMismatch],
    ['name', { name: '' }, AUTH_TEXT.nameRequired],
    ['name', { name: 'n'.repeat(101) }, AUTH_TEXT.nameMax],
  ])('%s: %j → %s', async (field, overrides, message) => {
    const res = await register(registration(overrides));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.[field]).toBe(message);
  });

  it('reports a password mismatch beside another password message', async () => {
    const res = await register(registration({ password: 'abc', confirmPassword: 'abd' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ password: VALIDATION.passwordMin, confirmPassword: VALIDATION.passwordsMismatch });
  });

  it('reports every missing field at once', async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toMatchObject({
      name: AUTH_TEXT.nameRequired,
      email: VALIDATION.emailInvalid,
      mobile: VALIDATION.mobileInvalid,
      password: VALIDATION.passwordMin,
    });
    expect(await t.db.selectFrom('users').select('id').where('userRoleId', '=', 2).execute()).toHaveLength(0);
  });

  it('accepts 128-character passwords and a mobile typed with spaces', async () => {
    // An uncommon start (a repeated pattern alone is easy to guess), made up to 128 characters.
    const long = `Kesari-Saree-42-${'Ab1-'.repeat(28)}`;
    expect(long).toHaveLength(128);
    const res = await register(registration({ password: long, confirmPassword: long, mobile: '98765 43210' }));
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('users').select(['mobile', 'passwordHash']).where('id', '=', res.body.response.userId).executeTakeFirstOrThrow();
    expect(row.mobile).toBe('9876543210');
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /auth/register rules', () => {
  it('always creates a member (role 2) with consent time, whatever userRoleId says', async () => {
    const res = await register(registration({ userRoleId: 1 }));
    expect(res.status).toBe(201);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', res.body.response.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userRoleId: 2, isVerified: 0, isActive: 1 });
    expect(Date.parse(row.consentAt!)).not.toBeNaN();
  });

  // A pending (unverified) account reserves nothing (see 'pending accounts' below); a registered one does.
  const registered = async (body: ReturnType<typeof registration>) => {
    const res = await register(body);
    expect(res.status).toBe(201);
    await t.db.updateTable('users').set({ isVerified: 1 }).where('id', '=', res.body.response.userId).execute();
    return res;
  };

  it('answers 409 naming the duplicate e-mail, case-insensitively', async () => {
    const first = registration();
    await registered(first);
    const res = await register(registration({ email: first.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.error?.fields).toEqual({ email: AUTH_TEXT.emailTaken });
  });

  it('answers 409 naming the duplicate mobile', async () => {
    const first = registration();
    await registered(first);
    const res = await register(registration({ mobile: first.mobile }));
    expect(res.status).toBe(409);
    expect(res.body.error?.fields).toEqual({ mobile: AUTH_TEXT.mobileTaken });
  });

  it('a pending sign-up reserves nothing: a registration with its e-mail or its mobile replaces it, token and codes void', async () => {
    const first = registration();
    const squatter = await register(first);
    expect(squatter.status).toBe(201);
    const byMobile = await register(registration({ mobile: first.mobile }));
    expect(byMobile.status).toBe(201);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', squatter.body.response.userId).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('oneTimeCodes').select('id').where('userId', '=', squatter.body.response.userId).execute()).toHaveLength(0);
    const stale = await call(t.app, 'POST', '/auth/verify-otp', {
      body: {
        userId: squatter.body.response.userId,
        verificationToken: squatter.body.response.verificationToken,
        emailOtpCode: '123456',
        mobileOtpCode: '123456',
      },
    });
    expect(stale.status).toBe(403);
    const byEmail = await register(registration({ email: first.email }));
    expect(byEmail.status).toBe(201);
  });

  it('a pending account is removed 24 hours after it was created, even when signed in to since', async () => {
    const body = registration();
    const pending = await register(body);
    await t.db
      .updateTable('users')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where('id', '=', pending.body.response.userId)
      .execute();
    // Signing in used to send a fresh code and keep the account alive; now it is gone.
    const signIn = await call(t.app, 'POST', '/auth/login', { body: { email: body.email, password: body.password } });
    expect(signIn.status).toBe(401);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', pending.body.response.userId).executeTakeFirst()).toBeUndefined();
  });

  it('two simultaneous registrations with one e-mail create one account', async () => {
    const email = `race.${Date.now()}@example.in`;
    const results = await Promise.all([register(registration({ email })), register(registration({ email })), register(registration({ email }))]);
    // Those that overlap are decided by the unique e-mail: one account, the others a 409 naming
    // the field. One that starts after another has stored its account replaces it, as any new
    // registration replaces an unverified one: how the three overlap is the machine's doing.
    for (const r of results) {
      expect([201, 409]).toContain(r.status);
      if (r.status === 409) expect(r.body.error.fields.email).toBe(AUTH_TEXT.emailTaken);
    }
    const accounts = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
    expect(results.filter((r) => r.status === 201).map((r) => r.body.response.userId)).toContain(accounts[0].id);
  });

  it('rejects a body that is not JSON with a message, not a 500', async () => {
    const res = await call(t.app, 'POST', '/auth/register', { rawBody: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBeTruthy();
  });
});

describe('POST /auth/login and /auth/reset-password validation', () => {
  it('login: username required, password at least 6', async () => {
    const res = await call(t.app, 'POST', '/auth/login', { body: { email: '  ', password: '123' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ email: VALIDATION.usernameRequired, password: VALIDATION.passwordMin });
  });

  it('reset: e-mail must look like an address', async () => {
    const res = await call(t.app, 'POST', '/auth/reset-password', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({ email: MSG.resetEmailInvalid });
  });
});
