import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The nominee (DPDP Act 2023 s. 8(7), the DPDP Rules 2025; docs/product/trust.md).
 *
 * - `nominee`: the one person a member names to act for her after her death or in her incapacity.
 * - `nominee_request`: a request to erase a member's account filed by someone saying they are her
 *   nominee, with the proof it rests on; administrators decide it. Kept after the account is
 *   erased (`member_user_id` becomes null) as the record of why.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('nominee')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('relation', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, 'nominee_request')
    .addColumn('reference', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('profile_code', 'varchar(12)', (c) => c.notNull())
    .addColumn('member_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('named_nominee', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('locale', 'varchar(5)', (c) => c.notNull())
    .addColumn('circumstance', 'varchar(20)', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nominee_request_status_idx').on('nominee_request').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('nominee_request').execute();
  await db.schema.dropTable('nominee').execute();
}
