import { LOCALE_TAG, type Locale } from './locales';

/**
 * Numbers, money and dates for people in India, through Intl (docs/decisions/039-glossary-and-intl.md):
 * Indian digit grouping (1,23,45,678), rupees as ₹ with no paise, dates written out in the language.
 */
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(LOCALE_TAG[locale], options)));
  return format;
}

/** A whole number with lakh and crore grouping: 250000 → 2,50,000. */
export const formatNumber = (locale: Locale, value: number): string => numberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/**
 * A large count in words where the language's Intl data counts in lakh and crore (English and
 * Hindi: 2.5 lakh, 2.5 लाख); Tamil's data counts in thousands and millions, which Indian readers
 * do not use, so Tamil gets the full grouped number (2,50,000).
 */
export function formatCount(locale: Locale, value: number): string {
  if (locale === 'ta' || value < 100_000) return formatNumber(locale, value);
  return numberFormat(locale, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/** A share as a percentage: 1 → 100%. */
export const formatPercent = (locale: Locale, share: number): string => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);

/** An amount in rupees: 12345 → ₹12,345; paise are shown only when there are some. */
export function formatRupees(locale: Locale, rupees: number): string {
  const whole = Number.isInteger(rupees);
  return numberFormat(locale, { style: 'currency', currency: 'INR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(
    rupees,
  );
}

/** A calendar date written out: 2025-07-26 → 26 July 2025, 26 जुलाई 2025, 26 ஜூலை, 2025. */
export function formatDate(locale: Locale, date: Date | string): string {
  const value = typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(value);
}
