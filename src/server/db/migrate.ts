import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { isPostgres } from './migrations/helpers.ts';
import * as m0001 from './migrations/0001-init.ts';
import * as m0002 from './migrations/0002-accounts.ts';
import * as m0004 from './migrations/0004-discovery-index.ts';
import * as m0005 from './migrations/0005-match-window-index.ts';
import * as m0006 from './migrations/0006-payment-kept.ts';
import * as m0007 from './migrations/0007-sms-log.ts';
import * as m0008 from './migrations/0008-profile-discoverable.ts';
import * as m0009 from './migrations/0009-erased-payment.ts';
import * as m0010 from './migrations/0010-session-last-seen.ts';
import * as m0011 from './migrations/0011-two-step.ts';
import * as m0016 from './migrations/0016-member-interactions.ts';
import * as m0020 from './migrations/0020-photo-privacy.ts';
import * as m0024 from './migrations/0024-conversations-notifications.ts';
import * as m0025 from './migrations/0025-notification-mail.ts';
import * as m0027 from './migrations/0027-search.ts';
import * as m0028 from './migrations/0028-profile-fields.ts';
import * as m0029 from './migrations/0029-member-language.ts';
import * as m0030 from './migrations/0030-email-template-language.ts';
import * as m0031 from './migrations/0031-profile-last-active.ts';
import * as m0032 from './migrations/0032-search-covering-indexes.ts';
import * as m0033 from './migrations/0033-scheduled-work-indexes.ts';
import * as m0035 from './migrations/0035-audit-log.ts';
import * as m0036 from './migrations/0036-member-action-log.ts';
import * as m0037 from './migrations/0037-deactivation-reason.ts';
import * as m0038 from './migrations/0038-stream-ticket-use-and-reported-message.ts';
import * as m0042 from './migrations/0042-tax-invoice.ts';
import * as m0047 from './migrations/0047-calls.ts';
import * as m0048 from './migrations/0048-push-subscriptions.ts';
import * as m0049 from './migrations/0049-family-helpers.ts';
import * as m0052 from './migrations/0052-reference-names-in-languages.ts';
import * as m0053 from './migrations/0053-audit-head-previous-hash.ts';
import * as m0054 from './migrations/0054-report-standing.ts';
import * as m0058 from './migrations/0058-call-and-push-bounds.ts';
import * as m0062 from './migrations/0062-audit-log-append-only.ts';
import * as m0066 from './migrations/0066-birth-place.ts';
import * as m0070 from './migrations/0070-grievances.ts';
import * as m0072 from './migrations/0072-contact-terms.ts';
import * as m0076 from './migrations/0076-biodata-links.ts';
import * as m0080 from './migrations/0080-consent-log.ts';
import * as m0081 from './migrations/0081-account-origin.ts';
import * as m0082 from './migrations/0082-nominee.ts';
import * as m0083 from './migrations/0083-inactivity-notice.ts';
import * as m0084 from './migrations/0084-selfie-verification.ts';
import * as m0090 from './migrations/0090-relationship-managers.ts';
import * as m0091 from './migrations/0091-introductions-and-meetings.ts';
import * as m0092 from './migrations/0092-mail-texts-from-catalogues.ts';

/** Migrations listed in code (not read from a folder) so they run the same under tsx, tests and bundles. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-init': m0001,
  '0002-accounts': m0002,
  '0004-discovery-index': m0004,
  '0005-match-window-index': m0005,
  '0006-payment-kept': m0006,
  '0007-sms-log': m0007,
  '0008-profile-discoverable': m0008,
  '0009-erased-payment': m0009,
  '0010-session-last-seen': m0010,
  '0011-two-step': m0011,
  '0016-member-interactions': m0016,
  '0020-photo-privacy': m0020,
  '0024-conversations-notifications': m0024,
  '0025-notification-mail': m0025,
  '0027-search': m0027,
  '0028-profile-fields': m0028,
  '0029-member-language': m0029,
  '0030-email-template-language': m0030,
  '0031-profile-last-active': m0031,
  '0032-search-covering-indexes': m0032,
  '0033-scheduled-work-indexes': m0033,
  '0035-audit-log': m0035,
  '0036-member-action-log': m0036,
  '0037-deactivation-reason': m0037,
  '0038-stream-ticket-use-and-reported-message': m0038,
  '0042-tax-invoice': m0042,
  '0047-calls': m0047,
  '0048-push-subscriptions': m0048,
  '0049-family-helpers': m0049,
  '0052-reference-names-in-languages': m0052,
  '0053-audit-head-previous-hash': m0053,
  '0054-report-standing': m0054,
  '0058-call-and-push-bounds': m0058,
  '0062-audit-log-append-only': m0062,
  '0066-birth-place': m0066,
  '0070-grievances': m0070,
  '0072-contact-terms': m0072,
  '0076-biodata-links': m0076,
  '0080-consent-log': m0080,
  '0081-account-origin': m0081,
  '0082-nominee': m0082,
  '0083-inactivity-notice': m0083,
  '0084-selfie-verification': m0084,
  '0090-relationship-managers': m0090,
  '0091-introductions-and-meetings': m0091,
  '0092-mail-texts-from-catalogues': m0092,
};

/** The newest migration's name: what a kept bench database was migrated to. */
export const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1)!;

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema unless told which one;
  // name the current schema, or a database with several schemas (tests run one per file, in
  // parallel) sees another schema's lock table and never creates its own.
  const migrationTableSchema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  // SQLite plans by the statistics ANALYZE gathers and never gathers them itself: without them
  // the search picks a walk of every profile over the index of a rare filter. `optimize`
  // analyzes only the tables that lack statistics or have grown much since (docs/decisions/044).
  if (!isPostgres(db)) await sql`pragma optimize = 0x10002`.execute(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
