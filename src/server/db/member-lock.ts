import type { Transaction } from 'kysely';
import type { DB } from './schema.ts';
import { dialectOf } from './database.ts';

/**
 * Takes the member's account row for the rest of the transaction, so that a check and the write
 * it guards (a count against a daily limit, then the insert) cannot interleave with the same
 * member's other request. PostgreSQL locks the row; SQLite needs nothing, because its one
 * connection runs a transaction at a time.
 */
export async function lockMember(trx: Transaction<DB>, userId: number): Promise<void> {
  if (dialectOf<DB>(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
