import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

// A migration is frozen: it keeps its own copy of the code rule of the day it was written
// ("SM" and six characters of Crockford's base 32, modules/auth/profile-code.ts), so a later
// change to that module cannot change what this migration did.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Codes for `count` accounts, different from each other. */
function freshCodes(count: number): string[] {
  const taken = new Set<string>();
  while (taken.size < count) {
    let code = 'SM';
    for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    taken.add(code);
  }
  return [...taken];
}

/**
 * Member search (docs/product/matching.md; docs/decisions/034-member-search-query.md and 035-profile-codes.md):
 *
 * - every account gets a short public profile code, drawn at random (existing accounts here,
 *   new ones at registration), unique through an index;
 * - saved searches: up to five named filter sets per member, with the daily-digest choice;
 * - two indexes for the search window: discoverable profiles of one gender, most recently
 *   updated first ("best match" ranks inside that window) and newest first ("newest"), so a
 *   search walks an index range and stops at the window instead of sorting every profile;
 * - accounts by last sign-in, for "recently active" and "active within N days".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('profile_code', 'varchar(8)').execute();
  const ids = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((r) => Number(r.id));
  const codes = freshCodes(ids.length);
  for (let i = 0; i < ids.length; i++) await db.updateTable('users').set({ profile_code: codes[i] }).where('id', '=', ids[i]).execute();
  await db.schema.createIndex('users_profile_code_idx').on('users').column('profile_code').unique().execute();
  await db.schema.createIndex('users_last_login_idx').on('users').columns(['last_login_at']).execute();

  await db.schema.createIndex('profile_search_recent_idx').on('profile').columns(['discoverable', 'gender_id', 'updated_at']).execute();
  await db.schema.createIndex('profile_search_new_idx').on('profile').columns(['discoverable', 'gender_id', 'created_at']).execute();

  await withId(db, 'saved_search')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('filters', 'text', (c) => c.notNull())
    .addColumn('include_in_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('saved_search_name_unique', ['user_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_search').execute();
  await db.schema.dropIndex('profile_search_new_idx').execute();
  await db.schema.dropIndex('profile_search_recent_idx').execute();
  await db.schema.dropIndex('users_last_login_idx').execute();
  await db.schema.dropIndex('users_profile_code_idx').execute();
  await db.schema.alterTable('users').dropColumn('profile_code').execute();
}
