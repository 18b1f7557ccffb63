import type { Kysely } from 'kysely';

/**
 * Idempotent seeding: rows are matched on a natural key and inserted only when missing, so a
 * seed can run at every start without touching what administrators have changed.
 */
export async function insertMissing(db: Kysely<any>, table: string, key: string[], rows: Record<string, unknown>[], timestamps = true) {
  if (!rows.length) return 0;
  const now = new Date().toISOString();
  const existing = await db.selectFrom(table).select(key).execute();
  const seen = new Set(existing.map((r) => key.map((k) => String(r[k])).join('\u0000')));
  const missing = rows.filter((r) => !seen.has(key.map((k) => String(r[k])).join('\u0000')));
  for (let i = 0; i < missing.length; i += 200) {
    const chunk = missing.slice(i, i + 200).map((r) => (timestamps ? { createdAt: now, updatedAt: now, ...r } : r));
    await db.insertInto(table).values(chunk).execute();
  }
  return missing.length;
}

/** Maps natural names to ids after seeding, for rows that refer to others. */
export async function idsByName(db: Kysely<any>, table: string, column = 'name'): Promise<Map<string, number>> {
  const rows = await db.selectFrom(table).select(['id', column]).execute();
  return new Map(rows.map((r) => [String(r[column]), Number(r.id)]));
}
