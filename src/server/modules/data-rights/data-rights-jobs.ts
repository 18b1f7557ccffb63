import { sql } from 'kysely';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { consentWords } from '../../../shared/i18n/consents/index.ts';
import { localeHref } from '../../../shared/i18n/locales.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/locales.ts';
import { eraseAccount } from '../account/index.ts';
import { purgeOrigins } from '../consents/index.ts';
import type { MailService } from '../mail/index.ts';

export interface DataRightsDeps {
  db: Database;
  config: Config;
  mail: MailService;
}

const HOUR = 3_600_000;
/** How long before erasure an inactive member is told (the DPDP Rules 2025, Third Schedule). */
export const ERASURE_NOTICE_HOURS = 48;

/** The member's last sign-in or, when she stayed signed in, the last request of a session of hers. */
const lastActive = sql<string>`coalesce((select max(s.last_seen_at) from sessions s where s.user_id = users.id), '')`;

/**
 * Accounts left unused for INACTIVE_ERASE_DAYS: told by mail, in their language, 48 hours before
 * erasure; erased by the one deletion path if they still have not come back. A member who comes
 * back after the notice is told again only after another full period.
 */
export async function eraseInactive(deps: DataRightsDeps, now = new Date()) {
  const { db, config } = deps;
  const cutoff = new Date(now.getTime() - config.inactiveEraseDays * 86_400_000).toISOString();
  const members = db.selectFrom('users').where('userRoleId', '=', Number(ROLE_IDS.user));
  // Came back after the notice: the notice is void.
  await db
    .updateTable('users')
    .set({ inactivityWarnedAt: null })
    .where('inactivityWarnedAt', 'is not', null)
    .where((eb) => eb.or([eb('lastLoginAt', '>', eb.ref('inactivityWarnedAt')), eb(lastActive, '>', eb.ref('inactivityWarnedAt'))]))
    .execute();
  const silent = sql<boolean>`coalesce(users.last_login_at, users.created_at) < ${cutoff} and ${lastActive} < ${cutoff}`;
  const toWarn = await members.select(['id', 'email', 'name', 'locale']).where('inactivityWarnedAt', 'is', null).where(silent).limit(500).execute();
  for (const user of toWarn) {
    const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    const w = consentWords(locale).mail;
    await db.updateTable('users').set({ inactivityWarnedAt: now.toISOString() }).where('id', '=', user.id).execute();
    await deps.mail.queue(
      db,
      'account-notice',
      user.email,
      {
        name: user.name,
        summary: w.inactivity,
        text: w.inactivityText({ days: config.inactiveEraseDays }),
        link: `${config.siteUrl}${localeHref(locale, '/login')}`,
      },
      { locale },
    );
  }
  const due = new Date(now.getTime() - ERASURE_NOTICE_HOURS * HOUR).toISOString();
  const toErase = await members.select('id').where('inactivityWarnedAt', '<=', due).where(silent).limit(100).execute();
  for (const user of toErase) await eraseAccount(db, config, deps.mail, Number(user.id));
  return { warned: toWarn.length, erased: toErase.length };
}

/** Daily: the inactive accounts, and the origins of deleted accounts whose year is up. */
export const dataRightsJobs = (deps: DataRightsDeps): ScheduledJob[] => [
  { name: 'inactive-accounts', key: (now) => now.toISOString().slice(0, 13), leaseMs: 10 * 60_000, run: (now) => eraseInactive(deps, now) },
  { name: 'account-origin-purge', key: (now) => now.toISOString().slice(0, 10), leaseMs: 5 * 60_000, run: (now) => purgeOrigins(deps.db, now) },
];
