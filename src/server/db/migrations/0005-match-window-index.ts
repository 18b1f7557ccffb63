import type { Kysely } from 'kysely';

/**
 * The match window walks one gender and religion newest first, keeps the first 1,500 whose date
 * of birth fits, and scores them. Every column it reads is in this index (the date of birth, the
 * user id and the scored columns: caste, education, occupation, partner preferences,
 * completeness, verified), so the walk and the scoring never read the profile table and stop
 * early, whatever the number of profiles. The two older indexes lose to it: with (gender,
 * religion, dob) both planners range-scanned every profile of the age band and sorted them (tens
 * of thousands of table reads at 100,000 profiles), and (gender, religion, updated_at, dob)
 * still read 1,500 scattered table rows per request.
 */
const COLUMNS = [
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

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_window_idx').on('profile').columns(COLUMNS).execute();
  // The 1,500 candidates' accounts (verified, active, a member) checked from the index alone:
  // without it PostgreSQL hash-joined a full scan of users per request at 100,000 members.
  await db.schema.createIndex('users_discoverable_idx').on('users').columns(['id', 'is_verified', 'is_active', 'user_role_id']).execute();
  await db.schema.dropIndex('profile_discovery_idx').execute();
  await db.schema.dropIndex('profile_match_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_match_idx').on('profile').columns(['gender_id', 'religion_id', 'dob']).execute();
  await db.schema.createIndex('profile_discovery_idx').on('profile').columns(['gender_id', 'religion_id', 'updated_at', 'dob']).execute();
  await db.schema.dropIndex('users_discoverable_idx').execute();
  await db.schema.dropIndex('profile_window_idx').execute();
}
