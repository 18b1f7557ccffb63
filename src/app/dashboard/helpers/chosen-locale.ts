import { isLocale, localeOfTag, type Locale } from '../../../shared/i18n/locales';

/**
 * The dashboard's language as this browser remembers it (docs/decisions/043-dashboard-language.md):
 * the last one shown here, kept so the next visit starts in it, and read where the server cannot
 * say (a session that has expired leaves in that language).
 */
const STORAGE_KEY = 'dashboardLocale';

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // private mode: the server's choice still applies after the next sign-in
  }
}

/** The last language shown here, else the page's lang. */
export function chosenLocale(): Locale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  return isLocale(stored) ? stored : localeOfTag(document.documentElement.lang);
}
