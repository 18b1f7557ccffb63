import { CODED } from '../../../shared/coded-messages.ts';
import type { LoginInput, LoginResult } from '../../../shared/schemas/auth.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { deleteUnverified, findAccountByEmail, isExpiredPending, recordLogin, type RequestMeta } from './account.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { SignInGuard } from './auth.limits.ts';
import { sendFreshCode } from './code-delivery.ts';
import { issueVerificationToken } from './otp.service.ts';
import { dummyPasswordHash, verifyPassword } from './password.service.ts';
import { createSession } from './session.service.ts';
import { startChallenge, twoStepDue } from './two-step.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;

/**
 * Sign-in. A wrong password and an unknown address answer the same 401 after the same argon2 work
 * (an unknown address is checked against a dummy hash); a deactivated account answers that too
 * unless the password is right, when it says it is deactivated and how to appeal.
 * An unverified account gets no session but a fresh code and a pending-verification token; an
 * account with two-step sign-in (and an administrator still without it) gets a challenge token for
 * that step instead of a session.
 */
export async function login(deps: AuthDeps, input: LoginInput, meta: RequestMeta, guard?: SignInGuard): Promise<LoginResult> {
  await guard?.before(input.email, meta.ip);
  let account = await findAccountByEmail(deps.db, input.email);
  if (account && isExpiredPending(account)) {
    // Removed 24 hours after it was created: signing in does not keep it alive.
    await deleteUnverified(deps.db, account.id);
    account = null;
  }
  const passwordOk = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !passwordOk || !account.isActive) {
    const reason = !account ? 'unknown-email' : !passwordOk ? 'wrong-password' : 'inactive';
    if (reason !== 'inactive') await guard?.failed(input.email, meta.ip);
    await recordLogin(deps.db, { userId: account?.id ?? null, email: input.email, success: false, reason }, meta);
    // The right password of a deactivated account is told why and how to appeal (docs/product/trust.md).
    throw unauthorized(reason === 'inactive' ? AUTH_TEXT.accountDeactivated : AUTH_TEXT.invalidCredentials);
  }
  const base = { role: account.role, userName: account.name, userId: account.id, mobileNumber: account.mobile, email: account.email };
  if (!account.isVerified) {
    // Send first: when the account's code sends are used up, the 429 leaves its current token working.
    await sendFreshCode(deps, account);
    const verificationToken = await issueVerificationToken(deps.db, account.id);
    await recordLogin(deps.db, { userId: account.id, email: account.email, success: false, reason: 'unverified' }, meta);
    return { ...base, accessToken: null, otpVerified: false, verificationToken };
  }
  const twoStep = await twoStepDue(deps, account);
  if (twoStep) {
    // Not a session: the challenge only lets the next step ask for (or set up) the code.
    return { ...base, accessToken: null, otpVerified: true, twoStep, challengeToken: await startChallenge(deps, account.id) };
  }
  const session = await createSession(deps.db, account.id, deps.config.sessionTtlHours, meta);
  await recordLogin(deps.db, { userId: account.id, email: account.email, success: true, reason: 'password' }, meta);
  // The account's language comes with the session, so the dashboard need not ask who signed in.
  return { ...base, accessToken: session.token, otpVerified: true, locale: account.locale };
}
