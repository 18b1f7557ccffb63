import type { Kysely } from 'kysely';

/**
 * Erasure after a long silence (the DPDP Rules 2025; docs/product/trust.md): when the member was
 * told her account will be erased for inactivity. Signing in again clears it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('inactivity_warned_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('inactivity_warned_at').execute();
}
