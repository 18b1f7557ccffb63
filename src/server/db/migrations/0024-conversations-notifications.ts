import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Conversations between connected members and in-app notifications (docs/product/member-loop.md). A conversation
 * is one row per pair of members (the lower id first), holding how far each of the two has read
 * and the last message, so the list reads one row per conversation. Messages are read by
 * conversation and id; the abuse limits count a sender's messages by time. A notification is
 * made from a domain event for the member it is about; a new message updates the unread one of
 * its conversation instead of adding another (batched per conversation).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'conversation')
    .addColumn('user_low_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('low_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('high_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('conversation_pair_unique', ['user_low_id', 'user_high_id'])
    .execute();
  await db.schema.createIndex('conversation_high_idx').on('conversation').column('user_high_id').execute();

  await withId(db, 'message')
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversation.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_conversation_idx').on('message').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('message_sender_time_idx').on('message').columns(['sender_id', 'created_at']).execute();

  await withId(db, 'notification')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(60)', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notification_user_idx').on('notification').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('notification_unread_idx').on('notification').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification').execute();
  await db.schema.dropTable('message').execute();
  await db.schema.dropTable('conversation').execute();
}
