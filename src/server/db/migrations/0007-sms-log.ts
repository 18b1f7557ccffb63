import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Every SMS the site tried to send, and how it went: a gateway that times out or refuses is
 * visible to administrators, not only in a log file. Never the text (it carries one-time codes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'sms_log')
    .addColumn('to_mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('template', 'varchar(50)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_log_status_idx').on('sms_log').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_log').execute();
}
