import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { assistedEn, type AssistedWords } from './en';
import { assistedHi } from './hi';
import { assistedTa } from './ta';

export type { AssistedWords };

const WORDS: Record<Locale, Widen<AssistedWords>> = { en: assistedEn, hi: assistedHi, ta: assistedTa };

/** The assisted service's words in a language: the member's page, the workbench, the administrators' screen, the mails. */
export const assistedWords = (locale: Locale): Widen<AssistedWords> => WORDS[locale];
