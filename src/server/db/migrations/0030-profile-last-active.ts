import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * "Recently active" at a million profiles (docs/decisions/044-search-at-a-million.md): the last
 * sign-in rides on the profile row as `last_active_at` (kept at sign-in with the account's
 * `last_login_at`), and an index of discoverable profiles of one gender by it lets a search walk
 * the most recently active first and stop at its window, instead of joining every account of
 * that gender and sorting them. Newest sign-in first, never signed in last: PostgreSQL is told
 * so in the index; SQLite reads its ascending index backwards, which puts nulls last already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').addColumn('last_active_at', 'text').execute();
  await sql`update profile set last_active_at = (select u.last_login_at from users u where u.id = profile.user_id)`.execute(db);
  if (isPostgres(db)) await sql`create index profile_search_active_idx on profile (discoverable, gender_id, last_active_at desc nulls last)`.execute(db);
  else await db.schema.createIndex('profile_search_active_idx').on('profile').columns(['discoverable', 'gender_id', 'last_active_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profile_search_active_idx').execute();
  await db.schema.alterTable('profile').dropColumn('last_active_at').execute();
}
