import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { latestCode } from '../helpers/outbox.ts';
import { registerMember, registration, verifiedMember } from '../factories/accounts.ts';
import { AUTH_TEXT, MSG, VALIDATION } from '../../src/shared/messages.ts';

/** The envelope's message codes (docs/decisions/092-message-codes.md): beside the English texts, the code and values of each. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('message codes in the error envelope', () => {
  it('a wrong code carries the message code, and the field its code with the attempts left as a value', async () => {
    const m = await registerMember(t);
    const res = await call(t.app, 'POST', '/auth/verify-otp', {
      body: {
        userId: m.userId,
        verificationToken: m.verificationToken,
        emailOtpCode: wrongCode(latestCode(t.dataDir, m.body.email)),
        mobileOtpCode: wrongCode(latestCode(t.dataDir, m.body.email)),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: MSG.otpFailed,
      code: 'MSG.otpFailed',
      values: {},
      fields: { otp: AUTH_TEXT.otpWrong({ left: 2 }) },
      fieldCodes: { otp: { code: 'AUTH_TEXT.otpWrong', values: { left: 2 } } },
    });
  });

  it('a request the shared schema refuses carries the code of the field’s message', async () => {
    const res = await call(t.app, 'POST', '/auth/register', { body: registration({ email: 'not-an-address' }) });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      message: VALIDATION.emailInvalid,
      code: 'VALIDATION.emailInvalid',
      values: {},
      fields: { email: VALIDATION.emailInvalid },
      fieldCodes: { email: { code: 'VALIDATION.emailInvalid', values: {} } },
    });
  });

  it('two fields refused at once: the joined message has no code of its own, each field has its code', async () => {
    const first = await verifiedMember(t);
    const res = await call(t.app, 'POST', '/auth/register', { body: registration({ email: first.body.email, mobile: first.body.mobile }) });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      message: `${AUTH_TEXT.emailTaken}; ${AUTH_TEXT.mobileTaken}`,
      fields: { email: AUTH_TEXT.emailTaken, mobile: AUTH_TEXT.mobileTaken },
      fieldCodes: { email: { code: 'AUTH_TEXT.emailTaken', values: {} }, mobile: { code: 'AUTH_TEXT.mobileTaken', values: {} } },
    });
  });

  it('a text outside the catalogue has no code, as before', async () => {
    const res = await call(t.app, 'GET', '/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBeUndefined();
    expect(res.body.error.values).toBeUndefined();
    expect(typeof res.body.error.message).toBe('string');
  });
});
