import { MIN_MARRIAGE_AGE_FEMALE, MIN_MARRIAGE_AGE_MALE } from '../../../shared/constants.ts';

/**
 * The published rules of matching (docs/product/matching.md). Weights add up to 100; payment is not an input.
 */
export const MATCH_WEIGHTS = {
  ageFit: 15,
  caste: 20,
  education: 15,
  occupation: 10,
  mutual: 25,
  completeness: 10,
  verified: 5,
} as const;

/** Fewer strict matches than this and the engine relaxes caste, then occupation and education. */
export const THIN_RESULT = 20;

/** At most this many of the most recently updated candidates are ranked per request. */
export const CANDIDATE_WINDOW = 1500;

export const GENDER = { male: 1, female: 2, other: 3 } as const;

export interface MemberPrefs {
  userId: number;
  genderId: number | null;
  dob: string | null;
  religionId: number | null;
  casteId: number | null;
  prefAgeMin: number | null;
  prefAgeMax: number | null;
  prefReligionId: number | null;
  prefCasteId: number | null;
  prefEducationId: number | null;
  prefOccupationId: number | null;
  motherTongueId: number | null;
  /** Further choices beside the first (docs/decisions/036-fifty-five-profile-fields.md); empty when "any". */
  prefReligionIds: number[];
  prefCasteIds: number[];
  prefEducationIds: number[];
  prefOccupationIds: number[];
  prefMotherTongueIds: number[];
  prefHeightMin: number | null;
  prefHeightMax: number | null;
}

/** The first choice and the further ones of a preference, without repeats; empty when there is none. */
export function choices(first: number | null, further: number[]): number[] {
  return [...new Set([...(first === null ? [] : [first]), ...further])];
}

export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

/** The latest date of birth of someone at least `age` years old today (YYYY-MM-DD). */
export function dobForAge(age: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Genders a member is matched with: the opposite one, or everyone for gender 3. */
export function targetGenders(genderId: number | null): number[] {
  if (genderId === GENDER.male) return [GENDER.female];
  if (genderId === GENDER.female) return [GENDER.male];
  return [GENDER.male, GENDER.female, GENDER.other];
}

const legalMinimum = (genders: number[]) => Math.min(...genders.map((g) => (g === GENDER.male ? MIN_MARRIAGE_AGE_MALE : MIN_MARRIAGE_AGE_FEMALE)));

/**
 * The age window searched: the member's preference, or a sensible default around their own age
 * when they have none yet, never below the legal marriageable age of the candidates.
 */
export function ageWindow(member: MemberPrefs, today: Date): { min: number; max: number; fromPreference: boolean } {
  const genders = targetGenders(member.genderId);
  const floor = legalMinimum(genders);
  if (member.prefAgeMin !== null || member.prefAgeMax !== null) {
    return { min: Math.max(floor, member.prefAgeMin ?? floor), max: Math.max(floor, member.prefAgeMax ?? 70), fromPreference: true };
  }
  const own = member.dob ? ageOn(member.dob, today) : 28;
  const [below, above] = member.genderId === GENDER.male ? [6, 1] : member.genderId === GENDER.female ? [1, 7] : [5, 5];
  return { min: Math.max(floor, own - below), max: Math.max(floor, own + above), fromPreference: false };
}

/** The legal minimum applies per candidate gender, on top of the window. */
export const legalAgeFor = (genderId: number) => (genderId === GENDER.male ? MIN_MARRIAGE_AGE_MALE : MIN_MARRIAGE_AGE_FEMALE);
