import { sql } from 'kysely';
import { dialectOf, integrityCheck, type Database } from '../../src/server/db/database.ts';

/**
 * What is wrong with the database's consistency, as a list of sentences (empty when sound):
 * SQLite's integrity_check and foreign_key_check; on PostgreSQL, that it answers and that no
 * row of a table with a foreign key points at a missing parent.
 */
export async function integrityProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const check = await integrityCheck(db);
  if (check !== 'ok') problems.push(`integrity check: ${check}`);
  if (dialectOf(db) === 'sqlite') {
    const fk = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
    for (const row of fk.rows) problems.push(`foreign key violation: ${JSON.stringify(row)}`);
    return problems;
  }
  const keys = await sql<{ child: string; column: string; parent: string; parentColumn: string }>`
    select c.conrelid::regclass::text as child, a.attname as column, c.confrelid::regclass::text as parent, pa.attname as "parentColumn"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  if (!keys.rows.length) problems.push('no foreign keys found in the current schema');
  for (const k of keys.rows) {
    const orphans = await sql<{ n: string }>`
      select count(*) as n from ${sql.raw(k.child)} ch
      where ch.${sql.ref(k.column)} is not null
        and not exists (select 1 from ${sql.raw(k.parent)} p where p.${sql.ref(k.parentColumn)} = ch.${sql.ref(k.column)})`.execute(db);
    const n = Number(orphans.rows[0]?.n ?? 0);
    if (n) problems.push(`${n} rows of ${k.child}.${k.column} point at no ${k.parent}`);
  }
  return problems;
}
