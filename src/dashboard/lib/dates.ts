/** Dates as members in India read them: 22 November 2026, in India's time zone. */
const LONG = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const longDate = (iso: string | null | undefined) => (iso ? LONG.format(new Date(iso)) : '—');

/** For table cells: 23 Nov 2026. */
const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const shortDate = (iso: string | null | undefined) => (iso ? SHORT.format(new Date(iso)) : '—');

/** A message's time of day: 4:05 pm. */
const TIME = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
export const timeOfDay = (iso: string) => TIME.format(new Date(iso));

/** A thread's day separator: Monday, 23 November 2026. */
const DAY = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const dayOf = (iso: string) => DAY.format(new Date(iso));

/** When something happened, short: the time today, else the date. */
export const whenShort = (iso: string) => (dayOf(iso) === dayOf(new Date().toISOString()) ? timeOfDay(iso) : shortDate(iso));
