import type { Kysely } from 'kysely';

/**
 * Conversation safety and single-use stream tickets (docs/decisions/059-conversation-safety-and-replay.md).
 *
 * - `stream_ticket_use`: a stream ticket is redeemed once. Opening a stream inserts the ticket's
 *   hash; a second insert of the same hash finds the row and is refused, on every instance that
 *   shares the database. A row outlives its ticket by nothing more than the ticket's minute:
 *   expired rows are deleted as tickets are redeemed.
 * - `report.message_id`: a report may name the message it is about, so an administrator reads it
 *   in its conversation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stream_ticket_use')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stream_ticket_use_expiry_idx').on('stream_ticket_use').column('expires_at').execute();
  await db.schema.alterTable('report').addColumn('message_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('report').dropColumn('message_id').execute();
  await db.schema.dropTable('stream_ticket_use').execute();
}
