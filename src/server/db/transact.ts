import type { Transaction } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

/**
 * One transaction per act, and what has to wait for its commit
 * (docs/decisions/062-acts-audited-and-told-on-commit.md). An administrator's act, its audit
 * row, the events it publishes and the mails it queues are written together or not at all; the
 * events are handed to their subscribers and the mails delivered only once the transaction has
 * committed, so a rolled-back act tells nobody anything.
 *
 * `transact` joins the transaction it is given instead of opening another (Kysely has no nested
 * transactions), so a service written with it runs alone or inside its caller's act.
 */
type Task = (db: Database) => unknown;

interface Open {
  /** The database the transaction was opened on: what the tasks use once it has committed. */
  root: Database;
  tasks: Task[];
}

const open = new WeakMap<Database, Open>();

export async function transact<T>(db: Database, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  // A transaction of transact() is a Transaction, typed here as the Database it was given.
  if (open.has(db)) return work(db as Transaction<DB>);
  if (db.isTransaction) throw new Error('transact() was given a transaction it did not open; open it with transact().');
  const state: Open = { root: db, tasks: [] };
  const result = await db.transaction().execute(async (trx) => {
    open.set(trx, state);
    try {
      return await work(trx);
    } finally {
      open.delete(trx);
    }
  });
  for (const task of state.tasks) await task(state.root);
  return result;
}

/** True when `db` is a transaction of `transact`, whose after-commit tasks wait for its commit. */
export const inTransaction = (db: Database): boolean => open.has(db);

/**
 * Runs `task` with the database once `db`'s transaction has committed (never when it rolls
 * back); at once when `db` is not a transaction. Tasks run in the order they were queued, after
 * the commit and before `transact` returns.
 */
export async function afterCommit(db: Database, task: Task): Promise<void> {
  const state = open.get(db);
  if (state) {
    state.tasks.push(task);
    return;
  }
  if (db.isTransaction) throw new Error('afterCommit() was given a transaction transact() did not open.');
  await task(db);
}
