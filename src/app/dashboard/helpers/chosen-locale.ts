import { isLocale, localeOfPath, localeOfTag, type Locale } from '../../../shared/i18n/locales';
import { SW_MESSAGE, type SwMessage } from '../../pwa/offline-shell-messages';

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
  // The worker's offline page for a dashboard page it has not kept speaks it too.
  const message: SwMessage = { type: SW_MESSAGE.language, locale };
  if (typeof navigator !== 'undefined')
    void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message)).catch(() => undefined);
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

/**
 * The language to leave the dashboard in when nobody is signed in: that of the public page that
 * led here (the Hindi registration left unfinished, a Hindi page's Dashboard link), else the last
 * one shown here (Back after signing out of the Hindi dashboard).
 */
export function leavingLocale(): Locale {
  try {
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.origin === location.origin && !/^\/dashboard(\/|$)/.test(from.pathname)) return localeOfPath(from.pathname);
  } catch {
    // a referrer that is not an address: the remembered language
  }
  return chosenLocale();
}
