/**
 * Short fixed lists of the profile (docs/decisions/036-fifty-five-profile-fields.md): answers that
 * never change per site, so they are numbered constants like titles and genders, not masters.
 */
export const PROFILE_CREATED_BY = { 1: 'Self', 2: 'Parent', 3: 'Sibling', 4: 'Relative', 5: 'Friend' } as const;
export const MANGLIK = { 1: 'Yes', 2: 'No', 3: 'Partial (Anshik)', 4: "Don't know" } as const;
export const BODY_TYPE = { 1: 'Slim', 2: 'Average', 3: 'Athletic', 4: 'Heavy' } as const;
export const PHYSICAL_STATUS = { 1: 'Normal', 2: 'Physically challenged' } as const;
export const FAMILY_STATUS = { 1: 'Middle class', 2: 'Upper middle class', 3: 'Rich', 4: 'Affluent' } as const;
export const FAMILY_VALUES = { 1: 'Orthodox', 2: 'Traditional', 3: 'Moderate', 4: 'Liberal' } as const;
/** What a member looks for in a partner's manglik status. */
export const MANGLIK_PREFERENCE = { 1: 'Manglik only', 2: 'Non-manglik only', 3: "Doesn't matter" } as const;

/** Most further choices a partner-preference list takes (an empty list means "any"). */
export const MAX_PREFERENCE_CHOICES = 10;

const size = (list: object) => Object.keys(list).length;
export const CHOICE_COUNTS = {
  profileCreatedBy: size(PROFILE_CREATED_BY),
  manglik: size(MANGLIK),
  bodyType: size(BODY_TYPE),
  physicalStatus: size(PHYSICAL_STATUS),
  familyStatus: size(FAMILY_STATUS),
  familyValues: size(FAMILY_VALUES),
  manglikPreference: size(MANGLIK_PREFERENCE),
} as const;
