import type { Locale } from '../locales';
import { horoscopeEn, type HoroscopeWords } from './en';
import { horoscopeHi } from './hi';
import { horoscopeTa } from './ta';

/** The chart's and the biodata's words for a language; only the chart's, the biodata's and the share links' code import them. */
const WORDS: Record<Locale, HoroscopeWords> = { en: horoscopeEn, hi: horoscopeHi, ta: horoscopeTa };
export const horoscopeText = (locale: Locale = 'en'): HoroscopeWords => WORDS[locale];
export type { HoroscopeWords };
