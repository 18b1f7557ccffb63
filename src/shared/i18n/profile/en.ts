import { english, icu } from '../compile';
import { GENDER_IDS, TITLE_IDS } from '../../constants';
import { DOCUMENT_TEXT, MSG, PROFILE_VALIDATION } from '../../messages';
import { BODY_TYPE, FAMILY_STATUS, FAMILY_VALUES, MANGLIK, MANGLIK_PREFERENCE, PHYSICAL_STATUS, PROFILE_CREATED_BY } from '../../profile-choices';
import { fieldInfo, PROFILE_SECTIONS, type FieldName, type SectionKey } from '../../schemas/profile';
import { PHOTO_VISIBILITY_LABELS } from '../../schemas/photos';
import { DOCUMENT_KEYS, type DocumentKey } from '../../document-keys';
import type { Widen } from '../widen';

/** Every field's label, by section: a field missing in a language does not compile. */
export type FieldLabels = { [S in SectionKey]: Record<FieldName<S>, string> };

/** The English labels are the shared schema's (docs/product/states.md), so they stay verbatim. */
const schemaLabels = (): FieldLabels => {
  const ui: Record<SectionKey, readonly string[]> = {
    personal: [
      'titleId',
      'fullName',
      'dob',
      'genderId',
      'religionId',
      'casteId',
      'subCaste',
      'height',
      'complexionId',
      'maritalStatusId',
      'numberOfChildren',
      'fatherName',
      'motherName',
      'profileCreatedById',
      'motherTongueId',
      'weight',
      'bodyTypeId',
      'physicalStatusId',
      'birthTime',
      'birthPlace',
      'rashiId',
      'nakshatraId',
      'manglikId',
    ],
    contact: ['countryId', 'stateId', 'city', 'address', 'pinCode'],
    educational: ['highestQualificationId', 'collegeName', 'occupationId', 'employmentTypeId', 'annualIncome', 'companyName', 'workLocation'],
    family: [
      'familyTypeId',
      'numberOfSiblings',
      'gotraMasterId',
      'moolMasterId',
      'fatherOccupation',
      'motherOccupation',
      'familyStatusId',
      'familyValuesId',
      'familyLocation',
    ],
    partnerPreferences: [
      'ageMin',
      'ageMax',
      'religionId',
      'casteId',
      'educationId',
      'occupationId',
      'religionIds',
      'casteIds',
      'educationIds',
      'occupationIds',
      'motherTongueIds',
      'maritalStatusIds',
      'stateIds',
      'heightMin',
      'heightMax',
      'incomeMin',
      'incomeMax',
      'dietaryHabitsIds',
      'manglikPreferenceId',
    ],
    lifestyle: ['dietaryHabitsId', 'smokingHabitsId', 'drinkingHabitsId', 'hobbies', 'aboutMe'],
  };
  return Object.fromEntries(
    PROFILE_SECTIONS.map((s) => [s, Object.fromEntries(ui[s].map((n) => [n, fieldInfo(s, n as FieldName<typeof s>).label]))]),
  ) as FieldLabels;
};

const names = <K extends number>(ids: Record<K, string>): Record<K, string> => ({ ...ids });

/**
 * The profile form's and the profile views' words (docs/decisions/046-profile-language.md): the
 * registration's profile step and the dashboard's My Profile share them. Loaded with the profile
 * form's own chunk, never with the public home page.
 */
