import { DEFAULT_LOCALE } from '../../../shared/locales.ts';
import { OTP_ATTEMPTS_ALLOWED, OTP_RESEND_SECONDS, REGISTRANT_ROLE_ID } from '../../../shared/constants.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { RegisterInput, RegisterResult, ResendOtpInput, VerifyOtpInput, VerifyOtpResult } from '../../../shared/schemas/auth.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';
import { HttpError, badRequest, conflict, fieldsMessage, forbidden, type Said } from '../../lib/http-error.ts';
import {
  deletePendingHolding,
  deleteUnverified,
  findAccountById,
  isExpiredPending,
  insertMember,
  markVerified,
  recordLogin,
  takenFields,
  type RequestMeta,
} from './account.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sendFreshCode } from './code-delivery.ts';
import { clearCodes, consumeCode, countFailure, findVerification, issueVerificationToken, lastCodeSentAt } from './otp.service.ts';
import { refuseGuessablePassword } from './password-screen.ts';
import { hashPassword } from './password.service.ts';
import { recordOrigin, recordRegistrationConsents } from '../consents/index.ts';
import { syncDiscoverable } from '../discovery/index.ts';
import { setHoroscopeSetting } from '../horoscope/index.ts';
import { createSession } from './session.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;
const MSG = CODED.MSG;

export const RESEND_COOLDOWN_SECONDS = OTP_RESEND_SECONDS;

async function duplicateError(deps: AuthDeps, email: string, mobile: string): Promise<HttpError | null> {
  const taken = await takenFields(deps.db, email, mobile);
  if (!taken.email && !taken.mobile) return null;
  const fields: Record<string, Said> = {};
  if (taken.email) fields.email = AUTH_TEXT.emailTaken;
  if (taken.mobile) fields.mobile = AUTH_TEXT.mobileTaken;
  return conflict(fieldsMessage(fields), fields);
}

/** Creates an unverified member (role 2 whatever the request says), records consent and sends one code. */
export async function register(deps: AuthDeps, input: RegisterInput, meta: RequestMeta): Promise<RegisterResult> {
  await refuseGuessablePassword(input.password, 'password', [input.name, input.email]);
  await deletePendingHolding(deps.db, input.email, input.mobile);
  const early = await duplicateError(deps, input.email, input.mobile);
  if (early) throw early;
  const passwordHash = await hashPassword(input.password);
  let created: { userId: number; verificationToken: string };
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      const userId = await insertMember(trx, {
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        passwordHash,
        roleId: REGISTRANT_ROLE_ID,
        locale: input.locale,
      });
      // The declaration and the consent notice as ticked, and where the account was made from (docs/product/trust.md).
      await recordRegistrationConsents(trx, userId, input.consents ?? {}, meta.ip);
      await recordOrigin(trx, { userId, name: input.name, email: input.email, mobile: input.mobile, ip: meta.ip, userAgent: meta.userAgent });
      // A purpose ticked here turns on the setting that runs it: guna milan, and the "New matches for you" mail.
      if (input.consents?.['horoscope-matching'] === true) await setHoroscopeSetting(trx, userId, true);
      if (input.consents?.['promotional-mail'] === true)
        await trx.insertInto('notificationPreference').values({ userId, topic: 'new-matches', mode: 'daily', updatedAt: new Date().toISOString() }).execute();
      return { userId, verificationToken: await issueVerificationToken(trx, userId) };
    });
  } catch (error) {
    // Two sign-ups raced past the check: the unique constraints decide, the loser gets the same 409.
    if (isUniqueViolation(error)) throw (await duplicateError(deps, input.email, input.mobile)) ?? conflict(AUTH_TEXT.alreadyRegistered);
    throw error;
  }
  const { userId, verificationToken } = created;
  const otpSentTo = await sendFreshCode(deps, {
    id: userId,
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    locale: input.locale ?? DEFAULT_LOCALE,
  });
  return { userId, verificationToken, otpSentTo };
}

