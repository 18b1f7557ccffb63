import { fullProfile, type ProfileRefs } from './profile-body.ts';

/**
 * A profile with every field of the six sections filled: the 55 counted ones and the partner
 * preferences beyond them (docs/decisions/036-fifty-five-profile-fields.md). Free of server
 * imports, so browser tests can use it too.
 */
export interface MoreRefs {
  gotraId: number;
  moolId: number;
  languageIds: [number, number];
  rashiId: number;
  nakshatraId: number;
  /** A second religion with one of its castes, for the further choices. */
  otherReligionId: number;
  otherCasteId: number;
  stateIds: [number, number];
}

export function completeProfile(userId: number, r: ProfileRefs, m: MoreRefs) {
  return fullProfile(userId, r, {
    personal: {
      // Never married: no children, which counts as an answer.
      numberOfChildren: 0,
      profileCreatedById: 2,
      motherTongueId: m.languageIds[0],
      weight: 56.5,
      bodyTypeId: 1,
      physicalStatusId: 1,
      birthTime: '06:45',
      birthPlace: 'Nashik',
      rashiId: m.rashiId,
      nakshatraId: m.nakshatraId,
      manglikId: 2,
    },
    educational: { companyName: 'Infosys', workLocation: 'Pune' },
    family: {
      gotraMasterId: m.gotraId,
      moolMasterId: m.moolId,
      fatherOccupation: 'Retired teacher',
      motherOccupation: 'Homemaker',
      familyStatusId: 2,
      familyValuesId: 3,
      familyLocation: 'Nashik, Maharashtra',
    },
    partnerPreferences: {
      occupationId: r.occupationId,
      religionIds: [m.otherReligionId],
      casteIds: [m.otherCasteId],
      educationIds: [r.qualificationId],
      occupationIds: [r.occupationId],
      motherTongueIds: m.languageIds,
      maritalStatusIds: [r.maritalStatusId],
      stateIds: m.stateIds,
      heightMin: 165,
      heightMax: 185,
      incomeMin: 800000,
      incomeMax: 3000000,
      dietaryHabitsIds: [r.dietId],
      manglikPreferenceId: 3,
    },
  });
}
