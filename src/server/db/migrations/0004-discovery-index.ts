import type { Kysely } from 'kysely';

/**
 * Matching reads a bounded window of the most recently updated candidates of one gender and
 * religion; the date of birth rides in the index so the age filter never touches the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('profile_discovery_idx').on('profile').columns(['gender_id', 'religion_id', 'updated_at', 'dob']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profile_discovery_idx').execute();
}
