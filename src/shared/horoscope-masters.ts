/**
 * The rashi (moon sign) and nakshatra (birth star) masters, in their traditional order. The code
 * is the stable key guna milan reads (src/server/modules/horoscope/guna-milan.ts); administrators
 * may rename an entry without changing its code.
 */
export const RASHIS = [
  { code: 'mesha', name: 'Mesha (Aries)' },
  { code: 'vrishabha', name: 'Vrishabha (Taurus)' },
  { code: 'mithuna', name: 'Mithuna (Gemini)' },
  { code: 'karka', name: 'Karka (Cancer)' },
  { code: 'simha', name: 'Simha (Leo)' },
  { code: 'kanya', name: 'Kanya (Virgo)' },
  { code: 'tula', name: 'Tula (Libra)' },
  { code: 'vrishchika', name: 'Vrishchika (Scorpio)' },
  { code: 'dhanu', name: 'Dhanu (Sagittarius)' },
  { code: 'makara', name: 'Makara (Capricorn)' },
  { code: 'kumbha', name: 'Kumbha (Aquarius)' },
  { code: 'meena', name: 'Meena (Pisces)' },
] as const;

export const NAKSHATRAS = [
  { code: 'ashwini', name: 'Ashwini' },
  { code: 'bharani', name: 'Bharani' },
  { code: 'krittika', name: 'Krittika' },
  { code: 'rohini', name: 'Rohini' },
  { code: 'mrigashira', name: 'Mrigashira' },
  { code: 'ardra', name: 'Ardra' },
  { code: 'punarvasu', name: 'Punarvasu' },
  { code: 'pushya', name: 'Pushya' },
  { code: 'ashlesha', name: 'Ashlesha' },
  { code: 'magha', name: 'Magha' },
  { code: 'purvaPhalguni', name: 'Purva Phalguni' },
  { code: 'uttaraPhalguni', name: 'Uttara Phalguni' },
  { code: 'hasta', name: 'Hasta' },
  { code: 'chitra', name: 'Chitra' },
  { code: 'swati', name: 'Swati' },
  { code: 'vishakha', name: 'Vishakha' },
  { code: 'anuradha', name: 'Anuradha' },
  { code: 'jyeshtha', name: 'Jyeshtha' },
  { code: 'mula', name: 'Mula' },
  { code: 'purvaAshadha', name: 'Purva Ashadha' },
  { code: 'uttaraAshadha', name: 'Uttara Ashadha' },
  { code: 'shravana', name: 'Shravana' },
  { code: 'dhanishta', name: 'Dhanishta' },
  { code: 'shatabhisha', name: 'Shatabhisha' },
  { code: 'purvaBhadrapada', name: 'Purva Bhadrapada' },
  { code: 'uttaraBhadrapada', name: 'Uttara Bhadrapada' },
  { code: 'revati', name: 'Revati' },
] as const;

export type RashiCode = (typeof RASHIS)[number]['code'];
export type NakshatraCode = (typeof NAKSHATRAS)[number]['code'];
