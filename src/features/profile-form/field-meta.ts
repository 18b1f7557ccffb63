import type { InputHTMLAttributes } from 'react';
import { GENDER_IDS, TITLE_IDS } from '../../shared/constants';
import { BODY_TYPE, FAMILY_STATUS, FAMILY_VALUES, MANGLIK, MANGLIK_PREFERENCE, PHYSICAL_STATUS, PROFILE_CREATED_BY } from '../../shared/profile-choices';
import type { FieldName, SectionKey } from '../../shared/schemas/profile';
import type { Option } from '../../ui/field';
import type { ListKey } from './master-lists';

/**
 * How each profile field is shown. Labels, required markers and limits come from the shared
 * schema (fieldInfo); this file only decides the control. Typed so every field has an entry.
 */
export type FieldUi =
  | { kind: 'text' | 'textarea'; attrs?: InputHTMLAttributes<HTMLInputElement>; hint?: string; wide?: boolean }
  | { kind: 'number'; attrs?: InputHTMLAttributes<HTMLInputElement>; hint?: string }
  | { kind: 'date'; hint?: string }
  | { kind: 'time'; hint?: string }
  | { kind: 'select'; list?: ListKey; options?: Option[]; castesOf?: SectionKey; statesOf?: SectionKey; hint?: string }
  /** Several choices (a list box); none chosen means "any". States are India's. */
  | { kind: 'multi'; list?: ListKey; castesOf?: SectionKey; statesOfIndia?: true; hint?: string };

const staticOptions = (ids: Record<number, string>): Option[] => Object.entries(ids).map(([id, name]) => ({ id: Number(id), name }));
const list = (key: ListKey): FieldUi => ({ kind: 'select', list: key });
const text = (attrs?: InputHTMLAttributes<HTMLInputElement>, hint?: string): FieldUi => ({ kind: 'text', attrs, hint });
const choice = (ids: Record<number, string>): FieldUi => ({ kind: 'select', options: staticOptions(ids) });
const ANY = 'None chosen means any. Hold Ctrl (or ⌘) to choose several.';
const many = (key: ListKey): FieldUi => ({ kind: 'multi', list: key, hint: ANY });
const whole = (min: number, max: number, hint?: string): FieldUi => ({ kind: 'number', attrs: { min, max, step: 1, inputMode: 'numeric' }, hint });

export const FIELD_UI: { [S in SectionKey]: Record<FieldName<S>, FieldUi> } = {
  personal: {
    titleId: { kind: 'select', options: staticOptions(TITLE_IDS) },
    fullName: text({ autoComplete: 'name' }),
    dob: { kind: 'date', hint: 'You must be at least 18 years old.' },
    genderId: { kind: 'select', options: staticOptions(GENDER_IDS) },
    religionId: list('religion-master'),
    casteId: { kind: 'select', castesOf: 'personal' },
    subCaste: text(),
    height: text({ autoComplete: 'off' }, 'In centimetres (165) or feet and inches (5\'6" or 5.6)'),
    complexionId: list('complexion-master'),
    maritalStatusId: list('marital-status-master'),
    numberOfChildren: whole(0, 20),
    fatherName: text(),
    motherName: text(),
    profileCreatedById: choice(PROFILE_CREATED_BY),
    motherTongueId: list('language-master'),
    weight: { kind: 'number', attrs: { min: 30, max: 250, step: 0.1, inputMode: 'decimal' }, hint: 'In kilograms' },
    bodyTypeId: choice(BODY_TYPE),
    physicalStatusId: choice(PHYSICAL_STATUS),
    birthTime: { kind: 'time', hint: '24-hour clock, for horoscope matching' },
    birthPlace: text({ autoComplete: 'off' }, 'Town or city'),
    rashiId: list('rashi-master'),
    nakshatraId: list('nakshatra-master'),
    manglikId: choice(MANGLIK),
  },
  contact: {
    countryId: list('country-master'),
    stateId: { kind: 'select', statesOf: 'contact' },
    city: text({ autoComplete: 'address-level2' }),
    address: { kind: 'textarea', wide: true },
    pinCode: text({ inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' }, '6 digits'),
  },
  educational: {
    highestQualificationId: list('qualification-master'),
    collegeName: text(),
    occupationId: list('occupation-master'),
    employmentTypeId: list('employment-type-master'),
    annualIncome: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'In Indian rupees (INR) per year' },
    companyName: text({ autoComplete: 'organization' }),
    workLocation: text(undefined, 'City where you work'),
  },
  family: {
    familyTypeId: list('family-type-master'),
    numberOfSiblings: whole(0, 30),
    gotraMasterId: list('gotra-master'),
    moolMasterId: list('mool-master'),
    fatherOccupation: text(),
    motherOccupation: text(),
    familyStatusId: choice(FAMILY_STATUS),
    familyValuesId: choice(FAMILY_VALUES),
    familyLocation: text(undefined, 'Where your family lives'),
  },
  partnerPreferences: {
    ageMin: whole(18, 70, 'Between 18 and 70'),
    ageMax: whole(18, 70, 'Between 18 and 70'),
    religionId: list('religion-master'),
    casteId: { kind: 'select', castesOf: 'partnerPreferences' },
    educationId: list('qualification-master'),
    occupationId: list('occupation-master'),
    religionIds: many('religion-master'),
    casteIds: { kind: 'multi', castesOf: 'partnerPreferences', hint: ANY },
    educationIds: many('qualification-master'),
    occupationIds: many('occupation-master'),
    motherTongueIds: many('language-master'),
    maritalStatusIds: many('marital-status-master'),
    stateIds: { kind: 'multi', statesOfIndia: true, hint: ANY },
    heightMin: text({ autoComplete: 'off' }, 'In cm or feet and inches (5\'2")'),
    heightMax: text({ autoComplete: 'off' }, 'In cm or feet and inches (6\'0")'),
    incomeMin: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'INR per year' },
    incomeMax: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'INR per year' },
    dietaryHabitsIds: many('dietary-habit-master'),
    manglikPreferenceId: choice(MANGLIK_PREFERENCE),
  },
  lifestyle: {
    dietaryHabitsId: list('dietary-habit-master'),
    smokingHabitsId: list('smoking-habit-master'),
    drinkingHabitsId: list('drinking-habit-master'),
    hobbies: text(undefined, 'For example: music, cricket, cooking'),
    aboutMe: { kind: 'textarea', wide: true },
  },
};

export const TAB_LABELS = {
  personal: 'Personal',
  contact: 'Contact',
  educational: 'Education',
  family: 'Family',
  partnerPreferences: 'Preferences',
  lifestyle: 'Lifestyle',
  documents: 'Documents',
} as const;
