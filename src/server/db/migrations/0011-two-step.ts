import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Two-step sign-in (docs/decisions/019-breached-passwords-and-second-factor.md): one TOTP secret
 * per member, sealed with the document key (AES-256-GCM), enabled once a code from it has been
 * confirmed; `last_step` is the newest 30-second step a code was accepted for, so a code cannot
 * be used twice. Recovery codes are stored as argon2id hashes, like passwords, and are single use.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'two_step_secret')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .execute();
  await withId(db, 'two_step_recovery_code')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('two_step_recovery_code_user_idx').on('two_step_recovery_code').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_step_recovery_code').execute();
  await db.schema.dropTable('two_step_secret').execute();
}
