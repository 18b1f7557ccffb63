/**
 * The Lahiri (Chitrapaksha) ayanamsa: how far the sidereal zodiac's first point lies behind the
 * vernal equinox. Defined by the Indian Calendar Reform Committee as 23°15'00.658" on 21 March
 * 1956, 0h TT, with nutation (the true ayanamsa); the mean value at that moment is that less the
 * nutation in longitude of the day, 16.77" (the constants of the Swiss Ephemeris, SE_SIDM_LAHIRI).
 * It moves with the general precession in longitude of IAU 2006 (Capitaine, Wallace and
 * Chapront 2003). docs/decisions/082-horoscope-from-birth-details.md says why.
 */
const EPOCH_DAYS = 2435553.5 - 2451545.0;
const MEAN_AT_EPOCH = 23.250182778 - 0.004658035;

/** The general precession in longitude since J2000, in degrees, at Julian centuries `t` of TT. */
function precession(t: number): number {
  const arcseconds = ((((-0.0000000383 * t - 0.000023857) * t + 0.00007964) * t + 1.1054348) * t + 5028.796195) * t;
  return arcseconds / 3600;
}

/** The mean Lahiri ayanamsa in degrees, `daysTT` days of Terrestrial Time from J2000. */
export function lahiriAyanamsa(daysTT: number): number {
  return MEAN_AT_EPOCH + precession(daysTT / 36525) - precession(EPOCH_DAYS / 36525);
}
