import { boolean, integer, nullable, number, object, optional, string, type, unknown, validate, type Infer, type Struct } from 'superstruct';
import { pageOf } from './reply';
import { MARITAL_STATUS_NEVER_MARRIED, MIN_MEMBER_AGE, PIN_CODE_MAX } from '../constants';
import { CHOICE_COUNTS as N, MAX_PREFERENCE_CHOICES as MANY } from '../profile-choices';
import { describeStructError } from '../validation/errors';
import { field, heightToCm, isoDate, validIsoDate, yearsAgo } from './profile-fields';
import { profileCheck as said, type ProfileCheckMessage } from './profile-checks';
import type { CodedMessage } from '../message-code';

/**
 * The member's profile of docs/product/data.md, nested by its sections. One schema for the
 * seven-tab form and for PUT /user-matrimonial-detail/UpdateUserMatrimonial: `strict` (the final
 * save) requires every field docs/product/data.md marks required; the wizard's saves do not.
 */
export const PREF_AGE_MIN = 18;
export const PREF_AGE_MAX = 70;

function dobRule(value: string): ProfileCheckMessage | true {
  if (!validIsoDate(value)) return said('dateFormat');
  const now = new Date();
  if (value > isoDate(now)) return said('dobFuture');
  if (value > yearsAgo(now, MIN_MEMBER_AGE)) return said('dobUnderAge');
  return true;
}

/** An Indian PIN code has exactly six digits (within the original 'at most 6', docs/product/validation.md). */
const pinRule = (value: string) => (new RegExp(`^\\d{${PIN_CODE_MAX}}$`).test(value) ? true : said('pinCode'));

