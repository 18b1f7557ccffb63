import { coerce, unknown, type Struct } from 'superstruct';
import { checked, type Verdict } from './refusal';

/**
 * A whole number in a range, from JSON or from a query string ("12"), with one plain message.
 * Query strings, paths and forms all send ids and page numbers as text.
 */
export function wholeNumber(
  label: string,
  lo: number,
  hi: number,
  message: Verdict = `${label} must be a whole number from ${lo.toLocaleString('en-IN')} to ${hi.toLocaleString('en-IN')}`,
): Struct<number, null> {
  // The condition is `unknown()` and the text test is the coercer's own: superstruct checks a
  // condition by validating, and a failed check (a number, or no value at all, most requests)
  // builds an error with its stack, a measurable part of a busy server's time.
  return coerce(
    checked<number>(label, (v) => (typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi ? true : message)),
    unknown(),
    (v) => (typeof v === 'string' && /^-?\d{1,15}$/.test(v.trim()) ? Number(v) : v),
  );
}
