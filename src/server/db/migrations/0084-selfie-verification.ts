import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * A live selfie checked against the profile photos (docs/product/trust.md,
 * docs/decisions/093-selfie-verification.md).
 *
 * - `selfie_challenge`: the steps the server chose (turn left, turn right, blink, smile) in their
 *   order, by a random token; used once, and only before it expires.
 * - `selfie_check`: one attempt. Its selfie and frames are stored encrypted like identity
 *   documents (`selfie_key`, `frame_keys`), only until it is decided; the face descriptors are
 *   never stored. `status` is `verified`, `pending` (in the administrators' queue, with the
 *   `finding` that sent it there), `rejected` (with the reason the member reads) or `withdrawn`
 *   (consent withdrawn before a decision). A verified one is the "Photo verified" badge, with its time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('selfie_challenge')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('steps', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('selfie_challenge_user_idx').on('selfie_challenge').columns(['user_id', 'created_at']).execute();
  await withId(db, 'selfie_check')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('finding', 'varchar(30)', (c) => c.notNull())
    .addColumn('similarity', 'real')
    .addColumn('selfie_key', 'varchar(64)')
    .addColumn('frame_keys', 'text')
    .addColumn('reject_reason', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('selfie_check_user_idx').on('selfie_check').columns(['user_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('selfie_check').execute();
  await db.schema.dropTable('selfie_challenge').execute();
}