const FIELDS = {
  personal: {
    titleId: field<number>('ref', 'Title', { max: 3 }),
    fullName: field<string>('text', 'Full name', { required: true, max: 100 }),
    dob: field<string>('date', 'Date of birth', { required: true }, dobRule),
    genderId: field<number>('ref', 'Gender', { required: true, max: 3 }),
    religionId: field<number>('ref', 'Religion', { required: true }),
    casteId: field<number>('ref', 'Caste/Community', { required: true }),
    subCaste: field<string>('text', 'Sub-caste', { max: 100 }),
    height: field<number>('decimal', 'Height (cm)', { min: 90, max: 250, parse: heightToCm }),
    complexionId: field<number>('ref', 'Complexion', { required: true }),
    maritalStatusId: field<number>('ref', 'Marital status', { required: true }),
    numberOfChildren: field<number>('int', 'Number of children', { min: 0, max: 20 }),
    fatherName: field<string>('text', "Father's name", { max: 100 }),
    motherName: field<string>('text', "Mother's name", { max: 100 }),
    profileCreatedById: field<number>('ref', 'Profile created by', { max: N.profileCreatedBy, fixedList: true }),
    motherTongueId: field<number>('ref', 'Mother tongue'),
    weight: field<number>('decimal', 'Weight (kg)', { min: 30, max: 250 }),
    bodyTypeId: field<number>('ref', 'Body type', { max: N.bodyType, fixedList: true }),
    physicalStatusId: field<number>('ref', 'Physical status', { max: N.physicalStatus, fixedList: true }),
    birthTime: field<string>('time', 'Time of birth'),
    birthPlace: field<string>('text', 'Place of birth', { max: 100 }),
    rashiId: field<number>('ref', 'Rashi (moon sign)'),
    nakshatraId: field<number>('ref', 'Nakshatra (birth star)'),
    manglikId: field<number>('ref', 'Manglik', { max: N.manglik, fixedList: true }),
  },
  contact: {
    countryId: field<number>('ref', 'Country', { required: true }),
    stateId: field<number>('ref', 'State'),
    city: field<string>('text', 'City', { max: 100 }),
    address: field<string>('text', 'Address', { max: 300 }),
    pinCode: field<string>('text', 'Pin code', {}, pinRule),
  },
  educational: {
    highestQualificationId: field<number>('ref', 'Highest qualification', { required: true }),
    collegeName: field<string>('text', 'College / university', { max: 200 }),
    occupationId: field<number>('ref', 'Occupation', { required: true }),
    employmentTypeId: field<number>('ref', 'Employment type', { required: true }),
    annualIncome: field<number>('decimal', 'Annual income (INR)', { min: 0, max: 10_000_000_000 }),
    companyName: field<string>('text', 'Employer / company', { max: 200 }),
    workLocation: field<string>('text', 'Work location', { max: 100 }),
  },
  family: {
    familyTypeId: field<number>('ref', 'Family type', { required: true }),
    numberOfSiblings: field<number>('int', 'Number of siblings', { min: 0, max: 30 }),
    gotraMasterId: field<number>('ref', 'Gotra'),
    moolMasterId: field<number>('ref', 'Mool'),
    fatherOccupation: field<string>('text', "Father's occupation", { max: 100 }),
    motherOccupation: field<string>('text', "Mother's occupation", { max: 100 }),
    familyStatusId: field<number>('ref', 'Family status', { max: N.familyStatus, fixedList: true }),
    familyValuesId: field<number>('ref', 'Family values', { max: N.familyValues, fixedList: true }),
    familyLocation: field<string>('text', 'Family location', { max: 100 }),
  },
  partnerPreferences: {
    ageMin: field<number>('int', 'Minimum age', { min: PREF_AGE_MIN, max: PREF_AGE_MAX }),
    ageMax: field<number>('int', 'Maximum age', { min: PREF_AGE_MIN, max: PREF_AGE_MAX }),
    religionId: field<number>('ref', 'Preferred religion', { required: true }),
    casteId: field<number>('ref', 'Preferred caste', { required: true }),
    educationId: field<number>('ref', 'Preferred education'),
    occupationId: field<number>('ref', 'Preferred occupation'),
    // Further choices beside the original single choice (docs/product/data.md), and new preferences: an empty
    // list is "any", a complete answer, so none of these is counted by the progress figure.
    religionIds: field<number[]>('refs', 'Other preferred religions', { max: MANY, counted: false }),
    casteIds: field<number[]>('refs', 'Other preferred castes', { max: MANY, counted: false }),
    educationIds: field<number[]>('refs', 'Other preferred education', { max: MANY, counted: false }),
    occupationIds: field<number[]>('refs', 'Other preferred occupations', { max: MANY, counted: false }),
    motherTongueIds: field<number[]>('refs', 'Preferred mother tongues', { max: MANY, counted: false }),
    maritalStatusIds: field<number[]>('refs', 'Preferred marital status', { max: MANY, counted: false }),
    stateIds: field<number[]>('refs', 'Preferred states (India)', { max: MANY, counted: false }),
    heightMin: field<number>('decimal', 'Minimum height (cm)', { min: 90, max: 250, parse: heightToCm, counted: false }),
    heightMax: field<number>('decimal', 'Maximum height (cm)', { min: 90, max: 250, parse: heightToCm, counted: false }),
    incomeMin: field<number>('decimal', 'Minimum annual income (INR)', { min: 0, max: 10_000_000_000, counted: false }),
    incomeMax: field<number>('decimal', 'Maximum annual income (INR)', { min: 0, max: 10_000_000_000, counted: false }),
    dietaryHabitsIds: field<number[]>('refs', 'Preferred diet', { max: MANY, counted: false }),
    manglikPreferenceId: field<number>('ref', 'Manglik preference', { max: N.manglikPreference, fixedList: true, counted: false }),
  },
  lifestyle: {
    dietaryHabitsId: field<number>('ref', 'Dietary habits', { required: true }),
    smokingHabitsId: field<number>('ref', 'Smoking habits', { required: true }),
    drinkingHabitsId: field<number>('ref', 'Drinking habits', { required: true }),
    hobbies: field<string>('text', 'Hobbies', { max: 500 }),
    aboutMe: field<string>('text', 'About me', { max: 2000 }),
  },
};