export const profileEn = english({
  tabs: {
    personal: 'Personal',
    contact: 'Contact',
    educational: 'Education',
    family: 'Family',
    partnerPreferences: 'Preferences',
    lifestyle: 'Lifestyle',
    documents: 'Documents',
  },
  labels: schemaLabels(),
  /** Labels in a reading where the value carries its unit ('Height (cm)' reads 'Height'). */
  short: { height: 'Height', weight: 'Weight', heightMin: 'Minimum height', heightMax: 'Maximum height' },
  choices: {
    title: names(TITLE_IDS),
    gender: names(GENDER_IDS),
    profileCreatedBy: names(PROFILE_CREATED_BY),
    manglik: names(MANGLIK),
    bodyType: names(BODY_TYPE),
    physicalStatus: names(PHYSICAL_STATUS),
    familyStatus: names(FAMILY_STATUS),
    familyValues: names(FAMILY_VALUES),
    manglikPreference: names(MANGLIK_PREFERENCE),
  },
  hints: {
    any: 'None chosen means any.',
    dob: 'You must be at least 18 years old.',
    height: 'In centimetres (165) or feet and inches (5\'6" or 5.6)',
    weight: 'In kilograms',
    birthTime: '24-hour clock, for horoscope matching',
    birthPlace: 'Town or city',
    pinCode: '6 digits',
    annualIncome: 'In Indian rupees (INR) per year',
    workLocation: 'City where you work',
    familyLocation: 'Where your family lives',
    age: 'Between 18 and 70',
    heightMin: 'In cm or feet and inches (5\'2")',
    heightMax: 'In cm or feet and inches (6\'0")',
    income: 'INR per year',
    hobbies: 'For example: music, cricket, cooking',
    choosePreferredReligion: 'Choose a preferred religion first',
    notApplicable: 'Not applicable when never married',
  },
  form: {
    progress: 'Profile completeness',
    sections: 'Profile sections',
    invalid: PROFILE_VALIDATION.invalidProfile,
    previous: 'Previous',
    next: 'Next',
    saving: 'Saving...',
    submit: MSG.submitProfile,
    submitting: MSG.submitting,
    select: 'Select',
    chooseReligion: 'Choose a religion first',
    chooseCountry: 'Choose a country first',
    chosen: icu<'count'>('{count} chosen'),
    any: 'Any',
    clear: 'Clear',
    clearField: icu<'label'>('Clear {label}'),
    filterList: icu<'label'>('Find in {label}'),
    noMatch: 'Nothing matches',
    /** Next moved on from a tab with required fields left empty (docs/product/states.md). */
    missingRequired: icu<'count' | 'section'>(
      '{section}: {count, plural, one {# required field is still empty. It is marked there; you can fill it in later.} other {# required fields are still empty. They are marked there; you can fill them in later.}}',
    ),
    backTo: icu<'section'>('Back to {section}'),
  },
  documents: {
    intro: 'Photos help families trust your profile. Identity documents are encrypted and seen only by you and our verification team.',
    none: MSG.noDocuments,
    uploaded: 'Uploaded',
    rejected: 'Rejected',
    rejectedBecause: icu<'reason'>('Rejected by an administrator: {reason}. Upload another photo.'),
    preview: icu<'label'>('{label} preview'),
    viewPdf: DOCUMENT_TEXT.viewPdf,
    formats: 'JPG, PNG or PDF',
    /** Photo slots take images only. */
    photoFormats: 'JPG or PNG',
    uploading: icu<'label'>('Uploading {label}'),
    replace: 'Replace',
    choose: 'Choose file',
    /** Read after Replace / Choose file by screen readers; begins with a space. */
    forLabel: icu<'label'>(' for {label}'),
    delete: 'Delete',
    cancel: 'Cancel',
    removeTitle: DOCUMENT_TEXT.removeTitle,
    removeQuestion: DOCUMENT_TEXT.removeQuestion,
    removeConfirm: DOCUMENT_TEXT.removeConfirm,
    wrongType: DOCUMENT_TEXT.wrongType,
    photoWrongType: DOCUMENT_TEXT.photoMustBeImage,
    /** How each document type reads; null keeps the name the server's list gives (English). */
    types: Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, null])) as Record<DocumentKey, string | null>,
  },
  /**
   * The profile's checks (the shared schema's and the server's messages), worded with the field's
   * label in the form's language (docs/decisions/047). English is the schema's text, verbatim.
   */
  checks: { ...PROFILE_VALIDATION },
  photoVisibility: {
    legend: 'Who sees my photos',
    saving: 'Saving…',
    saved: 'Saved.',
    note: 'Others see a blurred preview and can ask you. You can change this later under Settings.',
    options: { ...PHOTO_VISIBILITY_LABELS },
  },
});

export type ProfileWords = Widen<typeof profileEn>;
