import type { Transaction } from 'kysely';
import type { DB } from './schema.ts';
import { dialectOf } from './database.ts';

/**
 * Takes the member's account row for the rest of the transaction, so that a check and the write
 * it guards (a count against a daily limit, then the insert) cannot interleave with the same
 * member's other request. PostgreSQL locks the row FOR NO KEY UPDATE: it queues the member's own
 * guarded writes behind each other, but not the many writes elsewhere that merely name the member
 * (a notification, a view, a message to them), whose foreign-key checks take a KEY SHARE lock
 * that FOR UPDATE would make wait for this whole transaction. SQLite needs nothing, because its
 * one connection runs a transaction at a time.
 */
export async function lockMember(trx: Transaction<DB>, userId: number): Promise<void> {
  if (dialectOf<DB>(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
