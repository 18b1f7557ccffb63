import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Family helpers (docs/product/family.md, docs/decisions/070-family-helpers-acting-for.md).
 *
 * - `family_helper`: one row per helper a member invited: the invitation (a hashed link token,
 *   the e-mail or mobile it went to), then the helper's own account once they accepted, the
 *   member's choices for them (each `can_*`), and its state (invited, active, paused, removed).
 * - `family_activity`: what a helper did in the member's name, never updated, for the member's
 *   activity list (and, with `undone_at`, what the member took back).
 * - `sessions.acting_for_user_id`: the member a helper's session acts for (a helper of two
 *   members chooses); null for everyone else.
 * - `interest.sent_by_helper_id`, `answered_by_helper_id`: which helper sent or answered it.
 * - `users.family_shown`: the member lets the other side see that family helps (1) or not (0).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'family_helper')
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('helper_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('relation', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact_email', 'varchar(255)')
    .addColumn('contact_mobile', 'varchar(20)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('can_shortlist', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_interests', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_photo_requests', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_edit_profile', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invite_token_hash', 'varchar(64)')
    .addColumn('invite_expires_at', 'text')
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('family_helper_member_idx').on('family_helper').columns(['member_user_id', 'status']).execute();
  await db.schema.createIndex('family_helper_helper_idx').on('family_helper').columns(['helper_user_id', 'status']).execute();
  await db.schema.createIndex('family_helper_token_idx').on('family_helper').column('invite_token_hash').execute();

  await withId(db, 'family_activity')
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('helper_id', 'integer', (c) => c.notNull().references('family_helper.id').onDelete('cascade'))
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('record_id', 'integer')
    .addColumn('undone_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('family_activity_member_idx').on('family_activity').columns(['member_user_id', 'id']).execute();

  await db.schema.alterTable('sessions').addColumn('acting_for_user_id', 'integer').execute();
  await db.schema.alterTable('interest').addColumn('sent_by_helper_id', 'integer').execute();
  await db.schema.alterTable('interest').addColumn('answered_by_helper_id', 'integer').execute();
  await db.schema
    .alterTable('users')
    .addColumn('family_shown', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('family_shown').execute();
  await db.schema.alterTable('interest').dropColumn('answered_by_helper_id').execute();
  await db.schema.alterTable('interest').dropColumn('sent_by_helper_id').execute();
  await db.schema.alterTable('sessions').dropColumn('acting_for_user_id').execute();
  await db.schema.dropTable('family_activity').execute();
  await db.schema.dropTable('family_helper').execute();
}
