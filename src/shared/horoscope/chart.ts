import {
  Body,
  e_tilt,
  EclipticGeoMoon,
  GeoVector,
  MakeTime,
  RotateVector,
  Rotation_EQJ_ECT,
  SiderealTime,
  SphereFromVector,
  SunPosition,
  type AstroTime,
} from 'astronomy-engine';
import { lahiriAyanamsa } from './ayanamsa';
import { GRAHAS, type Graha } from './grahas';
import { houseFrom, normalise, zodiacPoint, type ZodiacPoint } from './zodiac';
import { manglikReckoning, type ManglikReckoning } from './manglik';

/**
 * A birth chart (kundli) in the sidereal zodiac, Lahiri ayanamsa: the nine grahas and the
 * ascendant (lagna), each with its rashi, nakshatra and pada, and the whole-sign house each graha
 * occupies counted from the lagna. Pure: the server fills a profile's rashi, nakshatra and
 * manglik from it, and the browser draws the North and South Indian charts from the same shape
 * (docs/decisions/082-horoscope-from-birth-details.md).
 */
export { GRAHAS, type Graha };

export interface GrahaPosition extends ZodiacPoint {
  graha: Graha;
  /** Moving backwards along the zodiac at the moment of birth (Rahu and Ketu, the mean nodes, always are). */
  retrograde: boolean;
  /** Whole-sign house from the lagna, 1 to 12; null in a chart without a birth time. */
  house: number | null;
}

export interface BirthChart {
  /** 'full' with a birth time; 'moonOnly' without one: the grahas at local noon, no lagna, no houses. */
  kind: 'full' | 'moonOnly';
  /** The moment of birth (UTC, ISO 8601); for a Moon-only chart, local noon of the day of birth. */
  instant: string;
  ayanamsa: { name: 'lahiri'; degrees: number };
  /** The ascendant; null in a Moon-only chart. */
  lagna: ZodiacPoint | null;
  /** The nine grahas in their traditional order (Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu). */
  grahas: GrahaPosition[];
  /** Mangal dosha by the reckoning of ./manglik.ts; null in a Moon-only chart (it needs the lagna). */
  manglik: ManglikReckoning | null;
}

const PLANETS: Partial<Record<Graha, Body>> = {
  mars: Body.Mars,
  mercury: Body.Mercury,
  jupiter: Body.Jupiter,
  venus: Body.Venus,
  saturn: Body.Saturn,
};

const DEG = Math.PI / 180;

/** Geocentric apparent longitude of a graha on the true ecliptic and equinox of date, in degrees. */
function tropical(graha: Graha, time: AstroTime): number {
  if (graha === 'moon') return EclipticGeoMoon(time).lon;
  if (graha === 'sun') return SunPosition(time).elon;
  if (graha === 'rahu' || graha === 'ketu') {
    // The mean ascending node of the Moon (Meeus, Astronomical Algorithms, 47.7), on the mean
    // equinox of date; the nutation in longitude puts it on the true one like the others.
    const t = time.tt / 36525;
    const node = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
    return node + e_tilt(time).dpsi / 3600 + (graha === 'ketu' ? 180 : 0);
  }
  const vector = RotateVector(Rotation_EQJ_ECT(time), GeoVector(PLANETS[graha]!, time, true));
  return SphereFromVector(vector).lon;
}

/** The true ayanamsa: the mean one and the nutation in longitude, as tropical longitudes of date carry it. */
const trueAyanamsa = (time: AstroTime) => lahiriAyanamsa(time.tt) + e_tilt(time).dpsi / 3600;

const sidereal = (graha: Graha, time: AstroTime) => normalise(tropical(graha, time) - trueAyanamsa(time));

/** The sidereal ascendant at a place (latitude north, longitude east, in degrees). */
function ascendant(time: AstroTime, latitude: number, longitude: number): number {
  const ramc = (SiderealTime(time) * 15 + longitude) * DEG;
  const obliquity = e_tilt(time).tobl * DEG;
  const tropicalAscendant = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(latitude * DEG) * Math.sin(obliquity))) / DEG;
  return normalise(tropicalAscendant - trueAyanamsa(time));
}

/** The sidereal longitude of the Moon at a moment, in degrees. */
export const moonLongitude = (instant: Date) => sidereal('moon', MakeTime(instant));

/**
 * The chart of a birth: at `instant`, and with a place (`latitude`, `longitude`) a full chart;
 * without a place, or with `moonOnly`, the grahas alone.
 */
export function birthChart(instant: Date, place: { latitude: number; longitude: number } | null, options: { moonOnly?: boolean } = {}): BirthChart {
  const time = MakeTime(instant);
  const later = MakeTime(new Date(instant.getTime() + 3_600_000));
  const full = place !== null && !options.moonOnly;
  const lagna = full ? zodiacPoint(ascendant(time, place.latitude, place.longitude)) : null;
  const grahas = GRAHAS.map((graha): GrahaPosition => {
    const point = zodiacPoint(sidereal(graha, time));
    const motion = normalise(sidereal(graha, later) - point.longitude + 180) - 180;
    return { graha, ...point, retrograde: motion < 0, house: lagna ? houseFrom(lagna.rashiIndex, point.rashiIndex) : null };
  });
  return {
    kind: full ? 'full' : 'moonOnly',
    instant: instant.toISOString(),
    ayanamsa: { name: 'lahiri', degrees: trueAyanamsa(time) },
    lagna,
    grahas,
    manglik: lagna ? manglikReckoning(lagna, grahas) : null,
  };
}
