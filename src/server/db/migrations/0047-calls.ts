import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Calls between connected members (docs/product/calls-and-push.md, docs/decisions/068-calls-between-connected-members.md).
 * A `member_call` row is one call from dialling to its end: who called whom, voice or video, its
 * state (ringing, active, then ended, declined or missed) and when it was answered and ended, so
 * the conversation shows missed calls and each call's length. Nothing of the media is kept. The
 * indexes serve "is either member in a call now" and the caller's rate limit. `users.calls_enabled`
 * is the member's own switch (on unless turned off in Settings).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, 'member_call')
    .addColumn('caller_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('callee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_reason', 'varchar(20)')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('member_call_caller_idx').on('member_call').columns(['caller_id', 'created_at']).execute();
  await db.schema.createIndex('member_call_callee_idx').on('member_call').columns(['callee_id', 'created_at']).execute();
  await db.schema.createIndex('member_call_open_idx').on('member_call').columns(['state', 'created_at']).execute();
  await db.schema
    .alterTable('users')
    .addColumn('calls_enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('calls_enabled').execute();
  await db.schema.dropTable('member_call').execute();
}
