import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { compiledQuery, isAnyOf } from '../../db/compiled-query.ts';
import { keptRowsOf } from '../../db/kept-rows.ts';
import type { Write } from '../../db/write-watch.ts';
import { PUBLIC_LIFETIME_MS } from '../../plugins/public-validators.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';

/** A list row's name in each language as stored (Hindi and Tamil may be empty). */
interface Names {
  en: string | null;
  hi: string | null;
  ta: string | null;
}

/** The reference lists a member's card names: religion, caste, state, occupation, qualification. */
export const NAMED_TABLES = ['religion', 'caste', 'state', 'occupation', 'qualification'] as const;
export type NamedTable = (typeof NAMED_TABLES)[number];

/**
 * As long as the lists themselves are kept by nginx, browsers and the instances (the same
 * minute), when no notice reaches an instance.
 */
export const NAMES_KEEP_MS = PUBLIC_LIFETIME_MS;

const named = new Set<string>(NAMED_TABLES);

/** Whether a write may change a kept name: an insert adds an id no card has asked for yet. */
export const changesNames = (write: Write) => named.has(write.table) && write.kind !== 'insert';

/** The names kept for one database, by `table id`; shared with the other instances as topic `names` (app.ts). */
export const referenceNamesOf = (db: Database) => keptRowsOf<Names | null>(db, 'names', { keepMs: NAMES_KEEP_MS, maxKept: 50_000, changes: changesNames });

/** The names of these ids of each list, in one statement whatever the lists' lengths. */
const namesByIds = compiledQuery((db, religion: number[], caste: number[], state: number[], occupation: number[], qualification: number[]) => {
  const of = (table: NamedTable, ids: number[]) =>
    db
      .selectFrom(table)
      .select([sql.lit(table).as('list'), 'id', 'name', 'nameHi', 'nameTa'])
      .where(isAnyOf(db, 'id', ids));
  return of('religion', religion)
    .unionAll(of('caste', caste))
    .unionAll(of('state', state))
    .unionAll(of('occupation', occupation))
    .unionAll(of('qualification', qualification));
});

export type NameIds = Partial<Record<NamedTable, Array<number | null | undefined>>>;

/**
 * The names the ids point at, in the reader's language (the English name where that language's is
 * empty), read from what this process keeps and, for the rest, from the
 * database in one statement. Cards showed them by joining the five lists in PostgreSQL: those
 * joins were most of the match cards' query, and its plan, made once per connection, went on
 * reading the whole of a list that had grown meanwhile (an administrator adding occupations).
 */
export async function referenceNames(
  db: Database,
  wanted: NameIds,
  locale: Locale = 'en',
): Promise<(table: NamedTable, id: number | null | undefined) => string | null> {
  const kept = referenceNamesOf(db);
  const found = new Map<string, Names | null>();
  const missing: Record<NamedTable, number[]> = { religion: [], caste: [], state: [], occupation: [], qualification: [] };
  let misses = 0;
  for (const table of NAMED_TABLES)
    for (const id of new Set(wanted[table] ?? [])) {
      if (id === null || id === undefined) continue;
      const key = `${table} ${id}`;
      const name = kept.find(key);
      if (name !== undefined) found.set(key, name);
      else {
        missing[table].push(id);
        misses++;
      }
    }
  if (misses) {
    const generation = kept.generation;
    const rows = await namesByIds(db, missing.religion, missing.caste, missing.state, missing.occupation, missing.qualification);
    for (const r of rows) {
      const key = `${r.list} ${Number(r.id)}`;
      const names = { en: r.name ?? null, hi: r.nameHi ?? null, ta: r.nameTa ?? null };
      found.set(key, names);
      kept.keep(key, names, generation);
    }
  }
  return (table, id) => {
    const names = id === null || id === undefined ? null : found.get(`${table} ${id}`);
    return names ? inLanguage(locale, names.en, names.hi, names.ta) : null;
  };
}
