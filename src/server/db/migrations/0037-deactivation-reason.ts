import type { Kysely } from 'kysely';

/**
 * Why an administrator deactivated an account (docs/product/trust.md): asked for by the
 * dashboard's confirmation, kept on the account and written into the mail that tells the member.
 * Cleared when the account is made active again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivation_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('deactivation_reason').execute();
}
