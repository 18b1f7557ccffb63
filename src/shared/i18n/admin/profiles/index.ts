import type { Locale } from '../../locales';
import type { Widen } from '../../widen';
import { allProfilesEn, adminProfileEn, type AllProfilesWords, type AdminProfileWords } from './en';
import { allProfilesHi, adminProfileHi } from './hi';
import { allProfilesTa, adminProfileTa } from './ta';

export type { AllProfilesWords, AdminProfileWords };

/** All Profile's words in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const allProfilesWords: Record<Locale, Widen<AllProfilesWords>> = { en: allProfilesEn, hi: allProfilesHi, ta: allProfilesTa };

/** A member's profile as an administrator reads it in every language, read with `useScreenWords` (docs/decisions/075-administrators-screens-in-languages.md). */
export const adminProfileWords: Record<Locale, Widen<AdminProfileWords>> = { en: adminProfileEn, hi: adminProfileHi, ta: adminProfileTa };
