import { describe, expect, it } from 'vitest';
import reference from './reference-births.json';
import { birthChart, GRAHAS } from './chart';
import { birthMoment } from './birth-time';
import { zodiacPoint } from './zodiac';

/**
 * The chart against a second, independent computation: reference-births.json holds, for 31
 * births from 1950 to 2010 in India and abroad, the sidereal (Lahiri) positions the Swiss
 * Ephemeris gives with its Moshier ephemeris (the npm package sweph, made by
 * scripts/make-horoscope-reference.ts; its `source` names the version). The UTC offset of each
 * birth there is stated by hand from each country's clock history; here it comes from the IANA
 * time zone, so the two must agree too.
 */
const ARC_MINUTE = 1 / 60;
/** The difference of two longitudes in degrees, across 0°. */
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('birth chart against the Swiss Ephemeris', () => {
  it('holds at least 20 births between 1950 and 2010, in India and abroad', () => {
    const { births } = reference;
    expect(births.length).toBeGreaterThanOrEqual(20);
    expect(births.every((b) => b.date >= '1950-01-01' && b.date <= '2010-12-31')).toBe(true);
    expect(births.filter((b) => b.zone === 'Asia/Kolkata').length).toBeGreaterThanOrEqual(10);
    expect(births.filter((b) => b.zone !== 'Asia/Kolkata').length).toBeGreaterThanOrEqual(8);
    expect(reference.source).toMatch(/^Swiss Ephemeris [\d.]+ \(npm sweph\), Moshier ephemeris, SE_SIDM_LAHIRI/);
  });

  describe.each(reference.births)('$name ($date $time, $zone)', (birth) => {
    const moment = birthMoment(birth.date, birth.time, birth.zone);
    const chart = birthChart(moment.instant, birth);
    const position = (graha: string) => chart.grahas.find((g) => g.graha === graha)!;

    it('reads the clock of its time zone then', () => {
      expect(moment.utcOffsetMinutes).toBe(birth.utcOffsetMinutes);
      expect(chart.instant).toBe(birth.instant);
    });

    it("has the reference's nakshatra, and the Moon within one arc-minute", () => {
      const expected = zodiacPoint(birth.longitudes.moon);
      expect(position('moon').nakshatra).toBe(expected.nakshatra);
      expect(position('moon').rashi).toBe(expected.rashi);
      expect(apart(position('moon').longitude, birth.longitudes.moon)).toBeLessThan(ARC_MINUTE);
    });

    it('has the ayanamsa, the lagna and the other grahas within one arc-minute', () => {
      expect(apart(chart.ayanamsa.degrees, birth.ayanamsa)).toBeLessThan(ARC_MINUTE);
      expect(apart(chart.lagna!.longitude, birth.ascendant)).toBeLessThan(ARC_MINUTE);
      for (const [graha, longitude] of Object.entries(birth.longitudes)) expect(apart(position(graha).longitude, longitude), graha).toBeLessThan(ARC_MINUTE);
      expect(apart(position('ketu').longitude, birth.longitudes.rahu + 180)).toBeLessThan(ARC_MINUTE);
    });
  });
});

describe('birth chart shape', () => {
  const birth = reference.births[0];
  const instant = new Date(birth.instant);

  it('puts each graha in the whole-sign house counted from the lagna', () => {
    const chart = birthChart(instant, birth);
    expect(chart.kind).toBe('full');
    expect(chart.grahas.map((g) => g.graha)).toEqual([...GRAHAS]);
    for (const g of chart.grahas) expect(g.house).toBe(((g.rashiIndex - chart.lagna!.rashiIndex + 12) % 12) + 1);
    expect(chart.grahas.find((g) => g.graha === 'rahu')!.retrograde).toBe(true);
    expect(chart.grahas.find((g) => g.graha === 'sun')!.retrograde).toBe(false);
    expect(chart.manglik).not.toBeNull();
  });

  it('without a place or birth time is the grahas alone: no lagna, houses or manglik', () => {
    const chart = birthChart(instant, null);
    expect(chart.kind).toBe('moonOnly');
    expect(chart.lagna).toBeNull();
    expect(chart.manglik).toBeNull();
    expect(chart.grahas.every((g) => g.house === null)).toBe(true);
    expect(apart(chart.grahas[1].longitude, birth.longitudes.moon)).toBeLessThan(ARC_MINUTE);
  });
});

describe('rashi, nakshatra and pada of a longitude', () => {
  it('divides the zodiac into 12 rashis, 27 nakshatras and 108 padas', () => {
    expect(zodiacPoint(0)).toMatchObject({ rashi: 'mesha', nakshatra: 'ashwini', pada: 1, degree: 0 });
    expect(zodiacPoint(3.34)).toMatchObject({ nakshatra: 'ashwini', pada: 2 });
    expect(zodiacPoint(13.34)).toMatchObject({ nakshatra: 'bharani', pada: 1 });
    expect(zodiacPoint(40)).toMatchObject({ rashi: 'vrishabha', nakshatra: 'rohini', pada: 1, degree: 10 });
    expect(zodiacPoint(359.99)).toMatchObject({ rashi: 'meena', nakshatra: 'revati', pada: 4 });
    expect(zodiacPoint(-1)).toMatchObject({ rashi: 'meena', nakshatra: 'revati', longitude: 359 });
  });
});
