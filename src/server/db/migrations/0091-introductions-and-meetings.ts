import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Introductions and meetings of the assisted service (docs/product/assisted-service.md,
 * docs/decisions/097-introductions-meetings-and-elite-confidentiality.md).
 *
 * - `assisted_introduction`: a manager introduces their member, who said Interested, to another
 *   member, or to that member's own manager when the other member is assisted; the other side
 *   accepts or declines (pending, accepted, declined, withdrawn). An accepted introduction
 *   connects the two as an accepted interest does;
 * - `assisted_meeting`: a meeting the manager proposes after an accepted introduction, at a time
 *   (ISO, UTC), in person at a place or by video; both sides confirm, the manager marks it held
 *   or it is cancelled;
 * - `assisted_meeting_feedback`: what each side says after a meeting held, once each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'assisted_introduction')
    .addColumn('manager_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_manager_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('shortlist_item_id', 'integer', (c) => c.references('assisted_pick.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('answered_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('assisted_introduction_member_idx').on('assisted_introduction').columns(['member_user_id', 'id']).execute();
  await db.schema.createIndex('assisted_introduction_other_idx').on('assisted_introduction').columns(['other_user_id', 'status']).execute();
  await db.schema.createIndex('assisted_introduction_manager_idx').on('assisted_introduction').columns(['manager_user_id', 'created_at']).execute();
  await db.schema.createIndex('assisted_introduction_other_manager_idx').on('assisted_introduction').columns(['other_manager_user_id', 'status']).execute();

  await withId(db, 'assisted_meeting')
    .addColumn('introduction_id', 'integer', (c) => c.notNull().references('assisted_introduction.id').onDelete('cascade'))
    .addColumn('proposed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('mode', 'varchar(20)', (c) => c.notNull())
    .addColumn('place', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('member_confirmed_at', 'text')
    .addColumn('other_confirmed_at', 'text')
    .addColumn('held_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assisted_meeting_introduction_idx').on('assisted_meeting').columns(['introduction_id', 'id']).execute();

  await withId(db, 'assisted_meeting_feedback')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('assisted_meeting.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('assisted_meeting_feedback_once', ['meeting_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['assisted_meeting_feedback', 'assisted_meeting', 'assisted_introduction']) await db.schema.dropTable(table).execute();
}