/** The pending-verification token proves the caller is the one who registered or signed in. */
async function pendingAccount(deps: AuthDeps, userId: number, token: string) {
  const account = await findAccountById(deps.db, userId);
  if (account?.isVerified) throw conflict(AUTH_TEXT.alreadyVerified);
  if (account && isExpiredPending(account)) {
    await deleteUnverified(deps.db, account.id);
    throw forbidden(AUTH_TEXT.verificationTokenInvalid);
  }
  const verification = account ? await findVerification(deps.db, userId, token) : null;
  if (!account || !verification) throw forbidden(AUTH_TEXT.verificationTokenInvalid);
  return { account, verification };
}

export async function verifyOtp(deps: AuthDeps, input: VerifyOtpInput, meta: RequestMeta): Promise<VerifyOtpResult> {
  const { account, verification } = await pendingAccount(deps, input.userId, input.verificationToken);
  // One code was sent to both channels, so both boxes must hold it.
  const check = input.emailOtpCode === input.mobileOtpCode ? (await consumeCode(deps.db, deps.codeKey, account.id, input.emailOtpCode)).check : 'wrong';
  if (check === 'expired') throw badRequest(MSG.otpFailed, { otp: AUTH_TEXT.otpExpired });
  // The verification's own count decides here: it outlives a resent code, and its third failure removes the pending account.
  if (check === 'wrong' || check === 'spent') {
    const failures = await countFailure(deps.db, verification.id);
    if (failures >= OTP_ATTEMPTS_ALLOWED) {
      await deleteUnverified(deps.db, account.id);
      await recordLogin(deps.db, { userId: null, email: account.email, success: false, reason: 'otp-failed-3-times' }, meta);
      throw new HttpError(410, 'gone', MSG.otpFailed3);
    }
    throw badRequest(MSG.otpFailed, { otp: AUTH_TEXT.otpWrong({ left: OTP_ATTEMPTS_ALLOWED - failures }) });
  }
  const session = await deps.db.transaction().execute(async (trx) => {
    await markVerified(trx, account.id);
    await clearCodes(trx, account.id, ['otp', 'verify']);
    await recordLogin(trx, { userId: account.id, email: account.email, success: true, reason: 'verified' }, meta);
    return createSession(trx, account.id, deps.config.sessionTtlHours, meta);
  });
  // After the commit, on the root database, so the match cache keyed by it is the one refreshed
  // (a registrant rarely has a profile yet; the next profile save syncs the flag in any case).
  await syncDiscoverable(deps.db, [account.id]);
  deps.mail.sendLater('welcome', account.email, { name: account.name, link: `${deps.config.siteUrl}/dashboard` }, { locale: account.locale });
  return {
    success: true,
    otpVerified: true,
    accessToken: session.token,
    role: account.role,
    userName: account.name,
    userId: account.id,
    mobileNumber: account.mobile,
  };
}

export async function resendOtp(deps: AuthDeps, input: ResendOtpInput) {
  const { account } = await pendingAccount(deps, input.userId, input.verificationToken);
  const last = await lastCodeSentAt(deps.db, account.id);
  const wait = last ? Math.ceil((last.getTime() + RESEND_COOLDOWN_SECONDS * 1000 - Date.now()) / 1000) : 0;
  if (wait > 0) throw new HttpError(429, 'too_many_requests', AUTH_TEXT.resendCooldown({ seconds: wait }), undefined, { 'retry-after': String(wait) });
  const sentTo = await sendFreshCode(deps, account);
  return { sent: true, retryAfterSeconds: RESEND_COOLDOWN_SECONDS, otpSentTo: sentTo };
}

/** DELETE /auth/unverified/:userId: the client's half of the three-failures rule (the server has usually done it already). */
export async function deleteUnverifiedAccount(deps: AuthDeps, userId: number, token: string | undefined) {
  const account = await findAccountById(deps.db, userId);
  if (!account) return { userId, deleted: true };
  if (account.isVerified) throw conflict('A verified account cannot be deleted here.');
  if (!token || !(await findVerification(deps.db, userId, token))) throw forbidden(AUTH_TEXT.verificationTokenInvalid);
  await deleteUnverified(deps.db, userId);
  return { userId, deleted: true };
}
