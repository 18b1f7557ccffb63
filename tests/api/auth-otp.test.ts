import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail, latestCode } from '../helpers/outbox.ts';
import { registerMember, registration } from '../factories/accounts.ts';
import { AUTH_TEXT, MSG } from '../../src/shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof registerMember>>;
const verify = (m: Member, emailOtpCode: unknown, mobileOtpCode: unknown = emailOtpCode, token = m.verificationToken, userId: unknown = m.userId) =>
  call(t.app, 'POST', '/auth/verify-otp', {
    body: { userId, verificationToken: token, email: m.body.email, mobile: m.body.mobile, emailOtpCode, mobileOtpCode },
  });
/** A 6-digit code that is certainly not the one sent. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const userExists = async (id: number) => (await t.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('POST /auth/verify-otp', () => {
  it('a wrong code answers the product message (docs/product/messages.md) and the attempts left', async () => {
    const m = await registerMember(t);
    const res = await verify(m, wrongCode(latestCode(t.dataDir, m.body.email)));
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: MSG.otpFailed,
      code: 'MSG.otpFailed',
      values: {},
      fields: { otp: AUTH_TEXT.otpWrong({ left: 2 }) },
      fieldCodes: { otp: { code: 'AUTH_TEXT.otpWrong', values: { left: 2 } } },
    });
    expect(res.body.error?.fields?.otp).toBe('The code is not correct. 2 attempts left.');
  });

  it('the third wrong code deletes the pending account, and the e-mail can register again', async () => {
    const m = await registerMember(t);
    const bad = wrongCode(latestCode(t.dataDir, m.body.email));
    expect((await verify(m, bad)).status).toBe(400);
    expect((await verify(m, bad)).body.error?.fields?.otp).toBe(AUTH_TEXT.otpWrong({ left: 1 }));
    const third = await verify(m, bad);
    expect(third.status).toBe(410);
    expect(third.body.error?.message).toBe(MSG.otpFailed3);
    expect(await userExists(m.userId)).toBe(false);
    // The client's own delete after the third failure still succeeds (nothing left to delete).
    const del = await call(t.app, 'DELETE', `/auth/unverified/${m.userId}`, { headers: { 'x-verification-token': m.verificationToken } });
    expect(del.status).toBe(200);
    const again = await call(t.app, 'POST', '/auth/register', { body: registration({ email: m.body.email, mobile: m.body.mobile }) });
    expect(again.status).toBe(201);
  });

  it('a resent code does not reset the three tries', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    await verify(m, wrongCode(code));
    await verify(m, wrongCode(code));
    await t.db
      .updateTable('oneTimeCodes')
      .set({ createdAt: new Date(Date.now() - 120_000).toISOString() })
      .where('userId', '=', m.userId)
      .where('purpose', '=', 'otp')
      .execute();
    expect((await call(t.app, 'POST', '/auth/resend-otp', { body: { userId: m.userId, verificationToken: m.verificationToken } })).status).toBe(200);
    const fresh = latestCode(t.dataDir, m.body.email);
    expect((await verify(m, wrongCode(fresh))).status).toBe(410);
  });

  it('both boxes must hold the code', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    const res = await verify(m, code, wrongCode(code));
    expect(res.status).toBe(400);
    expect((await verify(m, code)).status).toBe(200);
  });

  it.each([
    ['too short', '12345', AUTH_TEXT.otpFormat],
    ['too long', '1234567', AUTH_TEXT.otpFormat],
    ['not digits', '12a456', AUTH_TEXT.otpFormat],
    ['missing', '', AUTH_TEXT.emailOtpRequired],
  ])('a code that is %s is a 400 that costs no attempt', async (_label, code, message) => {
    const m = await registerMember(t);
    const res = await verify(m, code, latestCode(t.dataDir, m.body.email));
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.emailOtpCode).toBe(message);
    const row = await t.db
      .selectFrom('oneTimeCodes')
      .select('attempts')
      .where('userId', '=', m.userId)
      .where('purpose', '=', 'verify')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it('an expired code is refused with its own message', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    await t.db
      .updateTable('oneTimeCodes')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', m.userId)
      .where('purpose', '=', 'otp')
      .execute();
    const res = await verify(m, code);
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.otp).toBe(AUTH_TEXT.otpExpired);
    expect(await userExists(m.userId)).toBe(true);
  });

  it('a used code cannot be used again', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    expect((await verify(m, code)).status).toBe(200);
    const again = await verify(m, code);
    expect(again.status).toBe(409);
    expect(again.body.response).toBeNull();
  });

  it("another member's code does not verify this member", async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const codeA = latestCode(t.dataDir, a.body.email);
    const codeB = latestCode(t.dataDir, b.body.email);
    if (codeA === codeB) return; // one chance in a million: nothing to tell apart
    const res = await verify(b, codeA);
    expect(res.status).toBe(400);
  });

  it('a pending-verification token does not work for another member, and burns none of their tries', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t);
    const res = await verify(b, latestCode(t.dataDir, b.body.email), undefined, a.verificationToken);
    expect(res.status).toBe(403);
    expect(res.body.error?.message).toBe(AUTH_TEXT.verificationTokenInvalid);
    const forged = await verify(b, '000000', undefined, 'forged-token-value');
    expect(forged.status).toBe(403);
    const row = await t.db
      .selectFrom('oneTimeCodes')
      .select('attempts')
      .where('userId', '=', b.userId)
      .where('purpose', '=', 'verify')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(0);
  });

  it('codes are stored hashed, never in clear', async () => {
    const m = await registerMember(t);
    const code = latestCode(t.dataDir, m.body.email);
    const rows = await t.db.selectFrom('oneTimeCodes').select('codeHash').where('userId', '=', m.userId).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });
});

describe('POST /auth/resend-otp', () => {
  it('answers 429 with Retry-After inside the cooldown, then sends a new code', async () => {
    const m = await registerMember(t);
    const body = { userId: m.userId, verificationToken: m.verificationToken };
    const early = await call(t.app, 'POST', '/auth/resend-otp', { body });
    expect(early.status).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(early.body.error?.message).toMatch(/Please wait \d+ seconds/);
    await t.db
      .updateTable('oneTimeCodes')
      .set({ createdAt: new Date(Date.now() - 61_000).toISOString() })
      .where('userId', '=', m.userId)
      .where('purpose', '=', 'otp')
      .execute();
    const before = allMail(t.dataDir, m.body.email).length;
    const res = await call(t.app, 'POST', '/auth/resend-otp', { body });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ sent: true, retryAfterSeconds: 60 });
    expect(allMail(t.dataDir, m.body.email).length).toBe(before + 1);
    expect((await verify(m, latestCode(t.dataDir, m.body.mobile))).status).toBe(200);
  });

  it('refuses a forged token', async () => {
    const m = await registerMember(t);
    const res = await call(t.app, 'POST', '/auth/resend-otp', { body: { userId: m.userId, verificationToken: 'nope' } });
    expect(res.status).toBe(403);
  });
});

describe('DELETE /auth/unverified/:userId', () => {
  it('needs the pending-verification token', async () => {
    const m = await registerMember(t);
    expect((await call(t.app, 'DELETE', `/auth/unverified/${m.userId}`)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/auth/unverified/${m.userId}`, { headers: { 'x-verification-token': 'wrong' } })).status).toBe(403);
    expect(await userExists(m.userId)).toBe(true);
    const ok = await call(t.app, 'DELETE', `/auth/unverified/${m.userId}`, { headers: { 'x-verification-token': m.verificationToken } });
    expect(ok.status).toBe(200);
    expect(await userExists(m.userId)).toBe(false);
  });

  it('never deletes a verified account', async () => {
    const m = await registerMember(t);
    expect((await verify(m, latestCode(t.dataDir, m.body.email))).status).toBe(200);
    const res = await call(t.app, 'DELETE', `/auth/unverified/${m.userId}`, { headers: { 'x-verification-token': m.verificationToken } });
    expect(res.status).toBe(409);
    expect(await userExists(m.userId)).toBe(true);
  });
});
