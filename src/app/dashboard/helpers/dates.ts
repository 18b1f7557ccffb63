import { LOCALE_TAG, type Locale } from '../../../shared/i18n/locales';
import { currentLocale, words } from './i18n';

/**
 * Dates as members in India read them, in the dashboard's language and India's time zone:
 * 22 November 2026, 22 नवंबर 2026, 22 நவம்பர், 2026. Callers re-render when the language changes.
 * Every time of day is India's and says so ("4:05 pm IST"), whatever the browser's own time zone
 * (docs/product/trust.md): an administrator abroad and a member in Chennai read the same clock.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function format(options: Intl.DateTimeFormatOptions, locale: Locale = currentLocale()): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let f = cache.get(key);
  // Hindi and Tamil name the part of the day (सुबह 10:05, இரவு 9:40): their short "am" and "pm"
  // are English letters.
  const dayPart: Intl.DateTimeFormatOptions = options.hour && locale !== 'en' ? { dayPeriod: 'short' } : {};
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(LOCALE_TAG[locale], { ...options, ...dayPart, timeZone: 'Asia/Kolkata' })));
  return f;
}

export const longDate = (iso: string | null | undefined) => (iso ? format({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso)) : '—');

/** For table cells: 23 Nov 2026. */
export const shortDate = (iso: string | null | undefined) => (iso ? format({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso)) : '—');

/** A message's time of day: 4:05 pm IST. */
export const timeOfDay = (iso: string) => `${format({ hour: 'numeric', minute: '2-digit' }).format(new Date(iso))} ${words().common.ist}`;

/** A date and its time of day, for lists and logs: 23 Nov 2026, 4:05 pm IST. */
export const dateTime = (iso: string | null | undefined) =>
  iso ? `${format({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))} ${words().common.ist}` : '—';

/** A thread's day separator: Monday, 23 November 2026. */
export const dayOf = (iso: string) => format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/** When something happened, short: the time today, else the date. */
export const whenShort = (iso: string) => (dayOf(iso) === dayOf(new Date().toISOString()) ? timeOfDay(iso) : shortDate(iso));
