import { Struct, assign, boolean, coerce, enums, integer, literal, nullable, optional, size, string, type, unknown, type Infer } from 'superstruct';
import { indianMobile } from '../validation/mobile';
import { MAX_DB_INTEGER, MOBILE_PATTERN, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { CODED } from '../coded-messages';
import { checked, refusal, type Verdict } from '../validation/refusal';
import { LOCALES } from '../locales';
import { localeField } from './account';
import { DeclarationField, RegistrationConsents } from './consents';
import { described } from './reply';
import { codedReplyFields } from '../coded-reply';
import { recoveryCodes } from './two-step';

/**
 * Account payloads of docs/product/api.md, validated by the login/register forms and by /api/auth/*.
 * `type()` (not `object()`) so extra keys a form carries along (userId: null, …) are ignored.
 * Messages are the product's texts (docs/product/validation.md) where it gives them.
 */
const A = CODED.AUTH_TEXT;
const V = CODED.VALIDATION;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A string field: `clean` normalises on coerce, `check` returns the message to show or true. */
function field(name: string, check: (value: string) => Verdict, clean: (value: string) => string = (v) => v.trim()): Struct<string, null> {
  const struct = checked<string>(name, (value) => check(typeof value === 'string' ? value : ''));
  return coerce(struct, string(), clean);
}

const required =
  (message: Verdict, max = 200) =>
  (v: string) =>
    v.length === 0 ? message : v.length > max ? message : true;

const emailField = (invalid: Verdict) =>
  field(
    'email',
    (v) => (v.length > EMAIL_MAX ? A.emailMax : EMAIL_PATTERN.test(v) || invalid),
    (v) => v.trim().toLowerCase(),
  );

/**
 * Passwords are never trimmed: a space is a character the member chose. Length only here: whether
 * a new password is guessable (breach lists) is the server's check (password-screen.ts), whose
 * dictionaries are too large for the forms' first load; the forms show it as a meter.
 */
const newPassword = (name: string) =>
  field(
    name,
    (v) => (v.length < PASSWORD_MIN ? V.passwordMin : v.length > PASSWORD_MAX ? A.passwordMax : true),
    (v) => v,
  );

/** Empty says the two differ; `confirmed()` compares it with the new password. */
const confirmPasswordField = () =>
  field(
    'confirmPassword',
    (v) => (v.length === 0 ? V.passwordsMismatch : true),
    (v) => v,
  );

const otpField = (name: string, missing: Verdict) =>
  field(
    name,
    (v) => (v.length === 0 ? missing : OTP_PATTERN.test(v) || A.otpFormat),
    (v) => v.replace(/\s+/g, ''),
  );

/** Forms send ids as strings, JSON clients as numbers. */
const userIdField = coerce(
  checked<number>('userId', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_DB_INTEGER) || A.userIdRequired),
  string(),
  (v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
);

const tokenField = (name: string, missing: Verdict) => field(name, required(missing, 200));

/**
 * The confirmation must equal `source`; the failure is reported on the confirmation field with
 * the product's text (docs/product/validation.md). Not superstruct's refine(), which would tag it as a refinement and
 * so prefix the field name to the message; and checked with the object itself, not after its
 * fields, so the mismatch shows even while another password message does.
 */
function confirmed<T extends Record<string, unknown>, S>(struct: Struct<T, S>, source: keyof T & string, confirm: keyof T & string): Struct<T, S> {
  return new Struct<T, S>({
    ...struct,
    *validator(value, context) {
      yield* struct.validator(value, context);
      const object = value as Record<string, unknown> | null;
      if (object && typeof object === 'object' && typeof object[confirm] === 'string' && object[confirm] !== '' && object[source] !== object[confirm]) {
        yield {
          value,
          type: struct.type,
          refinement: undefined,
          key: confirm,
          path: [...context.path, confirm],
          branch: [...context.branch, object[confirm]],
          ...(refusal(V.passwordsMismatch) as { message: string }),
        };
      }
    },
  });
}

export const RegisterSchema = confirmed(
  type({
    name: field('name', (v) => (v.length === 0 ? A.nameRequired : v.length > 100 ? A.nameMax : true)),
    email: emailField(V.emailInvalid),
    // Separators dropped and a +91, 91 or 0 in front read as the country or trunk code (validation/mobile.ts).
    mobile: field('mobile', (v) => MOBILE_PATTERN.test(v) || V.mobileInvalid, indianMobile),
    password: newPassword('password'),
    confirmPassword: confirmPasswordField(),
    /** Sent as 2 by the form; the server always creates a member whatever it says. */
    userRoleId: optional(unknown()),
    /** The member's language; the Hindi and Tamil pages send theirs. English when absent. */
    locale: optional(localeField),
    /** The declaration and the optional purposes of the consent notice (schemas/consents.ts). */
    declaration: DeclarationField,
    consents: optional(RegistrationConsents),
  }),
  'password',
  'confirmPassword',
);

export const LoginSchema = type({
  email: field('email', required(V.usernameRequired, EMAIL_MAX), (v) => v.trim().toLowerCase()),
  // Not checked for guessability: old passwords must still sign in.
  password: field(
    'password',
    (v) => (v.length < PASSWORD_MIN ? V.passwordMin : v.length > 1024 ? A.passwordMax : true),
    (v) => v,
  ),
});

export const VerifyOtpSchema = type({
  userId: userIdField,
  verificationToken: tokenField('verificationToken', A.verificationTokenRequired),
  emailOtpCode: otpField('emailOtpCode', A.emailOtpRequired),
  mobileOtpCode: otpField('mobileOtpCode', A.mobileOtpRequired),
  /** Carried by the payload of docs/product/api.md; the pending account is found by userId and token. */
  email: optional(unknown()),
  mobile: optional(unknown()),
});

/**
 * The one code box of the registration and sign-in dialogs: its value is sent as both the e-mail
 * and the SMS code (VerifyOtpSchema checks each on the server).
 */
export const OtpCodeSchema = type({
  code: field(
    'code',
    (v) => OTP_PATTERN.test(v) || CODED.JOIN_TEXT.enterCode({ digits: OTP_LENGTH }),
    (v) => v,
  ),
});

export const ResendOtpSchema = type({
  userId: userIdField,
  verificationToken: tokenField('verificationToken', A.verificationTokenRequired),
});

export const ResetPasswordSchema = type({ email: emailField(CODED.MSG.resetEmailInvalid) });

export const CompleteResetSchema = confirmed(
  type({
    token: tokenField('token', A.resetTokenRequired),
    newPassword: newPassword('newPassword'),
    confirmPassword: confirmPasswordField(),
  }),
  'newPassword',
  'confirmPassword',
);

export const UpdatePasswordSchema = confirmed(
  type({
    currentPassword: field(
      'currentPassword',
      (v) => (v.length === 0 ? A.currentPasswordRequired : v.length > 1024 ? A.passwordMax : true),
      (v) => v,
    ),
    newPassword: newPassword('newPassword'),
    confirmPassword: confirmPasswordField(),
  }),
  'newPassword',
  'confirmPassword',
);

/** `DELETE /auth/unverified/:userId` path parameter. */
export const UnverifiedParamsSchema = type({ userId: userIdField });
/** The header that proves the caller registered the pending account (read by the route, described here). */
export const VerificationTokenHeaders = type({ 'x-verification-token': size(string(), 0, 200) });

export type RegisterInput = Infer<typeof RegisterSchema>;
export type LoginInput = Infer<typeof LoginSchema>;
export type VerifyOtpInput = Infer<typeof VerifyOtpSchema>;
export type ResendOtpInput = Infer<typeof ResendOtpSchema>;
export type CompleteResetInput = Infer<typeof CompleteResetSchema>;
export type UpdatePasswordInput = Infer<typeof UpdatePasswordSchema>;

/** Role names as the API returns them (lowercase). */
export const ROLE_NAMES = ['admin', 'user', 'editor', 'family', 'manager'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];
const role = enums(ROLE_NAMES);

/** Reply payloads of the contract, so the browser reads the same shapes the server writes. */
const otpSentTo = type({
  email: described(string(), 'Masked'),
  mobile: described(string(), 'Masked'),
  /**
   * The SMS could not be sent (the same code is in the e-mail): the English text every client reads,
   * with its code and values beside it, as a coded reply's `message` (docs/decisions/092-message-codes.md).
   */
  smsNotSent: optional(string()),
  smsNotSentCode: optional(described(string(), "smsNotSent's message code: 'AUTH_TEXT.smsNotSent'")),
  smsNotSentValues: optional(codedReplyFields.messageValues),
});
export const RegisterReply = type({
  userId: integer(),
  verificationToken: described(string(), 'Send as X-Verification-Token to verify or delete the pending account'),
  otpSentTo,
});
export type RegisterResult = Infer<typeof RegisterReply>;

/** A fresh code was sent; another can be asked for after retryAfterSeconds. */
export const CodeSentReply = type({ sent: literal(true), retryAfterSeconds: integer(), otpSentTo });
export type CodeSentResult = Infer<typeof CodeSentReply>;
export type OtpSentTo = Infer<typeof otpSentTo>;

/** Verification: the account is verified and signed in. */
export const VerifyOtpReply = type({
  success: literal(true),
  otpVerified: literal(true),
  accessToken: string(),
  role,
  userName: string(),
  userId: integer(),
  mobileNumber: string(),
});
export type VerifyOtpResult = Infer<typeof VerifyOtpReply>;

/** Sign-in: the member and, once verified, the access token to send as Bearer. */
export const LoginReply = type({
  accessToken: nullable(string()),
  role,
  userName: string(),
  otpVerified: boolean(),
  userId: integer(),
  mobileNumber: string(),
  email: string(),
  verificationToken: optional(string()),
  /**
   * The password was right and a second step is due before a session: 'verify' asks for the
   * authenticator code, 'setup' (an administrator without one) sets it up. `challengeToken` carries
   * the sign-in to that step; it is not a session.
   */
  twoStep: described(optional(enums(['verify', 'setup'])), 'A second step is due: accessToken is null, send challengeToken to /auth/two-step/challenge/*'),
  challengeToken: described(optional(string()), 'Carries this sign-in to its second step (10 minutes); not a session'),
  /** Shown once, when setting up finished the sign-in. */
  recoveryCodes: optional(recoveryCodes),
  /** With a session from the password alone: the account's language, as GET /auth/me says it. */
  locale: optional(enums(LOCALES)),
});
export type LoginResult = Infer<typeof LoginReply>;
/** Sign-in finished by setting up the second step: the recovery codes come with it. */
export const LoginWithRecoveryCodesReply = assign(LoginReply, type({ recoveryCodes }));

/** A password changed, or a forgotten one set anew. */
export const PasswordUpdatedReply = type({ updated: literal(true) });
export const PasswordResetReply = type({ reset: literal(true) });

export const MeReply = type({
  userId: integer(),
  userName: string(),
  email: string(),
  role,
  otpVerified: boolean(),
  /** The language the dashboard, mail and SMS speak to this member. */
  locale: enums(LOCALES),
});
export type MeResult = Infer<typeof MeReply>;
