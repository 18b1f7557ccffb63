import type { InputHTMLAttributes } from 'react';
import type { ProfileWords } from '../../../../shared/i18n/profile';
import type { FieldName, SectionKey } from '../../../../shared/schemas/profile';
import type { Option } from '../../../ui/field';
import type { ListKey } from '../../../client/reference-lists';

/**
 * How each profile field is shown. Labels, required markers and limits come from the shared
 * schema (fieldInfo); this file only decides the control. Typed so every field has an entry.
 * Hints and the fixed choices are keys of the profile catalogue (src/shared/i18n/profile), so each
 * language reads them in its own words.
 */
type Hint = keyof ProfileWords['hints'];
export type ChoiceKey = keyof ProfileWords['choices'];

export type FieldUi =
  | { kind: 'text' | 'textarea'; attrs?: InputHTMLAttributes<HTMLInputElement>; hint?: Hint; wide?: boolean }
  | { kind: 'number'; attrs?: InputHTMLAttributes<HTMLInputElement>; hint?: Hint }
  | { kind: 'date'; hint?: Hint }
  | { kind: 'time'; hint?: Hint }
  | { kind: 'select'; list?: ListKey; choice?: ChoiceKey; castesOf?: SectionKey; statesOf?: SectionKey; hint?: Hint }
  /** Several choices (a list box); none chosen means "any". States are India's. */
  | { kind: 'multi'; list?: ListKey; castesOf?: SectionKey; statesOfIndia?: true; hint?: Hint };

/** A fixed list's options in the reader's language. */
export const choiceOptions = (words: ProfileWords, key: ChoiceKey): Option[] =>
  Object.entries(words.choices[key] as Record<number, string>).map(([id, name]) => ({ id: Number(id), name }));
const list = (key: ListKey): FieldUi => ({ kind: 'select', list: key });
const text = (attrs?: InputHTMLAttributes<HTMLInputElement>, hint?: Hint): FieldUi => ({ kind: 'text', attrs, hint });
const choice = (key: ChoiceKey): FieldUi => ({ kind: 'select', choice: key });
const ANY = 'any';
const many = (key: ListKey): FieldUi => ({ kind: 'multi', list: key, hint: ANY });
const whole = (min: number, max: number, hint?: Hint): FieldUi => ({ kind: 'number', attrs: { min, max, step: 1, inputMode: 'numeric' }, hint });

export const FIELD_UI: { [S in SectionKey]: Record<FieldName<S>, FieldUi> } = {
  personal: {
    titleId: choice('title'),
    fullName: text({ autoComplete: 'name' }),
    dob: { kind: 'date', hint: 'dob' },
    genderId: choice('gender'),
    religionId: list('religion-master'),
    casteId: { kind: 'select', castesOf: 'personal' },
    subCaste: text(),
    height: text({ autoComplete: 'off' }, 'height'),
    complexionId: list('complexion-master'),
    maritalStatusId: list('marital-status-master'),
    numberOfChildren: whole(0, 20),
    fatherName: text(),
    motherName: text(),
    profileCreatedById: choice('profileCreatedBy'),
    motherTongueId: list('language-master'),
    weight: { kind: 'number', attrs: { min: 30, max: 250, step: 0.1, inputMode: 'decimal' }, hint: 'weight' },
    bodyTypeId: choice('bodyType'),
    physicalStatusId: choice('physicalStatus'),
    birthTime: { kind: 'time', hint: 'birthTime' },
    birthPlace: text({ autoComplete: 'off' }, 'birthPlace'),
    rashiId: list('rashi-master'),
    nakshatraId: list('nakshatra-master'),
    manglikId: choice('manglik'),
  },
  contact: {
    countryId: list('country-master'),
    stateId: { kind: 'select', statesOf: 'contact' },
    city: text({ autoComplete: 'address-level2' }),
    address: { kind: 'textarea', wide: true },
    pinCode: text({ inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' }, 'pinCode'),
  },
  educational: {
    highestQualificationId: list('qualification-master'),
    collegeName: text(),
    occupationId: list('occupation-master'),
    employmentTypeId: list('employment-type-master'),
    annualIncome: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'annualIncome' },
    companyName: text({ autoComplete: 'organization' }),
    workLocation: text(undefined, 'workLocation'),
  },
  family: {
    familyTypeId: list('family-type-master'),
    numberOfSiblings: whole(0, 30),
    gotraMasterId: list('gotra-master'),
    moolMasterId: list('mool-master'),
    fatherOccupation: text(),
    motherOccupation: text(),
    familyStatusId: choice('familyStatus'),
    familyValuesId: choice('familyValues'),
    familyLocation: text(undefined, 'familyLocation'),
  },
  partnerPreferences: {
    ageMin: whole(18, 70, 'age'),
    ageMax: whole(18, 70, 'age'),
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
    heightMin: text({ autoComplete: 'off' }, 'heightMin'),
    heightMax: text({ autoComplete: 'off' }, 'heightMax'),
    incomeMin: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'income' },
    incomeMax: { kind: 'number', attrs: { min: 0, step: 1000, inputMode: 'numeric' }, hint: 'income' },
    dietaryHabitsIds: many('dietary-habit-master'),
    manglikPreferenceId: choice('manglikPreference'),
  },
  lifestyle: {
    dietaryHabitsId: list('dietary-habit-master'),
    smokingHabitsId: list('smoking-habit-master'),
    drinkingHabitsId: list('drinking-habit-master'),
    hobbies: text(undefined, 'hobbies'),
    aboutMe: { kind: 'textarea', wide: true },
  },
};
