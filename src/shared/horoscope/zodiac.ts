import { NAKSHATRAS, RASHIS, type NakshatraCode, type RashiCode } from '../horoscope-masters';

/** One point of the sidereal zodiac: where it is, and the rashi, nakshatra and pada that holds it. */
export interface ZodiacPoint {
  /** Sidereal longitude in degrees, 0 ≤ longitude < 360 (0 is the start of Mesha and of Ashwini). */
  longitude: number;
  rashi: RashiCode;
  /** 0 for Mesha … 11 for Meena. */
  rashiIndex: number;
  /** Degrees into the rashi, 0 ≤ degree < 30. */
  degree: number;
  nakshatra: NakshatraCode;
  /** 0 for Ashwini … 26 for Revati. */
  nakshatraIndex: number;
  /** The quarter of the nakshatra, 1 to 4 (each 3°20'). */
  pada: number;
}

const NAKSHATRA_SPAN = 360 / 27;
const PADA_SPAN = NAKSHATRA_SPAN / 4;

/** An angle in degrees brought into 0 ≤ angle < 360. */
export const normalise = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The rashi, nakshatra and pada at a sidereal longitude. */
export function zodiacPoint(siderealLongitude: number): ZodiacPoint {
  const longitude = normalise(siderealLongitude);
  const rashiIndex = Math.min(11, Math.floor(longitude / 30));
  const nakshatraIndex = Math.min(26, Math.floor(longitude / NAKSHATRA_SPAN));
  const pada = Math.min(4, Math.floor((longitude - nakshatraIndex * NAKSHATRA_SPAN) / PADA_SPAN) + 1);
  return {
    longitude,
    rashi: RASHIS[rashiIndex].code,
    rashiIndex,
    degree: longitude - rashiIndex * 30,
    nakshatra: NAKSHATRAS[nakshatraIndex].code,
    nakshatraIndex,
    pada,
  };
}

/** The whole-sign house (1 to 12) of a rashi counted from another, the reference being the 1st. */
export const houseFrom = (fromRashi: number, rashi: number) => ((rashi - fromRashi + 12) % 12) + 1;
