import type { Kysely } from 'kysely';

/**
 * The match window walks one gender and religion newest first and keeps the first 1,500 whose
 * date of birth fits. With the date of birth and the user id in the index that walk never
 * touches the table and stops early, whatever the number of profiles. The two older indexes
 * lose to it: with (gender, religion, dob) both planners range-scanned every profile of the
 * age band and sorted them (tens of thousands of table reads at 100,000 profiles), and
 * (gender, religion, updated_at, dob) still read the table for every candidate's user id.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_window_idx').on('profile').columns(['gender_id', 'religion_id', 'updated_at', 'dob', 'user_id']).execute();
  await db.schema.dropIndex('profile_discovery_idx').execute();
  await db.schema.dropIndex('profile_match_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_match_idx').on('profile').columns(['gender_id', 'religion_id', 'dob']).execute();
  await db.schema.createIndex('profile_discovery_idx').on('profile').columns(['gender_id', 'religion_id', 'updated_at', 'dob']).execute();
  await db.schema.dropIndex('profile_window_idx').execute();
}
