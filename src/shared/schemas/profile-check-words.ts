import { PROFILE_VALIDATION as V } from '../messages';
import { fieldInfo, isProfileField, PROFILE_SECTIONS, SECTION_LABELS, type FieldName, type SectionKey } from './profile';

/**
 * Which of the profile's messages (PROFILE_VALIDATION) a field's error is, and with which values,
 * so a form in Hindi or Tamil can word it from its catalogue with the field's label in that
 * language (docs/decisions/047-server-texts-in-the-member-language.md). The shared schema and the
 * server write the English sentence, with the English label in it; the messages a field can have
 * are few and come from the schema (its label and limits), so they are listed from the same
 * builders and compared whole, never parsed. A text that is none of them (a newer server's) is
 * not found and shows as it came.
 */
export type ProfileCheckKey = keyof typeof V;
export interface ProfileCheckWords {
  key: ProfileCheckKey;
  /** The field ('personal', 'height') or, for a missing section, the section alone. */
  section?: SectionKey;
  name?: string;
  /** The limit a message names (at least 18, at most 3 choices). */
  limit?: number;
}

type Builder = (label: string, limit: number) => string;
const LABELLED: Array<[ProfileCheckKey, 'min' | 'max' | null]> = [
  ['required', null],
  ['wholeNumber', null],
  ['number', null],
  ['chooseFromList', null],
  ['unknownOption', null],
  ['timeFormat', null],
  ['atLeast', 'min'],
  ['atMost', 'max'],
  ['tooLong', 'max'],
  ['tooManyChoices', 'max'],
];

export function profileCheckOf(errorKey: string, text: string): ProfileCheckWords | undefined {
  for (const [key, value] of Object.entries(V)) if (value === text) return { key: key as ProfileCheckKey };
  const [section, name] = errorKey.split('.');
  if (!name && (PROFILE_SECTIONS as string[]).includes(section) && text === V.sectionMissing(SECTION_LABELS[section])) {
    return { key: 'sectionMissing', section: section as SectionKey };
  }
  if (!name || !isProfileField(section, name)) return undefined;
  const info = fieldInfo(section as SectionKey, name as FieldName<SectionKey>);
  for (const [key, bound] of LABELLED) {
    const limit = bound === null ? 0 : info[bound];
    if (limit === undefined) continue;
    if ((V[key] as Builder)(info.label, limit) === text) return { key, section: section as SectionKey, name, ...(bound ? { limit } : {}) };
  }
  return undefined;
}
