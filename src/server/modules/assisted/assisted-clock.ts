import type { Config } from '../../config/config.ts';

/**
 * The first-call clock (docs/product/assisted-service.md): a request is answered within one working
 * day, counted in the service's working time, India time: the configured weekdays between the
 * configured hours. A request made in the evening or on a holiday starts counting at the next
 * opening; one working day is the length of one day's working hours.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type WorkingTime = Config['assisted'];

export function firstCallDue(requestedAt: Date, time: WorkingTime): Date {
  let left = time.toMinute - time.fromMinute;
  // Walk India's days from the request: each working day gives the part of its hours still ahead.
  let local = requestedAt.getTime() + IST_OFFSET_MS;
  for (let guard = 0; guard < 30 && left > 0; guard++) {
    const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
    const weekday = new Date(dayStart).getUTCDay();
    if (time.workingDays.includes(weekday)) {
      const open = dayStart + time.fromMinute * MINUTE_MS;
      const close = dayStart + time.toMinute * MINUTE_MS;
      const from = Math.max(local, open);
      if (from < close) {
        const take = Math.min(left, (close - from) / MINUTE_MS);
        left -= take;
        local = from + take * MINUTE_MS;
        if (left <= 0) break;
      }
    }
    local = dayStart + DAY_MS;
  }
  return new Date(local - IST_OFFSET_MS);
}

/** The Monday (India time) of the week a moment falls in, as YYYY-MM-DD: a shortlist's week. */
export function weekOf(at: Date): string {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  const back = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - back)).toISOString().slice(0, 10);
}

/** Clock text for mails: the due moment in India time, in the reader's language. */
export const istText = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
