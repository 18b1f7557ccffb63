import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { consentsEn, type ConsentWords } from './en';
import { consentsHi } from './hi';
import { consentsTa } from './ta';

export type { ConsentWords };

const WORDS: Record<Locale, Widen<ConsentWords>> = { en: consentsEn, hi: consentsHi, ta: consentsTa };

/** The consent words of a language: the registration's notice, Settings, the mails and the administrators' screen. */
export const consentWords = (locale: Locale): Widen<ConsentWords> => WORDS[locale];
