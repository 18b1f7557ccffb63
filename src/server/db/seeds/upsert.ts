import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import type { DB, NewRow, TableName } from '../schema.ts';

/**
 * Seeds name their table and key columns as values, so the two helpers below query through a
 * view that knows the tables but not their columns; their signatures check both for the caller.
 */
const byName = (db: Database) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

type Seeded<T extends TableName> = Omit<NewRow<T>, 'createdAt' | 'updatedAt'>;

/**
 * Idempotent seeding: rows are matched on a natural key and inserted only when missing, so a
 * seed can run at every start without touching what administrators have changed.
 */
export async function insertMissing<T extends TableName>(db: Database, table: T, key: Array<keyof DB[T] & string>, rows: Seeded<T>[], timestamps = true) {
  if (!rows.length) return 0;
  const now = new Date().toISOString();
  const q = byName(db);
  const existing = await q.selectFrom<string>(table).select(key).execute();
  const keyOf = (r: Record<string, unknown>) => key.map((k) => String(r[k])).join('\u0000');
  const seen = new Set(existing.map(keyOf));
  const missing = (rows as Record<string, unknown>[]).filter((r) => !seen.has(keyOf(r)));
  for (let i = 0; i < missing.length; i += 200) {
    const chunk = missing.slice(i, i + 200).map((r) => (timestamps ? { createdAt: now, updatedAt: now, ...r } : r));
    await q.insertInto<string>(table).values(chunk).execute();
  }
  return missing.length;
}

/** Maps natural names to ids after seeding, for rows that refer to others. */
export async function idsByName<T extends TableName>(db: Database, table: T, column = 'name' as keyof DB[T] & string): Promise<Map<string, number>> {
  const rows: Record<string, unknown>[] = await byName(db)
    .selectFrom<string>(table)
    .select(['id', column as string])
    .execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}
