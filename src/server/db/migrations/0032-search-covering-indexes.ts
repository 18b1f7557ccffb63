import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Member search reads its filters from its indexes (docs/decisions/044-search-at-a-million.md,
 * second update).
 *
 * A walk in the sort's order checked the age, height, income, "verified" and list filters on
 * the table row, one row read per index entry: a narrow age range with a tall minimum height
 * read 50,000–500,000 rows before its window was full. The three walk indexes now carry every
 * column those filters read after the sort's, so an entry that fails them is passed over in the
 * index: SQLite seeks the table only for entries that pass, and PostgreSQL finds the window's
 * members by an index-only scan (which checks lists too, where a plain index scan would read
 * the row first) and reads only their rows.
 *
 * Age ranges are in nearly every search and had no index: `profile_search_age_idx` is the
 * discoverable profiles of one gender by date of birth, with the same columns, so a narrow age
 * range that few match is read directly and sorted.
 */

/**
 * What the filters read beyond gender and the sort: date of birth first (an age range is the
 * commonest), the last sign-in where it is not the sort ("active within N days"), and the member
 * last, so that PostgreSQL can find a search's members from the index alone (an index-only scan).
 */
const FILTER_COLUMNS = [
  'dob',
  'height',
  'is_verified',
  'annual_income',
  'religion_id',
  'caste_id',
  'state_id',
  'highest_qualification_id',
  'occupation_id',
  'marital_status_id',
  'dietary_habits_id',
];

/** The indexes a search walks in its sort's order (migrations 0027 and 0031), and the sort. */
const WALKS: Array<[string, string]> = [
  ['profile_search_recent_idx', 'updated_at'],
  ['profile_search_new_idx', 'created_at'],
  ['profile_search_active_idx', 'last_active_at'],
];

const sortOf = (db: Kysely<any>, column: string) => (column === 'last_active_at' && isPostgres(db) ? sql`last_active_at desc nulls last` : sql.ref(column));

/** The columns after the sort's: the filters, the last sign-in unless it is the sort, the member. */
const heldBy = (sort: string | null) =>
  sql.join([...FILTER_COLUMNS, ...(sort === 'last_active_at' ? [] : ['last_active_at']), 'user_id'].map((c) => sql.ref(c)));

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, column] of WALKS) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on profile (discoverable, gender_id, ${sortOf(db, column)}, ${heldBy(column)})`.execute(db);
  }
  await sql`create index profile_search_age_idx on profile (discoverable, gender_id, ${heldBy(null)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profile_search_age_idx').execute();
  for (const [name, column] of WALKS) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on profile (discoverable, gender_id, ${sortOf(db, column)})`.execute(db);
  }
}