type Fields = typeof FIELDS;
export type SectionKey = keyof Fields;
export const PROFILE_SECTIONS = Object.keys(FIELDS) as SectionKey[];
export type FieldName<S extends SectionKey> = keyof Fields[S] & string;

function sectionStruct<S extends SectionKey>(section: S, strict: boolean) {
  const shape = Object.fromEntries(Object.entries(FIELDS[section]).map(([k, make]) => [k, make(strict)]));
  return object(shape) as unknown as Struct<{ [K in keyof Fields[S]]: Fields[S][K] extends (s: boolean) => Struct<infer T, unknown> ? T : never }, null>;
}

function profileStruct(strict: boolean) {
  const section = <S extends SectionKey>(s: S) => (strict ? sectionStruct(s, true) : optional(sectionStruct(s, false)));
  return object({
    userId: field<number>('ref', 'User', { required: true })(true) as unknown as Struct<number, null>,
    final: optional(boolean()),
    personal: section('personal'),
    contact: section('contact'),
    educational: section('educational'),
    family: section('family'),
    partnerPreferences: section('partnerPreferences'),
    lifestyle: section('lifestyle'),
    // The early short form of the profile (docs/product/data.md) lists an 'income' section without fields: tolerated, ignored.
    income: optional(unknown()),
  });
}

export const ProfileDraftSchema = profileStruct(false);

/** A profile as stored: every section with every field (null when empty), progress and verification. */
export const ProfileViewReply = type({
  userId: integer(),
  personal: sectionStruct('personal', false),
  contact: sectionStruct('contact', false),
  educational: sectionStruct('educational', false),
  family: sectionStruct('family', false),
  partnerPreferences: sectionStruct('partnerPreferences', false),
  lifestyle: sectionStruct('lifestyle', false),
  completeness: number(),
  isVerified: boolean(),
  updatedAt: nullable(string()),
});
export type ProfileView = Infer<typeof ProfileViewReply>;
/** The contact section as another member reads it: address and pin code come only with the contact details. */
export const PublicContactReply = object(
  Object.fromEntries(
    Object.entries(FIELDS.contact)
      .filter(([name]) => name !== 'address' && name !== 'pinCode')
      .map(([name, make]) => [name, make(false)]),
  ),
) as unknown as Struct<Omit<Infer<typeof ProfileViewReply>['contact'], 'address' | 'pinCode'>, null>;
export const ProfilePageReply = pageOf(ProfileViewReply);
export const ProfileFinalSchema = profileStruct(true);
export type ProfileInput = Infer<typeof ProfileFinalSchema>;
export type ProfileSections = Omit<ProfileInput, 'userId' | 'final' | 'income'>;
export type ProfileDraft = Infer<typeof ProfileDraftSchema>;

type Made = { label: string; fieldKind: string; options: { required?: boolean; max?: number; min?: number; counted?: boolean } };
const made = (section: SectionKey, name: string) => (FIELDS[section] as Record<string, (s: boolean) => Made>)[name](true);

/** Whether 'section.name' names a field of the profile (an error key may name anything a client sent). */
export const isProfileField = (section: string, name: string): boolean => Object.hasOwn(FIELDS, section) && Object.hasOwn(FIELDS[section as SectionKey], name);

/** Label and options of one field, for forms and messages. */
export function fieldInfo<S extends SectionKey>(section: S, name: FieldName<S>) {
  const { label, fieldKind, options } = made(section, name);
  return { label, kind: fieldKind, required: Boolean(options.required), max: options.max, min: options.min, counted: options.counted !== false };
}

/** The fields the progress figure counts, per section: 55 in all (docs/decisions/036-fifty-five-profile-fields.md). */
export const COUNTED_FIELDS = Object.fromEntries(
  PROFILE_SECTIONS.map((section) => [section, Object.keys(FIELDS[section]).filter((name) => made(section, name).options.counted !== false)]),
) as { [S in SectionKey]: Array<FieldName<S>> };

