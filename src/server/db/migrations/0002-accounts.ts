import type { Kysely } from 'kysely';

/**
 * Accounts: reset links and pending-verification tokens are looked up by their hash, and the
 * resend cooldown and sign-in audit read the newest rows first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('one_time_codes_hash_idx').on('one_time_codes').column('code_hash').execute();
  await db.schema.createIndex('login_history_email_idx').on('login_history').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_history_email_idx').execute();
  await db.schema.dropIndex('one_time_codes_hash_idx').execute();
}
