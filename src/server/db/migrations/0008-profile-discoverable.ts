import { sql, type Kysely } from 'kysely';

/**
 * The match window used to check each of its 1,500 candidates' accounts (verified, active, a
 * member) in `users`: 1,500 scattered look-ups per request that stop fitting the cache at a
 * million members. The rule now rides on the profile row as `discoverable` (kept by
 * modules/discovery/discoverable.ts) and leads the window index, so the walk reads one index
 * range of discoverable profiles and never touches `users`.
 */
const WINDOW = [
  'gender_id',
  'religion_id',
  'updated_at',
  'dob',
  'user_id',
  'caste_id',
  'highest_qualification_id',
  'occupation_id',
  'pref_religion_id',
  'pref_age_min',
  'pref_age_max',
  'pref_caste_id',
  'completeness',
  'is_verified',
];
const MEMBER_ROLE_ID = 2;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profile')
    .addColumn('discoverable', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update profile set discoverable = 1 where exists (
    select 1 from users u where u.id = profile.user_id and u.is_verified = 1 and u.is_active = 1 and u.user_role_id = ${sql.lit(MEMBER_ROLE_ID)})`.execute(db);
  await db.schema
    .createIndex('profile_discoverable_window_idx')
    .on('profile')
    .columns(['discoverable', ...WINDOW])
    .execute();
  await db.schema.dropIndex('profile_window_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_window_idx').on('profile').columns(WINDOW).execute();
  await db.schema.dropIndex('profile_discoverable_window_idx').execute();
  await db.schema.alterTable('profile').dropColumn('discoverable').execute();
}
