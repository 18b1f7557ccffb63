import { CODED } from '../../coded-messages';
import type { Locale } from '../locales';
import { loadMessages, say } from './messages';

/**
 * The toasts of the static pages' sign-out buttons in the page's language, as the attributes
 * src/site/page-scripts/account-menu.ts reads (the words travel in the markup, so that script loads no catalogue).
 */
export async function logoutAttributes(locale: Locale) {
  await loadMessages(locale);
  return {
    'data-logout': say(locale, CODED.MSG.logoutSuccess),
    'data-logout-failed': say(locale, CODED.MSG.logoutFailed),
    'data-logout-error': say(locale, CODED.MSG.somethingWentWrong),
  };
}
