import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { describeStructError } from '../validation/errors';
import { AUTH_TEXT, MSG, VALIDATION } from '../messages';
import { CompleteResetSchema, LoginSchema, RegisterSchema, ResetPasswordSchema, VerifyOtpSchema } from './auth';

/** The browser forms run these same schemas; the messages are what a member reads. */
const fields = <T, S>(schema: Struct<T, S>, value: unknown) => {
  const [error, result] = validate(value, schema, { coerce: true });
  return error ? describeStructError(error).fields : result;
};

const good = {
  name: 'Asha Rao',
  email: 'Asha@Example.in ',
  mobile: '98765-43210',
  password: 'Mango-Tree-47',
  confirmPassword: 'Mango-Tree-47',
  declaration: true,
};

describe('RegisterSchema', () => {
  it('normalises e-mail and mobile and ignores userRoleId and extra keys', () => {
    expect(fields(RegisterSchema, { ...good, userRoleId: 1, userId: null })).toMatchObject({
      email: 'asha@example.in',
      mobile: '9876543210',
      password: 'Mango-Tree-47',
    });
  });

  it('gives the product texts (docs/product/validation.md)', () => {
    expect(fields(RegisterSchema, { ...good, email: 'x@y', mobile: '12', password: 'abc', confirmPassword: 'abc' })).toEqual({
      email: VALIDATION.emailInvalid,
      mobile: VALIDATION.mobileInvalid,
      password: VALIDATION.passwordMin,
    });
    expect(fields(RegisterSchema, { ...good, confirmPassword: 'Mango-Tree-48' })).toEqual({ confirmPassword: VALIDATION.passwordsMismatch });
  });

  it('refuses a mobile that is not Indian and shows a mismatch beside another password message', () => {
    expect(fields(RegisterSchema, { ...good, mobile: '1234567890', password: 'abc', confirmPassword: 'abd' })).toEqual({
      mobile: VALIDATION.mobileInvalid,
      password: VALIDATION.passwordMin,
      confirmPassword: VALIDATION.passwordsMismatch,
    });
  });

  it('never trims a password', () => {
    expect(fields(RegisterSchema, { ...good, password: ' Mango-Tree-47 ', confirmPassword: ' Mango-Tree-47 ' })).toMatchObject({ password: ' Mango-Tree-47 ' });
  });
});

describe('other account schemas', () => {
  it('login, reset, complete-reset and verify messages', () => {
    expect(fields(LoginSchema, {})).toEqual({ email: VALIDATION.usernameRequired, password: VALIDATION.passwordMin });
    expect(fields(ResetPasswordSchema, { email: 'a b@c.d' })).toEqual({ email: MSG.resetEmailInvalid });
    expect(fields(CompleteResetSchema, { token: 't', newPassword: 'abc12', confirmPassword: 'abc12' })).toEqual({
      newPassword: VALIDATION.passwordMin,
    });
    expect(fields(VerifyOtpSchema, { userId: '7', verificationToken: 't', emailOtpCode: ' 123 456 ', mobileOtpCode: '123456' })).toMatchObject({
      userId: 7,
      emailOtpCode: '123456',
    });
    expect(fields(VerifyOtpSchema, { userId: 0, verificationToken: '', emailOtpCode: '', mobileOtpCode: '12345' })).toEqual({
      userId: AUTH_TEXT.userIdRequired,
      verificationToken: AUTH_TEXT.verificationTokenRequired,
      emailOtpCode: AUTH_TEXT.emailOtpRequired,
      mobileOtpCode: AUTH_TEXT.otpFormat,
    });
  });
});
