import { sql, type Transaction } from 'kysely';
import type { DB } from './schema.ts';
import { dialectOf, type Database } from './database.ts';

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
 * PostgreSQL only: `work` in a transaction that holds the member's lock as lockMember takes it,
 * with `begin` and the lock sent together, as one simple query: one round trip where Kysely's
 * transaction makes two (node-postgres sends no pipeline). Commits when `work` resolves, rolls
 * back when it throws. The id goes into the SQL as a literal, so it must be a whole number.
 */
export async function inTransactionLockingMember<T>(db: Database, userId: number, work: (trx: Database) => Promise<T>): Promise<T> {
  if (!Number.isSafeInteger(userId)) throw new Error(`not a member id: ${userId}`);
  return db.connection().execute(async (conn) => {
    try {
      await sql.raw(`begin; select id from users where id = ${userId} for no key update`).execute(conn);
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
