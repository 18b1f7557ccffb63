import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import type { LanguageSetting } from '../../../shared/schemas/account.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { verifyPassword } from '../auth/index.ts';
import { removeStored } from '../documents/index.ts';
import { getProfile } from '../profile/index.ts';
import type { MailService } from '../mail/index.ts';
import { mailMemberNotice } from '../notifications/index.ts';
import { exportExchanges } from './account-export.repository.ts';
import { activeAdminCount, eraseUser, exportRows, findPasswordHash, storedDocumentKeys, updateLocale } from './account.repository.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const ACCOUNT_TEXT = CODED.ACCOUNT_TEXT;

export async function exportAccount(db: Database, userId: number) {
  const rows = await exportRows(db, userId);
  if (!rows.account) throw notFound('This account does not exist.');
  return { exportedAt: new Date().toISOString(), ...rows, ...(await exportExchanges(db, userId)), profile: await getProfile(db, userId) };
}

/** Deletes the member and everything that cascades from the account; stored files go afterwards. */
export async function deleteAccount(db: Database, config: Config, mail: MailService, userId: number, password: string) {
  const user = await findPasswordHash(db, userId);
  if (!user) throw notFound('This account does not exist.');
  if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(ACCOUNT_TEXT.passwordWrong, { password: ACCOUNT_TEXT.passwordWrong });
  if (user.userRoleId === ROLE_IDS.admin && user.isActive === 1 && (await activeAdminCount(db, ROLE_IDS.admin)) <= 1) throw conflict(ACCOUNT_TEXT.lastAdmin);
  return eraseAccount(db, config, mail, userId);
}

/**
 * The one deletion path: the goodbye, the erasure, then the stored files. The member's own
 * deletion comes here after her password; so do erasure after inactivity and a nominee's request.
 */
export async function eraseAccount(db: Database, config: Config, mail: MailService, userId: number) {
  const keys = await storedDocumentKeys(db, userId);
  // The goodbye is written while the address and the language are still known, and sent whatever the settings.
  await mailMemberNotice({ db, mail, config }, userId, { kind: 'accountDeleted' });
  await eraseUser(db, userId);
  // A file left behind by a crash here holds no link to a person any more; the scheduled sweep of uploads removes it.
  await Promise.all(keys.map((key) => removeStored(config, key).catch(() => undefined)));
  return { deleted: true, userId };
}

/** The member's language for the dashboard, mail and SMS (docs/decisions/042-member-language.md). */
export async function setLanguage(db: Database, userId: number, locale: Locale): Promise<LanguageSetting> {
  await updateLocale(db, userId, locale);
  return { locale };
}
