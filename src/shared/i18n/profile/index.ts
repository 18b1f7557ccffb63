import { createContext, useContext } from 'react';
import type { Locale } from '../locales';
import { profileEn, type ProfileWords } from './en';
import { profileHi } from './hi';
import { profileTa } from './ta';

/**
 * The profile's words for a locale. All three languages travel in the profile form's own chunk
 * (lazy on the registration page, part of My Profile in the dashboard), never on the home page.
 */
const PROFILE: Record<Locale, ProfileWords> = { en: profileEn, hi: profileHi, ta: profileTa };
export const profileText = (locale: Locale = 'en'): ProfileWords => PROFILE[locale];

/** The profile form's parts read the words its owner (the registration page or the dashboard) chose. */
export const ProfileWordsContext = createContext<ProfileWords>(profileEn);
export const useProfileWords = (): ProfileWords => useContext(ProfileWordsContext);
export type { ProfileWords };
