import { untyped } from '../../src/server/db/database.ts';
import type { TestApp } from '../helpers/test-app.ts';

const first = async (t: TestApp, table: string, where?: [string, number]) => {
  let q = untyped(t.db).selectFrom(table).select(['id']).orderBy('id');
  if (where) q = q.where(where[0], '=', where[1]);
  return ((await q.executeTakeFirstOrThrow()) as { id: number }).id;
};

/** Seeded ids a complete, valid profile can use, plus a caste of another religion for bad-input tests. */
export async function referenceIds(t: TestApp) {
  const caste = (await untyped(t.db).selectFrom('caste').select(['id', 'religionId']).orderBy('id').executeTakeFirstOrThrow()) as {
    id: number;
    religionId: number;
  };
  const otherCaste = (await untyped(t.db).selectFrom('caste').select(['id']).where('religionId', '!=', caste.religionId).executeTakeFirstOrThrow()) as {
    id: number;
  };
  const state = (await untyped(t.db).selectFrom('state').select(['id', 'countryId']).orderBy('id').executeTakeFirstOrThrow()) as {
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

/** A complete profile of specification section 3, every required field filled. */
export function fullProfile(userId: number, r: ReferenceIds, overrides: Record<string, Record<string, unknown>> = {}) {
  const base = {
    personal: {
      titleId: 1,
      fullName: 'Ananya Sharma',
      dob: '1996-04-12',
      genderId: 2,
      religionId: r.religionId,
      casteId: r.casteId,
      subCaste: 'Gaur',
      height: 162.5,
      complexionId: r.complexionId,
      maritalStatusId: r.maritalStatusId,
      numberOfChildren: null,
      fatherName: 'Rakesh Sharma',
      motherName: 'Sunita Sharma',
    },
    contact: { countryId: r.countryId, stateId: r.stateId, city: 'Pune', address: '12 MG Road', pinCode: '411001' },
    educational: {
      highestQualificationId: r.qualificationId,
      collegeName: 'COEP',
      occupationId: r.occupationId,
      employmentTypeId: r.employmentTypeId,
      annualIncome: 1200000,
    },
    family: { familyTypeId: r.familyTypeId, numberOfSiblings: 1, gotraMasterId: null, moolMasterId: null },
    partnerPreferences: { ageMin: 26, ageMax: 34, religionId: r.religionId, casteId: r.casteId, educationId: r.qualificationId, occupationId: null },
    lifestyle: {
      dietaryHabitsId: r.dietId,
      smokingHabitsId: r.smokingId,
      drinkingHabitsId: r.drinkingId,
      hobbies: 'Reading, trekking',
      aboutMe: 'Software engineer who loves the hills.',
    },
  } as Record<string, Record<string, unknown>>;
  for (const [section, values] of Object.entries(overrides)) base[section] = { ...base[section], ...values };
  return { userId, ...base };
}

export function isoYearsAgo(years: number, days = 0) {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
