import type { Locale } from '../locales';
import type { Widen } from '../widen';
import { grievancesEn, type GrievanceWords } from './en';
import { grievancesHi } from './hi';
import { grievancesTa } from './ta';

export type { GrievanceWords };

const WORDS: Record<Locale, Widen<GrievanceWords>> = { en: grievancesEn, hi: grievancesHi, ta: grievancesTa };

/** The grievance words of a language: the public page, the form, the mails and the administrators' screen. */
export const grievanceWords = (locale: Locale): Widen<GrievanceWords> => WORDS[locale];
