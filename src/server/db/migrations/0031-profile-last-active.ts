import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * Member search at a million profiles (docs/decisions/044-search-at-a-million.md).
 *
 * "Recently active": the last sign-in rides on the profile row as `last_active_at` (kept at
 * sign-in with the account's `last_login_at`), and an index of discoverable profiles of one gender by it lets a search walk
 * the most recently active first and stop at its window, instead of joining every account of
 * that gender and sorting them. Newest sign-in first, never signed in last: PostgreSQL is told
 * so in the index; SQLite reads its ascending index backwards, which puts nulls last already.
 *
 * A narrow filter (a caste, a city, a state, an occupation…) left the search walking every
 * discoverable profile of the gender in the sort's order to fill its window, half a million rows
 * when few match: an index per narrow filter lets the planners read only the rows of the chosen
 * values and sort those.
 */

/** Discoverable profiles of one gender by one narrow filter: the planners start from these when a filter is rare. */
const FILTER_INDEXES: Array<[string, string]> = [
  ['profile_search_caste_idx', 'caste_id'],
  ['profile_search_state_idx', 'state_id'],
  ['profile_search_city_idx', 'lower(city)'],
  ['profile_search_occupation_idx', 'occupation_id'],
  ['profile_search_education_idx', 'highest_qualification_id'],
  ['profile_search_marital_idx', 'marital_status_id'],
  ['profile_search_diet_idx', 'dietary_habits_id'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').addColumn('last_active_at', 'text').execute();
  await sql`update profile set last_active_at = (select u.last_login_at from users u where u.id = profile.user_id)`.execute(db);
  const active = isPostgres(db) ? sql`last_active_at desc nulls last` : sql`last_active_at`;
  await sql`create index profile_search_active_idx on profile (discoverable, gender_id, ${active})`.execute(db);
  // One religion is the commonest filter: its members newest and most recently active first
  // (most recently updated first is profile_discoverable_window_idx, decision 011).
  await sql`create index profile_search_religion_new_idx on profile (discoverable, gender_id, religion_id, created_at)`.execute(db);
  await sql`create index profile_search_religion_active_idx on profile (discoverable, gender_id, religion_id, ${active})`.execute(db);
  for (const [name, column] of FILTER_INDEXES) await sql`create index ${sql.id(name)} on profile (discoverable, gender_id, ${sql.raw(column)})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of FILTER_INDEXES) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('profile_search_religion_active_idx').execute();
  await db.schema.dropIndex('profile_search_religion_new_idx').execute();
  await db.schema.dropIndex('profile_search_active_idx').execute();
  await db.schema.alterTable('profile').dropColumn('last_active_at').execute();
}
