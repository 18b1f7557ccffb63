import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresAdapter, SqliteDialect, sql } from 'kysely';
import { SchemaScopedPostgresDialect } from './postgres-dialect.ts';
import { WriteWatch } from './write-watch.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;
export type DialectName = 'sqlite' | 'postgres';

// pg returns BIGINT and NUMERIC as strings; counts and sums here always fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  poolSize?: number;
}

const pools = new WeakMap<Database, pg.Pool>();
/** The PostgreSQL pool under a database made here (its figures are metrics); null on SQLite. */
export const poolOf = (db: Database): pg.Pool | null => pools.get(db) ?? null;

/**
 * One Kysely instance for both dialects: identifiers are camelCase in code, snake_case in SQL,
 * and its writes are told to what keeps rows in memory (write-watch.ts; after the camelCase
 * plugin, so it sees SQL's names).
 */
export function createDatabase(options: DatabaseOptions): Database {
  const plugins = [new CamelCasePlugin(), new WriteWatch()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, Client: PreparingClient });
    // A dropped connection must not crash the process (see PreparingClient); the pool replaces it.
    pool.on('error', () => undefined);
    const db = new Kysely<DB>({ dialect: new SchemaScopedPostgresDialect({ pool }), plugins });
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const file = new SQLite(options.sqliteFile);
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // Matching reads ~1,500 scattered profile rows per request; with SQLite's default 2 MB page
  // cache each miss is a read() system call. Memory-mapped reads and a 64 MB cache cut the CPU
  // per match query by about a quarter at 100,000 profiles (system time 4 ms to 0.6 ms).
  file.pragma('mmap_size = 268435456');
  file.pragma('cache_size = -65536');
  return new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(file) }), plugins });
}

/**
 * PostgreSQL plans every unnamed statement anew, and for this API's short queries planning cost
 * more than running them (pg_stat_statements under bench:load: the session look-up 0.29 ms of
 * planning to 0.05 ms of execution; the match cards' seven-way join 2.8 ms to 0.45). Statements
 * of data (select, insert, update, delete, with) are sent as named prepared statements, parsed
 * and planned once per connection (the SQL text hashed into the name, as postgres.js does by
 * default); PostgreSQL then reuses a generic plan where it costs no more than a custom one.
 * Bounded: at most MAX_PREPARED distinct texts per process, later ones run unnamed.
 */
const MAX_PREPARED = 1000;
const preparedNames = new Map<string, string>();
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

function statementName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED && PREPARABLE.test(text)) {
    name = `k${createHash('sha1').update(text).digest('base64url')}`;
    preparedNames.set(text, name);
  }
  return name;
}

class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // pg reports a connection cut (a PostgreSQL restart, a failover) as an 'error' event on the
    // client. The pool listens only while the client is idle; one checked out, between or during
    // queries, had no listener, and the event became an uncaught exception that ended the process.
    // The query in flight, or the next one, fails anyway (503), and the pool drops the dead client.
    this.on('error', () => undefined);
  }

  // pg's overloads are many; only query(text, values) from Kysely's driver is changed.
  // Its return type differs by overload; `never` stands for whichever the caller's overload says.
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const name = typeof config === 'string' && Array.isArray(values) ? statementName(config) : undefined;
    const query = super.query as (...args: unknown[]) => never;
    return name ? query.call(this, { name, text: config, values }, callback) : query.call(this, config, values, callback);
  }
}

/**
 * Kysely prepares every query anew; preparing was 7% of the server's CPU under bench:load.
 * Statements are reusable once run (queries here run synchronously, never streamed), so the
 * most recent ones are kept by their SQL text.
 */
function withStatementCache(file: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => file.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else statement = file.prepare(text);
      statements.set(text, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

export function dialectOf<T>(db: Kysely<T>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** SQLite's own check, or a trivial query on PostgreSQL (which checks its pages itself). */
export async function integrityCheck<T>(db: Kysely<T>): Promise<string> {
  if (dialectOf(db) === 'postgres') {
    await sql`select 1`.execute(db);
    return 'ok';
  }
  const result = await sql<{ integrityCheck: string }>`pragma integrity_check`.execute(db);
  return result.rows.map((r) => Object.values(r)[0]).join('; ');
}

export async function ping<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}
