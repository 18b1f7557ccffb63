import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { contactTermsEn, type ContactTermsWords } from './en';
import { contactTermsHi } from './hi';
import { contactTermsTa } from './ta';

export type { ContactTermsWords };

const WORDS: Record<Locale, Widen<ContactTermsWords>> = { en: contactTermsEn, hi: contactTermsHi, ta: contactTermsTa };

/** The words of the member's terms for contact in a language: the Settings sections and the conversation's note. */
export const contactTermsWords = (locale: Locale): Widen<ContactTermsWords> => WORDS[locale];
