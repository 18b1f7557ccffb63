import { localePath } from '../../../shared/i18n/locales.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { CompleteResetInput, UpdatePasswordInput } from '../../../shared/schemas/auth.ts';
import { badRequest } from '../../lib/http-error.ts';
import { transact } from '../../db/transact.ts';
import { mailMemberNotice } from '../notifications/index.ts';
import { findAccountByEmail, findAccountById, setPasswordHash } from './account.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import { clearCodes, consumeResetToken, findResetTokenUser, issueResetToken, RESET_VALID_MINUTES } from './otp.service.ts';
import { refuseGuessablePassword } from './password-screen.ts';
import { hashPassword, verifyPassword } from './password.service.ts';
import { revokeUserSessions, type AuthContext } from './session.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;

/** Changing the password signs the member out everywhere else; this session stays. */
export async function updatePassword(deps: AuthDeps, auth: AuthContext, input: UpdatePasswordInput) {
  const account = await findAccountById(deps.db, auth.userId);
  if (!account || !(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(AUTH_TEXT.currentPasswordWrong, { currentPassword: AUTH_TEXT.currentPasswordWrong });
  }
  await refuseGuessablePassword(input.newPassword, 'newPassword', [account.name, account.email]);
  const passwordHash = await hashPassword(input.newPassword);
  await transact(deps.db, async (trx) => {
    await setPasswordHash(trx, account.id, passwordHash);
    await revokeUserSessions(trx, account.id, auth.sessionId);
    // Confirmed by mail in the member's language, in the change's outbox (docs/product/trust.md).
    await mailMemberNotice({ db: trx, mail: deps.mail, config: deps.config }, account.id, { kind: 'passwordChanged' });
  });
  return { updated: true as const };
}

/**
 * Forgot password. The reply never depends on the address: the lookup, the token and the mail
 * all happen after the reply, so neither the answer nor its timing tells whether an account exists.
 */
export function requestPasswordReset(deps: AuthDeps, email: string) {
  deps.background.run('password-reset', async () => {
    const account = await findAccountByEmail(deps.db, email);
    if (!account || !account.isActive) return;
    const token = await issueResetToken(deps.db, account.id);
    // The reset page in the member's language: /hi/reset-password for a Hindi account.
    const link = `${deps.config.siteUrl}${localePath(account.locale, '/reset-password')}?token=${encodeURIComponent(token)}`;
    await deps.mail.sendTemplate(
      'reset-password',
      account.email,
      { name: account.name, link, minutes: RESET_VALID_MINUTES },
      { secretVars: ['link'], locale: account.locale },
    );
  });
}

/** The link's token is single use; a new password ends every session, as a stolen password's would. */
export async function completePasswordReset(deps: AuthDeps, input: CompleteResetInput) {
  const holderId = await findResetTokenUser(deps.db, input.token);
  const holder = holderId === null ? null : await findAccountById(deps.db, holderId);
  if (holder) await refuseGuessablePassword(input.newPassword, 'newPassword', [holder.name, holder.email]);
  const userId = await consumeResetToken(deps.db, input.token);
  const account = userId === null ? null : await findAccountById(deps.db, userId);
  if (!account || !account.isActive) throw badRequest(AUTH_TEXT.resetLinkInvalid, { token: AUTH_TEXT.resetLinkInvalid });
  const passwordHash = await hashPassword(input.newPassword);
  await transact(deps.db, async (trx) => {
    await setPasswordHash(trx, account.id, passwordHash);
    await clearCodes(trx, account.id, ['reset']);
    await revokeUserSessions(trx, account.id);
  });
  return { reset: true as const };
}
