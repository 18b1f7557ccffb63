import type { Kysely } from 'kysely';

const camel = (s: string) => s.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export type TableColumns = Map<string, Set<string>>;

/** Reads the live schema once at start so generic code knows which tables keep timestamps. */
export async function readTableColumns(db: Kysely<any>): Promise<TableColumns> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((t) => [camel(t.name), new Set(t.columns.map((c) => camel(c.name)))]));
}
