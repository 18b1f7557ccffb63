import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { adminHomeEn, type AdminHomeWords } from './en';
import { adminHomeHi } from './hi';
import { adminHomeTa } from './ta';

export type { AdminHomeWords };

/** The administrator's home's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const adminHomeWords: Record<Locale, Widen<AdminHomeWords>> = { en: adminHomeEn, hi: adminHomeHi, ta: adminHomeTa };
