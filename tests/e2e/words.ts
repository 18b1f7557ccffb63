import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { filledWith, type AnyCompiled } from '../../src/shared/i18n/compile';
import { dashboardEn, type DashboardWords } from '../../src/shared/i18n/dashboard/en';
import { dashboardHi } from '../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../src/shared/i18n/dashboard/ta';
import { formsText } from '../../src/shared/i18n/forms';
import { loadMessages, say } from '../../src/shared/i18n/forms/messages';
import type { Message } from '../../src/shared/message-code';
import { LOCALE_TAG, localePath, type Locale } from '../../src/shared/i18n/locales';
import { profileText } from '../../src/shared/i18n/profile';
import { bearer, type AuthData } from './dashboard/support';
import { englishOn, TYPED_IN_PROFILES } from './languages/english-words';

/**
 * The words of one language for a journey, from the catalogues the pages read: the dashboard's,
 * the public forms', the profile form's, and the product's messages (`say` gives a coded message of
 * src/shared/coded-messages.ts in the language). A journey selects and asserts by these, so the same
 * steps run in every language of src/shared/locales.ts.
 */
const DASHBOARD: Record<Locale, DashboardWords> = { en: dashboardEn, hi: dashboardHi, ta: dashboardTa };
export const dashboardWords = (locale: Locale): DashboardWords => DASHBOARD[locale];

export async function wordsIn(locale: Locale) {
  await loadMessages(locale);
  return {
    locale,
    /** <html lang> on a page in this language. */
    tag: LOCALE_TAG[locale],
    dashboard: dashboardWords(locale),
    forms: formsText(locale),
    profile: profileText(locale),
    say: (message: Message) => say(locale, message),
    /** A public page's address in this language: /register → /hi/register. */
    path: (path: string) => localePath(locale, path),
  };
}
export type Words = Awaited<ReturnType<typeof wordsIn>>;

/** The member has chosen the language in Settings (through the API: choosing has its own test). */
export async function speaks(request: APIRequestContext, member: AuthData, locale: Locale) {
  const chosen = await request.put('/api/account/language', { headers: bearer(member), data: { locale } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

/**
 * The page is in the journey's language: <html lang> says so and, in any language but English,
 * nothing on it or read out by a screen reader is left in English. `own` are texts the members
 * wrote themselves (names, a message), shown as written.
 */
export async function readsIn(page: Page, t: Words, own: readonly (string | RegExp)[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', t.tag);
  if (t.locale === 'en') return;
  expect(await englishOn(page, [...own, ...TYPED_IN_PROFILES]), `English on ${new URL(page.url()).pathname}`).toEqual([]);
}

/**
 * A pattern matching a text that begins with what `words` says with any value in its blank (a
 * name, a date): for texts whose value the test does not know, in any language's word order.
 */
export function filledWithAny(words: AnyCompiled | ((value: string) => string)): RegExp {
  const [before, after] = filledWith(words, '\u0000')
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${before}.+${after}`);
}
