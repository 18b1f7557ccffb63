/**
 * The site's languages (docs/decisions/038-languages-and-routing.md), here so the server and the
 * shared schemas can name them; src/shared/i18n/locales.ts re-exports them with the page helpers.
 */
export const LOCALES = ['en', 'hi', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The site's language a language tag names ('hi-IN' → 'hi', as <html lang> and Intl write them); English for any other. */
export function localeOfTag(tag: string): Locale {
  const language = tag.split('-')[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
