/**
 * The moment of a birth from its local date and clock time: by the IANA time zone of the place
 * (Intl, whose time zone data carries the history of each zone, India's +05:53:20 and wartime
 * +06:30 among them), or by a UTC offset the member states, which wins.
 */
export interface BirthMoment {
  instant: Date;
  /** Minutes east of UTC that the clock showed at the birth. */
  utcOffsetMinutes: number;
  /** Where the offset came from: the time zone's history, or the member's own. */
  offsetFrom: 'zone' | 'member';
}

/** A UTC offset a member may state, in minutes: from UTC−12:00 to UTC+14:00. */
export const UTC_OFFSET_RANGE = { min: -12 * 60, max: 14 * 60 } as const;

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** Milliseconds east of UTC that the clocks of `zone` showed at `instant`. */
function zoneOffsetMs(zone: string, instant: Date): number {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Minutes east of UTC that the clocks of `zone` showed at `instant` (seconds kept: +05:53:20 is 353.33…). */
export const zoneOffsetMinutes = (zone: string, instant: Date) => zoneOffsetMs(zone, instant) / 60_000;

/** Whether Intl knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The moment a local `date` (YYYY-MM-DD) and `time` (HH:MM) name in `zone`, or at the stated
 * `utcOffsetMinutes`. A clock time the zone skipped (a daylight-saving change) is read with the
 * offset before the change; one it showed twice, with the first.
 */
export function birthMoment(date: string, time: string, zone: string, utcOffsetMinutes: number | null = null): BirthMoment {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  if (utcOffsetMinutes !== null) return { instant: new Date(wall - utcOffsetMinutes * 60_000), utcOffsetMinutes, offsetFrom: 'member' };
  // The offsets a day either side, then the first that names this wall time.
  const candidates = [...new Set([zoneOffsetMs(zone, new Date(wall - 86_400_000)), zoneOffsetMs(zone, new Date(wall + 86_400_000))])];
  const offset = candidates.find((ms) => zoneOffsetMs(zone, new Date(wall - ms)) === ms) ?? candidates[0];
  return { instant: new Date(wall - offset), utcOffsetMinutes: offset / 60_000, offsetFrom: 'zone' };
}
