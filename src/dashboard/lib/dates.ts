/** Dates as members in India read them: 22 November 2026, in India's time zone. */
const LONG = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const longDate = (iso: string | null | undefined) => (iso ? LONG.format(new Date(iso)) : '—');

/** For table cells: 23 Nov 2026. */
const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
export const shortDate = (iso: string | null | undefined) => (iso ? SHORT.format(new Date(iso)) : '—');
