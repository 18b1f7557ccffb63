import { PROFILE_PROGRESS_DENOMINATOR } from './constants';
import { COUNTED_FIELDS, PROFILE_SECTIONS, type SectionKey } from './schemas/profile';

const filled = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '') && !(Array.isArray(v) && v.length === 0);

/**
 * Non-empty fields of the six sections (docs/product/states.md: personal, contact, educational, family,
 * partnerPreferences, lifestyle) divided by 55, as a whole percentage (capped at 100). Only the
 * 55 counted fields are read: 'documents', 'income' and the uncounted partner-preference lists
 * are not (docs/decisions/036-fifty-five-profile-fields.md).
 */
export function profileProgress(profile: Partial<Record<SectionKey, Record<string, unknown> | undefined>>): number {
  let count = 0;
  for (const section of PROFILE_SECTIONS) {
    const values = profile[section] ?? {};
    for (const name of COUNTED_FIELDS[section] as string[]) if (filled(values[name])) count++;
  }
  return Math.min(100, Math.round((count / PROFILE_PROGRESS_DENOMINATOR) * 100));
}
