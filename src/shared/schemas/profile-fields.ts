import { coerce, unknown, type Struct } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { checked, type Verdict } from '../validation/refusal';
import { profileCheck, type ProfileCheckKey } from './profile-checks';

/**
 * Field structs for the profile: forms send strings, JSON clients numbers; both arrive as
 * number | string | null after coercion. `required` is decided per call so one field list
 * serves the wizard's partial saves and the strict final save.
 */
export interface FieldOptions {
  required?: boolean;
  min?: number;
  max?: number;
  /** Reads other ways of writing the value (feet and inches for a height in cm); null when it is not one of them. */
  parse?: (text: string) => number | null;
  /** A numbered fixed list (src/shared/profile-choices.ts): a number past `max` is not one of its choices. */
  fixedList?: boolean;
  /** Counted by the progress figure (default); see docs/decisions/036-fifty-five-profile-fields.md. */
  counted?: boolean;
}

export type FieldStruct<T> = Struct<T | null, null> & { label: string; fieldKind: FieldKind; options: FieldOptions };
/** 'refs' is a list of ids (further choices of a partner preference), 'time' a clock time HH:MM. */
export type FieldKind = 'ref' | 'refs' | 'int' | 'decimal' | 'text' | 'date' | 'time';

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A height as members write it in India, in cm to one decimal: 5'8", 5 ft 8 in, 5' 8, or 5.8 and
 * 5.10 (feet.inches, 3 to 8 feet and 0 to 11 inches). Plain numbers from 90 up are already cm.
 */
export function heightToCm(text: string): number | null {
  const t = text.trim().toLowerCase();
  const m =
    /^([3-8])\s*(?:'|’|ft\.?|feet|foot)\s*(?:(\d{1,2})\s*(?:"|”|''|in\.?|inch|inches)?)?$/.exec(t) ?? /^([3-8])\.(\d{1,2})$/.exec(t) ?? /^([3-8])$/.exec(t);
  if (!m) return null;
  const inches = m[2] === undefined ? 0 : Number(m[2]);
  if (inches > 11) return null;
  return Math.round((Number(m[1]) * 12 + inches) * 2.54 * 10) / 10;
}

/** A list of ids from JSON ([3, 7]) or a form ('3,7'); empty or 'any' is no preference (null). */
function normaliseList(value: unknown): unknown {
  const items = typeof value === 'string' ? (value.trim().toLowerCase() === 'any' ? [] : value.split(',')) : value;
  if (!Array.isArray(items)) return value;
  const ids = items.map((item) => (typeof item === 'string' && /^\s*\d+\s*$/.test(item) ? Number(item) : item)).filter((item) => !blank(item));
  return ids.length ? [...new Set(ids)] : null;
}

function normalise(kind: FieldKind, value: unknown, parse?: (text: string) => number | null): unknown {
  if (kind === 'refs') return blank(value) ? null : normaliseList(value);
  if (blank(value)) return null;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  const parsed = parse?.(trimmed);
  if (parsed !== undefined && parsed !== null) return parsed;
  if ((kind === 'ref' || kind === 'int') && /^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (kind === 'decimal' && /^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/** Each check answers a coded message (profile-checks.ts): its code and the limit it names. */
function check(kind: FieldKind, label: string, o: FieldOptions, value: unknown, required: boolean): Verdict {
  const says = (key: ProfileCheckKey, limit?: { min?: number; max?: number }) => profileCheck(key, label, limit);
  if (value === null || value === undefined) return required ? says('required') : true;
  if (kind === 'refs') {
    if (!Array.isArray(value)) return says('chooseFromList');
    if (o.max !== undefined && value.length > o.max) return says('tooManyChoices', { max: o.max });
    const bad = value.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > MAX_DB_INTEGER);
    return bad ? says('chooseFromList') : true;
  }
  if (kind === 'time') return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : says('timeFormat');
  if (kind === 'text' || kind === 'date') {
    if (typeof value !== 'string') return says('required');
    if (o.max !== undefined && value.length > o.max) return says('tooLong', { max: o.max });
    return true;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return kind === 'decimal' ? says('number') : says('wholeNumber');
  if (kind !== 'decimal' && !Number.isSafeInteger(value)) return says('wholeNumber');
  if (kind === 'ref' && (value < 1 || value > MAX_DB_INTEGER || (o.fixedList && o.max !== undefined && value > o.max))) return says('chooseFromList');
  if (o.min !== undefined && value < o.min) return says('atLeast', { min: o.min });
  if (o.max !== undefined && value > o.max) return says('atMost', { max: o.max });
  return true;
}

/** A field; `strict` turns its `required` flag on (final save) or off (wizard save). */
export function field<T>(kind: FieldKind, label: string, options: FieldOptions = {}, extra?: (value: T) => Verdict) {
  return (strict: boolean): FieldStruct<T> => {
    const required = Boolean(options.required && strict);
    const base = checked<T | null>(label, (value) => {
      const result = check(kind, label, options, value, required);
      return result === true && value !== null && value !== undefined && extra ? extra(value as T) : result; // checked as a T just above
    });
    const struct = coerce(base, unknown(), (v) => normalise(kind, v, options.parse)) as FieldStruct<T>;
    return Object.assign(struct, { label, fieldKind: kind, options });
  };
}

/** Calendar date helpers on ISO strings; 'today' leans towards India (UTC+5:30) so nobody is refused at midnight. */
export function isoDate(now: Date): string {
  return new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export function yearsAgo(now: Date, years: number): string {
  const today = isoDate(now);
  const [y, m, d] = today.split('-').map(Number);
  // 29 February birthdays turn 18 on 1 March in non-leap years.
  const date = new Date(Date.UTC(y - years, m - 1, d));
  return date.toISOString().slice(0, 10);
}

export function validIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
