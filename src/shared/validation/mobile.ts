import { MOBILE_DIGITS } from '../constants.ts';

/** Spaces, dashes, dots and brackets people type between the digits of a phone number. */
const SEPARATORS = /[\s\-.()]/g;
/** India's country code written as +91 or 0091 or 91, or the trunk 0, in front of ten digits. */
const PREFIXED = new RegExp(`^(?:\\+91|0091|91|0)(\\d{${MOBILE_DIGITS}})$`);

/**
 * A mobile number as typed, in the ten digits the site keeps: separators dropped, and a leading
 * +91, 0091, 91 or 0 in front of ten digits read as the country or trunk code, not as digits of the
 * number ("+91 98765 01234", "919876501234" and "09876501234" are all 9876501234). Anything else
 * is returned without its separators, for the mobile rule to refuse.
 */
export function indianMobile(typed: string): string {
  const compact = typed.replace(SEPARATORS, '');
  return PREFIXED.exec(compact)?.[1] ?? compact;
}

/** What a mobile field keeps while the member types: digits, a leading +, and separators, as long as a prefixed number can be. */
export const mobileTyping = (typed: string): string => typed.replace(/[^\d+\s\-.()]/g, '').slice(0, 20);
