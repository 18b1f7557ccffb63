import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { contactListEn, type ContactListWords } from './en';
import { contactListHi } from './hi';
import { contactListTa } from './ta';

export type { ContactListWords };

/** Contact List's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const contactListWords: Record<Locale, Widen<ContactListWords>> = { en: contactListEn, hi: contactListHi, ta: contactListTa };
