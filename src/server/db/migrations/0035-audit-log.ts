import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The audit log of administrator acts (docs/product/trust.md, docs/decisions/056-audit-log.md):
 * append-only rows, each holding the SHA-256 of the previous row's hash and its own content, so a
 * row edited or removed breaks the chain. `audit_log_head` is one row holding the newest hash: an
 * append locks it (FOR UPDATE on PostgreSQL; SQLite has one writer), so concurrent appends queue
 * and the chain never forks, and removing the newest rows shows as well.
 *
 * No foreign keys: a row outlives the administrator, the member and the record it names.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'audit_log')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('kind', 'varchar(80)', (c) => c.notNull())
    .addColumn('record_table', 'varchar(80)')
    .addColumn('record_id', 'integer')
    .addColumn('subject_id', 'integer')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
    .execute();
  await db.schema.createIndex('audit_log_time_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_id', 'id']).execute();
  await db.schema.createIndex('audit_log_kind_idx').on('audit_log').columns(['kind', 'id']).execute();

  await db.schema
    .createTable('audit_log_head')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_id', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('audit_log_head')
    .values({ id: 1, last_id: 0, last_hash: '0'.repeat(64) })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log_head').execute();
  await db.schema.dropTable('audit_log').execute();
}
