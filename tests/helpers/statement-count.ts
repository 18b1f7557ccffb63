import SQLite from 'better-sqlite3';
import pg from 'pg';

/**
 * Counts the SQL statements this process sends to either database while `work` runs: at the
 * drivers (pg's client, better-sqlite3's statements), below Kysely, so a query compiled once
 * (src/server/db/compiled-query.ts) counts as any other. Nothing else may run meanwhile.
 */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'all' | 'get' | 'run' | 'iterate', (...args: unknown[]) => unknown>;
  probe.close();
  const originals = { query: client.query, all: statement.all, get: statement.get, run: statement.run, iterate: statement.iterate };
  client.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return originals.query.apply(this, args);
  };
  for (const name of ['all', 'get', 'run', 'iterate'] as const)
    statement[name] = function (this: unknown, ...args: unknown[]) {
      statements++;
      return originals[name].apply(this, args);
    };
  try {
    const result = await work();
    return { result, statements };
  } finally {
    client.query = originals.query;
    for (const name of ['all', 'get', 'run', 'iterate'] as const) statement[name] = originals[name];
  }
}
