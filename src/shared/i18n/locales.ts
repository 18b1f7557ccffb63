/**
 * The site's languages and how a page's address carries one (docs/decisions/038-languages-and-routing.md):
 * English at /, Hindi under /hi and Tamil under /ta. The list matches astro.config.mjs's i18n block.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, localeOfTag, type Locale } from '../locales';

export { DEFAULT_LOCALE, LOCALES, isLocale, localeOfTag, type Locale };

/** The BCP 47 tag for <html lang>, hreflang's region-specific form and Intl. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

/** Each language named in itself, as the language switcher shows it. */
export const LOCALE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' };

/** The locale a path belongs to: /hi/about-us → 'hi', /about-us → 'en'. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.replace(/\.html$/, '').split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A path with its locale prefix removed and no .html: /hi/about-us → /about-us, /hi → /. */
export function pagePath(pathname: string): string {
  const plain = pathname.replace(/\.html$/, '').replace(/(^|\/)index$/, '/');
  const parts = plain.split('/');
  if (isLocale(parts[1]) && parts[1] !== DEFAULT_LOCALE) parts.splice(1, 1);
  const path = parts.join('/').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The address of a page in a language: localePath('hi', '/about-us') → /hi/about-us; home is /hi. */
export function localePath(locale: Locale, path: string): string {
  const clean = path === '' ? '/' : path;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/**
 * Where a link in a language goes: a public page in that language (/hi/login); the dashboard, one
 * shell for every language that follows the member's choice, as it is (/dashboard/profile).
 */
export function localeHref(locale: Locale, path: string): string {
  return path === '/dashboard' || path.startsWith('/dashboard/') ? path : localePath(locale, path);
}

/** getStaticPaths of a public page: the same page once per language ([...locale] is empty for English). */
export const localeStaticPaths = () => LOCALES.map((locale) => ({ params: { locale: locale === DEFAULT_LOCALE ? undefined : locale } }));
