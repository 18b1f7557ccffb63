import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The assisted service (docs/product/assisted-service.md, docs/decisions/094-relationship-managers.md).
 *
 * - `relationship_manager`: a staff account of the `manager` role (its row of the role list is
 *   seeded at start) that an administrator created, with the manager's working hours (India time) and the languages they speak,
 *   and whether they take members now;
 * - `assisted_member`: one row per member who asked for the service: how (a free call, or an
 *   Assisted or Elite plan), the manager assigned, the first-call clock (`first_call_due_at`, one
 *   working day), when the first call was made and when an overdue request was marked, and the
 *   brief the manager keeps with the member and the family;
 * - `assisted_call`: the manager's call notes with their outcome;
 * - `assisted_shortlist` and `assisted_pick`: a week's hand-picked profiles, each with the
 *   manager's note and the member's verdict (interested, not for us, maybe);
 * - `assisted_message`: the thread between the member and their manager, apart from the
 *   conversations between members;
 * - `subscription_plan.service`: what an Assisted or Elite plan adds (null for the others).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscription_plan').addColumn('service', 'varchar(20)').execute();

  await withId(db, 'relationship_manager')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('hours_from', 'varchar(5)', (c) => c.notNull())
    .addColumn('hours_to', 'varchar(5)', (c) => c.notNull())
    .addColumn('languages', 'varchar(40)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, 'assisted_member')
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('manager_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('first_call_due_at', 'text', (c) => c.notNull())
    .addColumn('first_call_at', 'text')
    .addColumn('assigned_at', 'text')
    .addColumn('overdue_marked_at', 'text')
    .addColumn('expectations', 'text')
    .addColumn('non_negotiables', 'text')
    .addColumn('brief_updated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assisted_member_manager_idx').on('assisted_member').columns(['manager_user_id', 'status']).execute();
  await db.schema.createIndex('assisted_member_clock_idx').on('assisted_member').columns(['first_call_at', 'first_call_due_at']).execute();

  await withId(db, 'assisted_call')
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('manager_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('outcome', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assisted_call_member_idx').on('assisted_call').columns(['member_user_id', 'id']).execute();

  await withId(db, 'assisted_shortlist')
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('manager_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('week_of', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assisted_shortlist_member_idx').on('assisted_shortlist').columns(['member_user_id', 'id']).execute();

  await withId(db, 'assisted_pick')
    .addColumn('shortlist_id', 'integer', (c) => c.notNull().references('assisted_shortlist.id').onDelete('cascade'))
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('profile_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('verdict', 'varchar(20)')
    .addColumn('verdict_at', 'text')
    .addColumn('verdict_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('assisted_pick_shortlist_idx').on('assisted_pick').column('shortlist_id').execute();

  await withId(db, 'assisted_message')
    .addColumn('member_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_manager', 'integer', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('assisted_message_member_idx').on('assisted_message').columns(['member_user_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['assisted_message', 'assisted_pick', 'assisted_shortlist', 'assisted_call', 'assisted_member', 'relationship_manager'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('subscription_plan').dropColumn('service').execute();
}
