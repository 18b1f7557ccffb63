import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * What members do to one another and what administrators do about it (docs/product/member-loop.md): an interest
 * gains a life (status, note, reply, when it changed); shortlists, "not interested" marks,
 * reports and the moderation log get tables; an account can be hidden from discovery by
 * moderation; every change is kept as a domain event with an increasing id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('interest')
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
    .execute();
  await db.schema.alterTable('interest').addColumn('note', 'varchar(300)').execute();
  await db.schema.alterTable('interest').addColumn('reply', 'varchar(300)').execute();
  await db.schema.alterTable('interest').addColumn('updated_at', 'text').execute();
  await sql`update interest set updated_at = created_at`.execute(db);
  // The daily limit counts a member's interests sent since midnight.
  await db.schema.createIndex('interest_sender_day_idx').on('interest').columns(['user_id', 'created_at']).execute();
  // The received tab reads a member's interests by receiver and state, newest change first;
  // it replaces the receiver-only index of the first schema.
  await db.schema.createIndex('interest_received_idx').on('interest').columns(['target_user_id', 'status', 'updated_at']).execute();
  await db.schema.dropIndex('interest_target_idx').execute();
  await db.schema.createIndex('block_blocked_idx').on('block').column('blocked_user_id').execute();

  await withId(db, 'shortlist')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('shortlist_unique', ['user_id', 'target_user_id'])
    .execute();
  await withId(db, 'not_interested')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('not_interested_unique', ['user_id', 'target_user_id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('moderation_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, 'report')
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reported_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(40)', (c) => c.notNull())
    .addColumn('details', 'varchar(1000)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('open'))
    .addColumn('outcome', 'varchar(20)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One open report per reporter and profile; closed ones stay as the profile's history.
  await sql`create unique index report_open_unique on report (reporter_id, reported_user_id) where status = 'open'`.execute(db);
  await db.schema.createIndex('report_reported_idx').on('report').columns(['reported_user_id', 'status']).execute();
  await db.schema.createIndex('report_status_idx').on('report').columns(['status', 'created_at']).execute();
  await withId(db, 'moderation_action')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moderation_action_user_idx').on('moderation_action').columns(['user_id', 'created_at']).execute();

  await withId(db, 'domain_event')
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recipient_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('domain_event_recipient_idx').on('domain_event').columns(['recipient_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('domain_event').execute();
  await db.schema.dropTable('moderation_action').execute();
  await db.schema.dropTable('report').execute();
  await db.schema.alterTable('users').dropColumn('moderation_hidden').execute();
  await db.schema.dropTable('not_interested').execute();
  await db.schema.dropTable('shortlist').execute();
  await db.schema.dropIndex('block_blocked_idx').execute();
  await db.schema.createIndex('interest_target_idx').on('interest').column('target_user_id').execute();
  await db.schema.dropIndex('interest_received_idx').execute();
  await db.schema.dropIndex('interest_sender_day_idx').execute();
  for (const column of ['updated_at', 'reply', 'note', 'status']) await db.schema.alterTable('interest').dropColumn(column).execute();
}
