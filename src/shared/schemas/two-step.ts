import { array, boolean, coerce, integer, literal, string, type, type Infer } from 'superstruct';
import { described } from './reply';
import { codedReplyFields } from '../coded-reply';
import { MAX_DB_INTEGER } from '../constants';
import { CODED } from '../coded-messages';
import { checked } from '../validation/refusal';

const T = CODED.TWO_STEP_TEXT;
const A = CODED.AUTH_TEXT;

/**
 * Two-step sign-in payloads. A code is the authenticator app's 6 digits or a recovery code
 * (ten letters and digits, shown as two groups of five); spaces are forgiven, case is not kept.
 */
const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

export const isTotpCode = (code: string) => TOTP_PATTERN.test(code);

const codeField = coerce(
  checked<string>('code', (v) => (typeof v !== 'string' || v === '' ? T.codeRequired : TOTP_PATTERN.test(v) || RECOVERY_PATTERN.test(v) || T.codeFormat)),
  string(),
  (v) => v.replace(/\s+/g, '').toLowerCase(),
);

const challengeField = coerce(
  checked<string>('challengeToken', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200) || T.challengeRequired),
  string(),
  (v) => v.trim(),
);

const passwordField = checked<string>('password', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 1024) || A.currentPasswordRequired);

export const ChallengeSchema = type({ challengeToken: challengeField });
export const ChallengeCodeSchema = type({ challengeToken: challengeField, code: codeField });
export const TwoStepCodeSchema = type({ code: codeField });
export const DisableTwoStepSchema = type({ password: passwordField, code: codeField });
/** Turning it on: only the app's 6 digits prove the app works (there are no recovery codes yet). */
export const SetupCodeSchema = type({ code: checked<string>('code', (v) => (typeof v === 'string' && TOTP_PATTERN.test(v)) || T.codeRequired) });

/** `DELETE /auth/two-step/:userId` (an administrator resets a member's second factor). */
export const TwoStepUserParamsSchema = type({
  userId: coerce(
    checked<number>('userId', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_DB_INTEGER) || A.userIdRequired),
    string(),
    (v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  ),
});

export type ChallengeCodeInput = Infer<typeof ChallengeCodeSchema>;
export type DisableTwoStepInput = Infer<typeof DisableTwoStepSchema>;

/** Ten single-use recovery codes, shown only when made. */
export const recoveryCodes = described(array(string()), 'Ten single-use recovery codes, shown only now');

/** What setting up shows: the QR code (an SVG data URL), the same key as text, and the otpauth:// address. */
export const TwoStepSetupReply = type({
  qrCode: described(string(), 'The otpauth:// address as a QR code (an SVG data URL)'),
  secret: described(string(), 'The same key as base32 text, to type in'),
  otpauthUrl: string(),
});
export type TwoStepSetup = Infer<typeof TwoStepSetupReply>;

export const TwoStepStatusReply = type({ enabled: boolean(), required: boolean(), recoveryCodesLeft: integer() });
export type TwoStepStatus = Infer<typeof TwoStepStatusReply>;

/** Set up from the settings: on, and the recovery codes. */
export const TwoStepOnReply = type({ enabled: literal(true), recoveryCodes });
export const TwoStepOffReply = type({ enabled: literal(false) });
export const NewRecoveryCodesReply = type({ recoveryCodes });
/** An administrator cleared a member's second step. */
export const TwoStepResetReply = type({ reset: literal(true), ...codedReplyFields });
