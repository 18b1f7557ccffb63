import type { Kysely } from 'kysely';

/**
 * Where a profile was made from (the MeitY advisory for matrimonial sites; docs/product/trust.md).
 *
 * - `account_origin`: one row per account, written at registration: the address and browser it
 *   came from, with the name, e-mail and mobile it was made with. Not tied to `users` by a key, so
 *   it outlives the account: when the account is deleted its profile ID and the time are kept, and
 *   the row is purged a year later (`purge_after`). Only administrators read it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_origin')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('profile_code', 'varchar(12)')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(255)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('purge_after', 'text')
    .execute();
  await db.schema.createIndex('account_origin_purge_idx').on('account_origin').column('purge_after').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_origin').execute();
}
