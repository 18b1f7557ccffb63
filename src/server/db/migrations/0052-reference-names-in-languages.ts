import { sql, type Kysely } from 'kysely';
import { CASTE_NAMES_0052 } from './data/0052-caste-names.ts';
import { LIST_NAMES_0052 } from './data/0052-list-names.ts';
import { CITY_NAMES_0052, COUNTRY_NAMES_0052, STATE_NAMES_0052 } from './data/0052-place-names.ts';

/** Every reference list (master) with a name, as named in SQL. */
const LISTS = [
  'religion',
  'caste',
  'complexion',
  'marital_status',
  'qualification',
  'occupation',
  'employment_type',
  'family_type',
  'dietary_habit',
  'smoking_habit',
  'drinking_habit',
  'gotra',
  'mool',
  'gender',
  'title',
  'language',
  'document_type',
  'country',
  'state',
  'location',
  'menu_type',
  'action',
  'user_role',
  'rashi',
  'nakshatra',
] as const;

/** The three plans seeded since the start, as they were shipped: [Hindi, Tamil] of the name and of the description. */
const PLAN_NAMES_0052: Record<string, { name: readonly [string, string]; description: readonly [string, string] }> = {
  'Gold — 3 months': {
    name: ['गोल्ड — 3 महीने', 'கோல்டு — 3 மாதங்கள்'],
    description: [
      'अपनी पसंद के 40 सदस्यों तक के मोबाइल नंबर और ई-मेल 3 महीने तक देखें।',
      'நீங்கள் விரும்பும் 40 உறுப்பினர்கள் வரை அவர்களின் மொபைல் எண்ணையும் மின்னஞ்சலையும் 3 மாதங்களுக்குப் பாருங்கள்.',
    ],
  },
  'Diamond — 6 months': {
    name: ['डायमंड — 6 महीने', 'டைமண்ட் — 6 மாதங்கள்'],
    description: [
      '6 महीने तक 100 सदस्यों तक के संपर्क विवरण देखें, और अपनी प्रोफ़ाइल लिखने में मदद पाएँ।',
      '100 உறுப்பினர்கள் வரை தொடர்பு விவரங்களை 6 மாதங்களுக்குப் பாருங்கள், உங்கள் சுயவிவரத்தை எழுத உதவியும் பெறுங்கள்.',
    ],
  },
  'Platinum — 12 months': {
    name: ['प्लैटिनम — 12 महीने', 'பிளாட்டினம் — 12 மாதங்கள்'],
    description: [
      'पूरे एक साल तक 250 सदस्यों तक के संपर्क विवरण देखें, और हमारी टीम से प्रोफ़ाइल की समीक्षा पाएँ। मैच कभी भुगतान के आधार पर क्रम में नहीं लगाए जाते।',
      'முழு ஓர் ஆண்டுக்கு 250 உறுப்பினர்கள் வரை தொடர்பு விவரங்களைப் பாருங்கள், எங்கள் குழுவின் சுயவிவர மதிப்பாய்வும் உண்டு. பொருத்தங்கள் ஒருபோதும் கட்டணத்தின் அடிப்படையில் வரிசைப்படுத்தப்படுவதில்லை.',
    ],
  },
};

/** The shipped names of one list, by the column its rows are matched on. */
function shipped(table: (typeof LISTS)[number]): { column: string; names: Record<string, readonly [string, string]> } {
  if (table === 'caste') return { column: 'name', names: CASTE_NAMES_0052 };
  if (table === 'country') return { column: 'iso_code', names: COUNTRY_NAMES_0052 };
  if (table === 'state') return { column: 'name', names: STATE_NAMES_0052 };
  if (table === 'location') return { column: 'name', names: CITY_NAMES_0052 };
  if (table === 'nakshatra') return { column: 'name', names: LIST_NAMES_0052.mool };
  return { column: 'name', names: LIST_NAMES_0052[table] ?? {} };
}

/**
 * Reference data in languages (docs/decisions/073-reference-data-in-languages.md): each list row
 * and each plan gets a Hindi and a Tamil name (plans a description too) beside its English one,
 * in the row itself, so cards and lists read them with no join. Empty reads as English. A
 * database seeded before this gets the names shipped with this release for the rows whose English
 * name (a country's ISO code) is still the seeded one; a fresh one gets them from the seed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of LISTS) {
    await db.schema.alterTable(table).addColumn('name_hi', 'text').execute();
    await db.schema.alterTable(table).addColumn('name_ta', 'text').execute();
  }
  for (const column of ['name_hi', 'name_ta', 'description_hi', 'description_ta'])
    await db.schema.alterTable('subscription_plan').addColumn(column, 'text').execute();

  for (const table of LISTS) {
    const { column, names } = shipped(table);
    // Read under one alias: the database's camelCase plugin would name iso_code isoCode.
    const rows = await db
      .selectFrom(table)
      .select(['id', sql.ref(column).as('shippedKey')])
      .execute();
    for (const row of rows) {
      const found = names[String(row.shippedKey)];
      if (found) await db.updateTable(table).set({ name_hi: found[0], name_ta: found[1] }).where('id', '=', row.id).execute();
    }
  }
  const plans = await db.selectFrom('subscription_plan').select(['id', 'name']).execute();
  for (const plan of plans) {
    const found = PLAN_NAMES_0052[String(plan.name)];
    if (found)
      await db
        .updateTable('subscription_plan')
        .set({ name_hi: found.name[0], name_ta: found.name[1], description_hi: found.description[0], description_ta: found.description[1] })
        .where('id', '=', plan.id)
        .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['name_hi', 'name_ta', 'description_hi', 'description_ta']) await db.schema.alterTable('subscription_plan').dropColumn(column).execute();
  for (const table of LISTS) {
    await db.schema.alterTable(table).dropColumn('name_hi').execute();
    await db.schema.alterTable(table).dropColumn('name_ta').execute();
  }
}
