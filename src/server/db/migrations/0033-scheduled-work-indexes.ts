import type { Kysely } from 'kysely';

/**
 * Indexes for the scheduled work (docs/product/member-loop.md, docs/decisions/031-scheduled-work-lease.md), so that
 * its runs read only the rows they act on instead of whole tables.
 *
 * - Expiring interests looks for pending ones older than 30 days: by status and age, rather
 *   than every interest ever sent.
 * - The daily summary's members are those with an unread notification of the last week, those
 *   who asked for new matches daily, and those with a saved search marked for it: each found by
 *   its own index and the accounts then read by id, rather than every account checked in turn.
 *
 * On SQLite, whose file is mapped into the server's memory, a table read once at start stayed
 * resident: these runs had mapped about 70 MB of a database of 10,000,000 messages.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('interest_pending_age_idx').on('interest').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('notification_unread_time_idx').on('notification').columns(['read_at', 'created_at', 'user_id']).execute();
  await db.schema.createIndex('notification_preference_mode_idx').on('notification_preference').columns(['topic', 'mode', 'user_id']).execute();
  await db.schema.createIndex('saved_search_digest_idx').on('saved_search').columns(['include_in_digest', 'user_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('saved_search_digest_idx').execute();
  await db.schema.dropIndex('notification_preference_mode_idx').execute();
  await db.schema.dropIndex('notification_unread_time_idx').execute();
  await db.schema.dropIndex('interest_pending_age_idx').execute();
}
