import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Push notifications (docs/product/calls-and-push.md, docs/decisions/069-push-notifications.md).
 * One `push_subscription` row per device a member turned them on for: the push service's address
 * and the device's keys (the payload is encrypted to them), which kinds it wants (0/1 each), and
 * the language its texts are shown in. A subscription the push service says is gone is deleted.
 * The member's quiet hours ('HH:MM', India time, null for none) are on `users`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'push_subscription')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(200)', (c) => c.notNull())
    .addColumn('auth', 'varchar(100)', (c) => c.notNull())
    .addColumn('interests', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('acceptances', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'varchar(5)', (c) => c.notNull().defaultTo('en'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscription_user_idx').on('push_subscription').column('user_id').execute();
  await db.schema.alterTable('users').addColumn('push_quiet_from', 'varchar(5)').execute();
  await db.schema.alterTable('users').addColumn('push_quiet_until', 'varchar(5)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('push_quiet_until').execute();
  await db.schema.alterTable('users').dropColumn('push_quiet_from').execute();
  await db.schema.dropTable('push_subscription').execute();
}
