import type { Database } from '../../db/database.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';

export interface MailRecipient {
  userId: number;
  email: string;
  name: string;
  /** The member's language (docs/decisions/042-member-language.md). */
  locale: Locale;
}

/**
 * A member who may be e-mailed a notification: the account exists, is active (not deactivated)
 * and its e-mail address was verified; staff get no notification mail. A paused member still
 * gets mail: connections and conversations go on while paused.
 */
export async function mailRecipient(db: Database, userId: number): Promise<MailRecipient | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.email', 'u.name', 'u.locale', 'p.fullName'])
    .where('u.id', '=', userId)
    .where('u.isActive', '=', 1)
    .where('u.isVerified', '=', 1)
    .where('u.userRoleId', '=', Number(ROLE_IDS.user))
    .executeTakeFirst();
  return row ? { userId: Number(row.id), email: row.email, name: row.fullName ?? row.name, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE } : null;
}
