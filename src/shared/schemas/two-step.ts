import { coerce, define, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { TWO_STEP_TEXT as T, AUTH_TEXT as A } from '../messages';

/**
 * Two-step sign-in payloads. A code is the authenticator app's 6 digits or a recovery code
 * (ten letters and digits, shown as two groups of five); spaces are forgiven, case is not kept.
 */
const TOTP_PATTERN = /^\d{6}$/;
const RECOVERY_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

export const isTotpCode = (code: string) => TOTP_PATTERN.test(code);

const codeField = coerce(
  define<string>('code', (v) => (typeof v !== 'string' || v === '' ? T.codeRequired : TOTP_PATTERN.test(v) || RECOVERY_PATTERN.test(v) || T.codeFormat)),
  string(),
  (v) => v.replace(/\s+/g, '').toLowerCase(),
);

const challengeField = coerce(
  define<string>('challengeToken', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 200) || T.challengeRequired),
  string(),
  (v) => v.trim(),
);

const passwordField = define<string>('password', (v) => (typeof v === 'string' && v.length > 0 && v.length <= 1024) || A.currentPasswordRequired);

export const ChallengeSchema = type({ challengeToken: challengeField });
export const ChallengeCodeSchema = type({ challengeToken: challengeField, code: codeField });
export const TwoStepCodeSchema = type({ code: codeField });
export const DisableTwoStepSchema = type({ password: passwordField, code: codeField });
/** Turning it on: only the app's 6 digits prove the app works (there are no recovery codes yet). */
export const SetupCodeSchema = type({ code: define<string>('code', (v) => (typeof v === 'string' && TOTP_PATTERN.test(v)) || T.codeRequired) });

/** `DELETE /auth/two-step/:userId` (an administrator resets a member's second factor). */
export const TwoStepUserParamsSchema = type({
  userId: coerce(
    define<number>('userId', (v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 && v <= MAX_DB_INTEGER) || A.userIdRequired),
    string(),
    (v) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  ),
});

export type ChallengeCodeInput = Infer<typeof ChallengeCodeSchema>;
export type DisableTwoStepInput = Infer<typeof DisableTwoStepSchema>;

/** What setting up shows: the QR code (an SVG data URL), the same key as text, and the otpauth:// address. */
export interface TwoStepSetup {
  qrCode: string;
  secret: string;
  otpauthUrl: string;
}

export interface TwoStepStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}
