import type { Kysely } from 'kysely';

/**
 * Bounds on what a member can make the server store or send (docs/decisions/079-calls-and-pushes-bounded.md).
 *
 * - `member_call.ringing_signals`, `member_call.ringing_signal_bytes`: the signals relayed while
 *   the call only rang, and their size; a call that rang is capped in both.
 * - `push_subscription.refusals`: how many pushes in a row the push service refused with 400 or
 *   403; a device refused three times in a row is dropped, and a push it accepts starts the
 *   count again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('member_call')
    .addColumn('ringing_signals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('member_call')
    .addColumn('ringing_signal_bytes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('push_subscription')
    .addColumn('refusals', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('push_subscription').dropColumn('refusals').execute();
  await db.schema.alterTable('member_call').dropColumn('ringing_signal_bytes').execute();
  await db.schema.alterTable('member_call').dropColumn('ringing_signals').execute();
}
