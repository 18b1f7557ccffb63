import type { Locale } from '../locales';
import { enForms, type FormsText } from './en';
import { hiForms } from './hi';
import { taForms } from './ta';

/** The islands' words for a page's locale; kept apart from the page texts so an island ships only these. */
const FORMS: Record<Locale, FormsText> = { en: enForms, hi: hiForms, ta: taForms };
export const formsText = (locale: Locale = 'en'): FormsText => FORMS[locale];
export type { FormsText };
