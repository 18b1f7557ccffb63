import type { TestApp } from '../helpers/test-app.ts';

type NamedList =
  'complexion' | 'maritalStatus' | 'qualification' | 'occupation' | 'employmentType' | 'familyType' | 'dietaryHabit' | 'smokingHabit' | 'drinkingHabit';

const first = async (t: TestApp, table: NamedList) => (await t.db.selectFrom(table).select(['id']).orderBy('id').executeTakeFirstOrThrow()).id;

/** Seeded ids a complete, valid profile can use, plus a caste of another religion for bad-input tests. */
export async function referenceIds(t: TestApp) {
  const caste = (await t.db.selectFrom('caste').select(['id', 'religionId']).orderBy('id').executeTakeFirstOrThrow()) as {
    id: number;
    religionId: number;
  };
  const otherCaste = (await t.db.selectFrom('caste').select(['id']).where('religionId', '!=', caste.religionId).executeTakeFirstOrThrow()) as {
    id: number;
  };
  const state = (await t.db.selectFrom('state').select(['id', 'countryId']).orderBy('id').executeTakeFirstOrThrow()) as {
    id: number;
    countryId: number;
  };
  return {
    religionId: caste.religionId,
    casteId: caste.id,
    otherCasteId: otherCaste.id,
    countryId: state.countryId,
    stateId: state.id,
    complexionId: await first(t, 'complexion'),
    maritalStatusId: await first(t, 'maritalStatus'),
    qualificationId: await first(t, 'qualification'),
    occupationId: await first(t, 'occupation'),
    employmentTypeId: await first(t, 'employmentType'),
    familyTypeId: await first(t, 'familyType'),
    dietId: await first(t, 'dietaryHabit'),
    smokingId: await first(t, 'smokingHabit'),
    drinkingId: await first(t, 'drinkingHabit'),
  };
}

export type ReferenceIds = Awaited<ReturnType<typeof referenceIds>>;

export { fullProfile } from './profile-body.ts';

export function isoYearsAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
