import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { selfieEn, type SelfieWords } from './en';
import { selfieHi } from './hi';
import { selfieTa } from './ta';

export type { SelfieWords };

const WORDS: Record<Locale, Widen<SelfieWords>> = { en: selfieEn, hi: selfieHi, ta: selfieTa };

/** The selfie check's words of a language: the member's screen, the queue, the mails and the refusals. */
export const selfieWords = (locale: Locale): Widen<SelfieWords> => WORDS[locale];
