import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';
import { withId, withTimestamps } from './helpers.ts';

/**
 * The 55 counted profile fields and the richer partner preferences
 * (docs/decisions/036-fifty-five-profile-fields.md), the rashi and nakshatra masters, and the
 * member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). Every new column is
 * nullable (or has a default), so existing profiles keep working and read as not yet filled in.
 * The match window's covering index gains height and mother tongue, which matching now scores.
 */
const NEW_LISTS = ['rashi', 'nakshatra'];

const ref = (table: string) => (c: ColumnDefinitionBuilder) => c.references(`${table}.id`);

const PROFILE_COLUMNS: Array<[string, ColumnDataType, ((c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder)?]> = [
  ['profile_created_by_id', 'integer'],
  ['mother_tongue_id', 'integer', ref('language')],
  ['weight', 'double precision'],
  ['body_type_id', 'integer'],
  ['physical_status_id', 'integer'],
  ['birth_time', 'varchar(5)'],
  ['birth_place', 'varchar(100)'],
  ['rashi_id', 'integer', ref('rashi')],
  ['nakshatra_id', 'integer', ref('nakshatra')],
  ['manglik_id', 'integer'],
  ['company_name', 'varchar(200)'],
  ['work_location', 'varchar(100)'],
  ['father_occupation', 'varchar(100)'],
  ['mother_occupation', 'varchar(100)'],
  ['family_status_id', 'integer'],
  ['family_values_id', 'integer'],
  ['family_location', 'varchar(100)'],
  // Lists of ids joined by commas: at most ten ids of ten digits each.
  ['pref_religion_ids', 'varchar(120)'],
  ['pref_caste_ids', 'varchar(120)'],
  ['pref_education_ids', 'varchar(120)'],
  ['pref_occupation_ids', 'varchar(120)'],
  ['pref_mother_tongue_ids', 'varchar(120)'],
  ['pref_marital_status_ids', 'varchar(120)'],
  ['pref_state_ids', 'varchar(120)'],
  ['pref_dietary_habits_ids', 'varchar(120)'],
  ['pref_height_min', 'double precision'],
  ['pref_height_max', 'double precision'],
  ['pref_income_min', 'double precision'],
  ['pref_income_max', 'double precision'],
  ['pref_manglik_preference_id', 'integer'],
];

/** The window index of 0008-profile-discoverable.ts. */
const WINDOW = [
  'discoverable',
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
  for (const table of NEW_LISTS) {
    await withTimestamps(
      withId(db, table)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(100)')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
    )
      .addUniqueConstraint(`${table}_name_unique`, ['name'])
      .execute();
  }
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  for (const [column, type, build] of PROFILE_COLUMNS) {
    await db.schema
      .alterTable('profile')
      .addColumn(column, type, build ?? ((c) => c))
      .execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('horoscope_matching', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropIndex('profile_discoverable_window_idx').execute();
  await db.schema
    .createIndex('profile_discoverable_window_idx')
    .on('profile')
    .columns([...WINDOW, 'height', 'mother_tongue_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profile_discoverable_window_idx').execute();
  await db.schema.createIndex('profile_discoverable_window_idx').on('profile').columns(WINDOW).execute();
  await db.schema.alterTable('users').dropColumn('horoscope_matching').execute();
  for (const [column] of [...PROFILE_COLUMNS].reverse()) await db.schema.alterTable('profile').dropColumn(column).execute();
  for (const table of [...NEW_LISTS].reverse()) await db.schema.dropTable(table).execute();
}
