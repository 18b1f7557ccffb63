import { sql, type Transaction } from 'kysely';
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
  if (dialectOf<DB>(trx) === 'postgres') await memberRow(trx, userId).select('id').execute();
}

const memberRow = (trx: Transaction<DB>, userId: number) => trx.selectFrom('users').where('id', '=', userId).forNoKeyUpdate();

/**
 * PostgreSQL only: the member's lock as lockMember takes it, and in the same round trip the next
 * id of `table`'s key, so that a row and what names it (an event) can be written by one statement.
 * An id taken for a write that is then refused is skipped, as ids of rolled-back rows are.
 */
export async function lockMemberTakingId(trx: Transaction<DB>, userId: number, table: keyof DB & string): Promise<number> {
  const row = await memberRow(trx, userId)
    .select(sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))`.as('nextId'))
    .executeTakeFirstOrThrow();
  return Number(row.nextId);
}
