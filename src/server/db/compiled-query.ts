import { createQueryId, sql, type Compilable, type CompiledQuery, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf, type Database } from './database.ts';

/**
 * A query whose SQL never changes, built and compiled once per dialect; each run only swaps in
 * its values. Kysely otherwise builds the query's tree, passes it through the plugins (camel
 * case) and prints its SQL on every call: under bench:cluster that was over a quarter of an API
 * instance's CPU, the session look-up every signed-in request makes the largest part of it.
 * Results still pass through the plugins, as any query's do. (kysely-params does the same, but
 * pins a Kysely three versions old.)
 *
 * `build` is given stand-ins for the values and must put each into the query as a value (compared,
 * inserted, set, limited by), never branch on one or spread one into a list: a value that does
 * not reach the parameters, or shapes the SQL, is refused on the first run. A list goes in whole,
 * as one value, with `isAnyOf`.
 */
export function compiledQuery<A extends readonly unknown[], R>(build: (db: Database, ...values: A) => Compilable<R>) {
  const forms = new Map<string, { query: CompiledQuery<R>; from: number[] }>();
  return async (db: Database, ...values: A): Promise<R[]> => {
    const dialect = dialectOf(db);
    let form = forms.get(dialect);
    if (!form) {
      const stands = values.map((_, i) => `\u0000value ${i}\u0000`);
      const query = build(db, ...(stands as unknown as A)).compile();
      const from = query.parameters.map((p) => stands.indexOf(p as string));
      const lost = stands.findIndex((s) => !query.parameters.includes(s) || query.sql.includes(s));
      if (lost >= 0) throw new Error(`compiledQuery: value ${lost} must reach the query as a parameter (${query.sql})`);
      form = { query, from };
      forms.set(dialect, form);
    }
    const { query, from } = form;
    const parameters = from.map((at, i) => (at >= 0 ? listValue(dialect, values[at]) : query.parameters[i]));
    // A new id per run, as each built query has: a plugin may keep what it learnt of a query by its id.
    return (await db.executeQuery<R>({ ...query, queryId: createQueryId(), parameters })).rows;
  };
}

/** A list as one value: PostgreSQL takes an array as it is, SQLite a JSON array's text. */
const listValue = (dialect: string, value: unknown) => (Array.isArray(value) && dialect === 'sqlite' ? JSON.stringify(value) : value);

/**
 * `ref` is one of `list` (numbers or strings), the list passed as one value, so that the SQL is
 * the same whatever its length: one statement to prepare and plan, and a query that can be
 * compiled once. PostgreSQL compares with `= any($1)`, an array; SQLite reads the JSON array with
 * `json_each`. Written `ref in (…)`, each length of list was a statement of its own.
 */
export function isAnyOf(db: Database, ref: string, list: readonly unknown[]): RawBuilder<SqlBool> {
  const dialect = dialectOf(db);
  const value = listValue(dialect, list);
  return dialect === 'postgres' ? sql<SqlBool>`${sql.ref(ref)} = any(${value})` : sql<SqlBool>`${sql.ref(ref)} in (select value from json_each(${value}))`;
}

/**
 * The `id` column of every row of `rows` as one value of the row around it, so that a list read
 * beside a row costs no statement of its own: PostgreSQL's `array(…)`, SQLite's
 * `json_group_array`. Read it back with `idsOf`.
 */
export function idListOf(db: Database, rows: Compilable<{ id: number }> & Expression<unknown>): RawBuilder<unknown> {
  return dialectOf(db) === 'postgres' ? sql`array(${rows})` : sql`(select json_group_array(l.id) from ${rows} as l)`;
}

/** The ids of an `idListOf` column: an array from PostgreSQL, a JSON array's text from SQLite. */
export function idsOfList(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? list.map(Number) : [];
}
