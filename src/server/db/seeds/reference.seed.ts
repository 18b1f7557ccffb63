import { CASTES } from './data/castes.ts';
import { CITIES } from './data/cities.ts';
import { COUNTRIES } from './data/countries.ts';
import { RELIGIONS } from './data/religions.ts';
import { STATES } from './data/states.ts';
import { NAKSHATRAS, RASHIS } from '../../../shared/horoscope-masters.ts';
import * as L from './data/lists.ts';
import { idsByName, insertMissing } from './upsert.ts';
import { localNames } from './data/local-names.ts';
import type { Database } from '../database.ts';
import type { TableName } from '../schema.ts';

/** Named lists whose ids follow array order (titles, genders and roles have fixed ids 1–3). */
const NAMED_LISTS = {
  userRole: L.ROLES,
  title: L.TITLES,
  gender: L.GENDERS,
  maritalStatus: L.MARITAL_STATUSES,
  religion: RELIGIONS,
  complexion: L.COMPLEXIONS,
  qualification: L.QUALIFICATIONS,
  occupation: L.OCCUPATIONS,
  employmentType: L.EMPLOYMENT_TYPES,
  familyType: L.FAMILY_TYPES,
  dietaryHabit: L.DIETARY_HABITS,
  smokingHabit: L.SMOKING_HABITS,
  drinkingHabit: L.DRINKING_HABITS,
  gotra: L.GOTRAS,
  mool: L.MOOLS,
  language: L.LANGUAGES,
  documentType: L.DOCUMENT_TYPES,
  menuType: L.MENU_TYPES,
  action: L.ACTIONS,
} satisfies Partial<Record<TableName, readonly string[]>>;

const toCode = (name: string) =>
  name.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^./, (c) => c.toLowerCase());

export async function seedReferenceData(db: Database) {
  for (const [table, names] of Object.entries(NAMED_LISTS) as Array<[keyof typeof NAMED_LISTS, readonly string[]]>) {
    // One row at a time keeps ids in array order on both dialects.
    for (const [index, name] of names.entries()) {
      await insertMissing(db, table, ['name'], [{ name, ...localNames(table, name), code: toCode(name), sortOrder: index + 1, isActive: 1 }]);
    }
  }

  // Rashis and nakshatras keep the codes guna milan reads (src/shared/horoscope-masters.ts).
  for (const [table, entries] of [
    ['rashi', RASHIS],
    ['nakshatra', NAKSHATRAS],
  ] as const) {
    for (const [index, { name, code }] of entries.entries()) {
      await insertMissing(db, table, ['name'], [{ name, ...localNames(table, name), code, sortOrder: index + 1, isActive: 1 }]);
    }
  }

  const religions = await idsByName(db, 'religion');
  for (const [religion, castes] of Object.entries(CASTES)) {
    const religionId = religions.get(religion);
    if (!religionId) throw new Error(`Seed data: castes for unknown religion ${religion}`);
    await insertMissing(
      db,
      'caste',
      ['religionId', 'name'],
      castes.map((name, i) => ({ name, ...localNames('caste', name), religionId, sortOrder: i + 1, isActive: 1 })),
    );
  }

  await insertMissing(
    db,
    'country',
    ['isoCode'],
    COUNTRIES.map((c, i) => ({ ...c, ...localNames('country', c.isoCode), sortOrder: i + 1, isActive: 1 })),
  );
  const countries = await idsByName(db, 'country', 'isoCode');
  for (const [iso, states] of Object.entries(STATES)) {
    const countryId = countries.get(iso);
    if (!countryId) throw new Error(`Seed data: states for unknown country ${iso}`);
    await insertMissing(
      db,
      'state',
      ['countryId', 'name'],
      states.map((name, i) => ({ name, ...localNames('state', name), countryId, sortOrder: i + 1, isActive: 1 })),
    );
  }

  const indianStates = new Map(
    (await db.selectFrom('state').select(['id', 'name']).where('countryId', '=', countries.get('IN')!).execute()).map((r) => [String(r.name), Number(r.id)]),
  );
  for (const [state, cities] of Object.entries(CITIES)) {
    const stateId = indianStates.get(state);
    if (!stateId) throw new Error(`Seed data: cities for unknown state ${state}`);
    await insertMissing(
      db,
      'location',
      ['stateId', 'name'],
      cities.map((name, i) => ({ name, ...localNames('location', name), stateId, sortOrder: i + 1, isActive: 1 })),
    );
  }
}