/** Rules across fields, keyed like the API's error.fields ('partnerPreferences.ageMin'). */
export function crossFieldErrors(p: Partial<ProfileSections>): Record<string, ProfileCheckMessage> {
  const errors: Record<string, ProfileCheckMessage> = {};
  const prefs = p.partnerPreferences;
  if (prefs?.ageMin != null && prefs?.ageMax != null && prefs.ageMin > prefs.ageMax) errors['partnerPreferences.ageMin'] = said('ageRange');
  if (prefs?.heightMin != null && prefs?.heightMax != null && prefs.heightMin > prefs.heightMax) errors['partnerPreferences.heightMin'] = said('heightRange');
  if (prefs?.incomeMin != null && prefs?.incomeMax != null && prefs.incomeMin > prefs.incomeMax) errors['partnerPreferences.incomeMin'] = said('incomeRange');
  const personal = p.personal;
  if (personal?.maritalStatusId === MARITAL_STATUS_NEVER_MARRIED && personal.numberOfChildren) {
    errors['personal.numberOfChildren'] = said('childrenWhenNeverMarried');
  }
  return errors;
}

export const SECTION_LABELS: Record<string, string> = {
  personal: 'Personal',
  contact: 'Contact',
  educational: 'Education',
  family: 'Family',
  partnerPreferences: 'Partner preferences',
  lifestyle: 'Lifestyle',
};

/**
 * The validator's own words ('contact has the wrong type', 'Expected …', a field path) become
 * sentences a person can act on: a missing or malformed section, a field the profile does not have.
 */
function readable({ message: original, fields, fieldCodes }: { message: string; fields: Record<string, string>; fieldCodes: Record<string, CodedMessage> }) {
  const out: Record<string, string> = {};
  const codes: Record<string, CodedMessage> = {};
  for (const [key, message] of Object.entries(fields)) {
    const raw = /wrong type|^Expected|^Unknown field|^[\w.]+: /.test(message) || message.includes(key);
    const coded = !raw
      ? fieldCodes[key]
      : key === '_'
        ? said('profileNotObject')
        : SECTION_LABELS[key]
          ? said('sectionMissing', SECTION_LABELS[key], { section: key })
          : key === 'userId'
            ? said('userIdMissing')
            : said('notInProfile');
    out[key] = raw && coded ? coded.text : message;
    if (coded) codes[key] = coded;
  }
  const messages = [...new Set(Object.values(out))];
  // A flood of problems keeps its count ('(and 497 more)'), so the reply stays short but honest.
  const more = /\(and \d+ more\)$/.exec(original)?.[0];
  return { message: [...messages.slice(0, 3), ...(more ? [more] : [])].join(' '), fields: out, fieldCodes: codes };
}

/** A refusal: the English texts by field, and the coded message of each field whose check has one (profile-checks.ts). */
export type ProfileCheck =
  { ok: true; value: ProfileDraft } | { ok: false; message: string; fields: Record<string, string>; fieldCodes: Record<string, CodedMessage> };

/** Validates and coerces a profile exactly as the API will: the form calls this before saving. */
export function checkProfile(input: unknown, strict: boolean): ProfileCheck {
  const [error, value] = validate(input ?? {}, strict ? ProfileFinalSchema : ProfileDraftSchema, { coerce: true });
  if (error) return { ok: false, ...readable(describeStructError(error)) };
  const fields = crossFieldErrors(value as Partial<ProfileSections>);
  if (Object.keys(fields).length) {
    const texts = Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, message.text]));
    return { ok: false, message: Object.values(texts).join('; '), fields: texts, fieldCodes: fields };
  }
  return { ok: true, value: value as ProfileDraft };
}

/** Every field of every section, empty: the form's starting values and the API's empty profile. */
export function emptySections(): ProfileSections {
  const result = checkProfile({ userId: 1, ...Object.fromEntries(PROFILE_SECTIONS.map((s) => [s, {}])) }, false);
  const { userId: _userId, final: _final, income: _income, ...sections } = (result.ok ? result.value : {}) as ProfileDraft;
  return sections as ProfileSections;
}
