import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { safetyEn, type SafetyWords } from './en';
import { safetyHi } from './hi';
import { safetyTa } from './ta';

const WORDS: Record<Locale, Widen<SafetyWords>> = { en: safetyEn, hi: safetyHi, ta: safetyTa };

/** The safety centre's words of a language: the public page. */
export const safetyWords = (locale: Locale): Widen<SafetyWords> => WORDS[locale];
