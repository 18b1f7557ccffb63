/**
 * The body of a complete profile save, free of server imports so that browser tests can use it too.
 * The reference ids come from the seeded masters (tests/factories/profile-sample.ts reads them
 * from the database; tests/e2e/matching/support.ts through the API).
 */
export interface ProfileRefs {
  religionId: number;
  casteId: number;
  countryId: number;
  stateId: number;
  complexionId: number;
  maritalStatusId: number;
  qualificationId: number;
  occupationId: number;
  employmentTypeId: number;
  familyTypeId: number;
  dietId: number;
  smokingId: number;
  drinkingId: number;
}

/** A complete profile of docs/product/data.md, every required field filled. */
export function fullProfile(userId: number, r: ProfileRefs, overrides: Record<string, Record<string, unknown>> = {}) {
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
