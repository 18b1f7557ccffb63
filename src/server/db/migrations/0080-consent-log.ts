import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Consent by purpose (docs/product/trust.md, docs/decisions/091-consent-by-purpose-and-nominee.md).
 *
 * - `consent_log`: every grant and withdrawal a member made, append-only, with its time and the
 *   address it came from: the registration's declaration (`declaration`: the account is for
 *   marriage and the details are true), what is needed to run the service (`service`) and each
 *   optional purpose. A purpose's state is its newest row.
 *
 * Members who registered before the notice keep what they chose: their consent to the terms, and
 * each purpose their settings already use (guna milan on, match suggestions mailed, a family
 * helper), recorded as given before the notice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'consent_log')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(30)', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('consent_log_user_idx').on('consent_log').columns(['user_id', 'purpose', 'id']).execute();
  const before = (purpose: string, where: ReturnType<typeof sql>) =>
    sql`insert into consent_log (user_id, purpose, granted, source, created_at)
        select u.id, ${purpose}, 1, 'before-notice', coalesce(u.consent_at, u.created_at) from users u where ${where}`.execute(db);
  await before('service', sql`u.consent_at is not null`);
  await before('horoscope-matching', sql`u.consent_at is not null and u.horoscope_matching = 1`);
  await before(
    'promotional-mail',
    sql`exists (select 1 from notification_preference n where n.user_id = u.id and n.topic = 'new-matches' and n.mode <> 'off')`,
  );
  await before('family-helpers', sql`exists (select 1 from family_helper f where f.member_user_id = u.id and f.status <> 'removed')`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_log').execute();
}
