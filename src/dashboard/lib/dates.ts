/** Dates as members in India read them: 22 November 2026, in India's time zone. */
const LONG = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const longDate = (iso: string | null | undefined) => (iso ? LONG.format(new Date(iso)) : '—');
