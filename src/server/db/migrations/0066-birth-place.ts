import type { Kysely } from 'kysely';

/**
 * The birth details a chart needs beyond the profile's date, time and place of birth
 * (docs/decisions/082-horoscope-from-birth-details.md): the place as the gazetteer knows it (its
 * GeoNames id, so a town that shares its name with another is the one the member chose), and the
 * UTC offset the clocks showed at the birth, in minutes, when the member states one over her
 * time zone's history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').addColumn('birth_place_id', 'integer').execute();
  await db.schema.alterTable('profile').addColumn('birth_utc_offset', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profile').dropColumn('birth_utc_offset').execute();
  await db.schema.alterTable('profile').dropColumn('birth_place_id').execute();
}
