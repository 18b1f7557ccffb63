import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { reportsEn, type ReportsWords } from './en';
import { reportsHi } from './hi';
import { reportsTa } from './ta';

export type { ReportsWords };

/** The Reports screen's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const reportsWords: Record<Locale, Widen<ReportsWords>> = { en: reportsEn, hi: reportsHi, ta: reportsTa };
