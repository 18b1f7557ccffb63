import { sql, type Kysely } from 'kysely';

/**
 * The audit log's head row also keeps the hash of the row before the newest
 * (docs/decisions/056-audit-log.md). On PostgreSQL an append is then one statement: it updates
 * the head (the update locks the row, and SET reads its newest values) and inserts the row from
 * what the update returns, so the head is locked for one statement and the commit instead of
 * four round trips, and administrators acting at once wait that much less for each other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('audit_log_head')
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull().defaultTo('0'.repeat(64)))
    .execute();
  await sql`update audit_log_head set prev_hash = coalesce((select l.prev_hash from audit_log l where l.id = audit_log_head.last_id), prev_hash)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log_head').dropColumn('prev_hash').execute();
}
