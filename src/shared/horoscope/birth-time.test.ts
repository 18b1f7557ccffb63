import { describe, expect, it } from 'vitest';
import { birthMoment, isTimeZone, zoneOffsetMinutes } from './birth-time';

describe('the moment of a birth', () => {
  it("reads India's clock history from the IANA time zone", () => {
    // Asia/Kolkata: Howrah Mean Time +05:53:20 until 1870, Madras time +05:21:10 until 1906,
    // IST +05:30, and +06:30 in the war (October 1941 – May 1942, September 1942 – October 1945).
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('1860-06-01T00:00:00Z'))).toBeCloseTo(353 + 1 / 3, 6);
    expect(zoneOffsetMinutes('Asia/Kolkata', new Date('1900-06-01T00:00:00Z'))).toBeCloseTo(321 + 1 / 6, 6);
    expect(birthMoment('1943-08-15', '06:30', 'Asia/Kolkata').utcOffsetMinutes).toBe(390);
    expect(birthMoment('1946-08-15', '06:30', 'Asia/Kolkata')).toMatchObject({ utcOffsetMinutes: 330, offsetFrom: 'zone' });
    expect(birthMoment('1946-08-15', '06:30', 'Asia/Kolkata').instant.toISOString()).toBe('1946-08-15T01:00:00.000Z');
    expect(birthMoment('1865-01-01', '12:00', 'Asia/Kolkata').instant.toISOString()).toBe('1865-01-01T06:06:40.000Z');
  });

  it('follows daylight saving abroad', () => {
    expect(birthMoment('1985-07-01', '10:00', 'Europe/London').instant.toISOString()).toBe('1985-07-01T09:00:00.000Z');
    expect(birthMoment('1985-01-01', '10:00', 'Europe/London').instant.toISOString()).toBe('1985-01-01T10:00:00.000Z');
    // 01:30 on 30 March 1986 did not happen in London (01:00 GMT became 02:00 BST): read with GMT.
    expect(birthMoment('1986-03-30', '01:30', 'Europe/London').instant.toISOString()).toBe('1986-03-30T01:30:00.000Z');
  });

  it("takes the member's own UTC offset over the zone's", () => {
    // Bombay kept its own time, UTC+04:51, until 1955; the IANA zone does not.
    const moment = birthMoment('1950-05-01', '08:00', 'Asia/Kolkata', 291);
    expect(moment).toMatchObject({ utcOffsetMinutes: 291, offsetFrom: 'member' });
    expect(moment.instant.toISOString()).toBe('1950-05-01T03:09:00.000Z');
  });

  it('knows the IANA zones', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
