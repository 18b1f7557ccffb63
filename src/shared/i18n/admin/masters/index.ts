import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { mastersEn, type MasterWords } from './en';
import { mastersHi } from './hi';
import { mastersTa } from './ta';

export type { MasterWords };

/** The master screens' words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const masterWords: Record<Locale, Widen<MasterWords>> = { en: mastersEn, hi: mastersHi, ta: mastersTa };
