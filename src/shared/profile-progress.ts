import { PROFILE_PROGRESS_DENOMINATOR } from './constants';

/** Sections counted by the progress figure (spec §4); 'documents' and 'income' are not. */
const COUNTED = ['personal', 'contact', 'educational', 'family', 'partnerPreferences', 'lifestyle'] as const;

const filled = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/** Non-empty fields of the six sections divided by 55, as a whole percentage (capped at 100). */
export function profileProgress(profile: Partial<Record<(typeof COUNTED)[number], Record<string, unknown> | undefined>>): number {
  let count = 0;
  for (const section of COUNTED) for (const value of Object.values(profile[section] ?? {})) if (filled(value)) count++;
  return Math.min(100, Math.round((count / PROFILE_PROGRESS_DENOMINATOR) * 100));
}
