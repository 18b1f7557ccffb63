import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { dashboardEnFirst } from '../../../shared/i18n/dashboard/en-first';
import { loadMessages, say } from '../../../shared/i18n/forms/messages';
import { shownBy, type Message, type MessageOrText } from '../../../shared/message-code';
import { DEFAULT_LOCALE, LOCALE_TAG, type Locale } from '../../../shared/i18n/locales';
import { chosenLocale, rememberLocale } from './chosen-locale';
import { $me, dashboardApi } from './session';

/**
 * The dashboard's language (docs/decisions/043-dashboard-language.md): the member's chosen locale
 * from GET /auth/me, remembered in this browser so the next visit starts in it. The English words
 * of the first screen ship with the dashboard, the rest of English once it has drawn; Hindi and
 * Tamil are loaded when first needed, so no one downloads all three
 * (docs/decisions/074-dashboard-first-screen.md).
 */
interface Language {
  locale: Locale;
  words: DashboardWords;
}

const LOADERS: Record<Locale, () => Promise<DashboardWords>> = {
  en: () => import('../../../shared/i18n/dashboard/en').then((m) => m.dashboardEn),
  hi: () => import('../../../shared/i18n/dashboard/hi').then((m) => m.dashboardHi),
  ta: () => import('../../../shared/i18n/dashboard/ta').then((m) => m.dashboardTa),
};

/**
 * The first screen's English words, until a whole catalogue replaces them: only the shell and the
 * home screen read them (en-first.ts says which sections), and every other page waits for
 * wholeWords() before it draws (src/app/dashboard/shell/routes.tsx). first-screen-words.test.ts checks
 * that the first screen reads no other section.
 */
const FIRST_WORDS = dashboardEnFirst as unknown as DashboardWords;

export const $language = atom<Language>({ locale: DEFAULT_LOCALE, words: FIRST_WORDS });

let wanted: Locale = DEFAULT_LOCALE;

/** A language's whole words, loaded if needed. */
export const loadWords = (locale: Locale): Promise<DashboardWords> => LOADERS[locale]();

/**
 * Resolves once the words on screen are a whole catalogue: the shell starts with the first
 * screen's English words only, so every page but home waits for this before it draws.
 */
export async function wholeWords(): Promise<void> {
  if ($language.get().words !== FIRST_WORDS) return;
  const english = await LOADERS.en();
  const now = $language.get();
  if (now.words === FIRST_WORDS) $language.set({ locale: now.locale, words: english });
}

/**
 * Shows the dashboard in a language: loads its words and its messages (the catalogue `say` reads,
 * shared with the public pages) if needed, then sets them and <html lang>.
 */
export async function showLanguage(locale: Locale): Promise<void> {
  wanted = locale;
  rememberLocale(locale);
  let words: DashboardWords;
  try {
    // English on the first screen needs nothing more: its words came with the shell, and every
    // other page waits for wholeWords() (docs/decisions/074-dashboard-first-screen.md).
    const current = $language.get().words;
    [words] = await Promise.all([locale === 'en' && current === FIRST_WORDS ? current : LOADERS[locale](), locale === 'en' ? undefined : loadMessages(locale)]);
  } catch {
    // offline and never loaded: keep the words shown now
    return;
  }
  if (wanted !== locale) return; // a later choice won the race
  document.documentElement.lang = LOCALE_TAG[locale];
  // The tab's name too: the page is one for every language.
  document.title = words.shell.dashboard;
  if ($language.get().locale !== locale || $language.get().words !== words) $language.set({ locale, words });
}

/** The words of the dashboard's current language, outside React (toasts raised by plain functions). */
export const words = (): DashboardWords => $language.get().words;
export const currentLocale = (): Locale => $language.get().locale;

/** The words of the dashboard's current language; a change of language re-renders the caller. */
export const useWords = (): DashboardWords => useStore($language).words;
export const useLocale = (): Locale => useStore($language).locale;

/**
 * A screen's own words in the dashboard's current language (an administrators' screen keeps its
 * words in all three languages: src/shared/i18n/admin/<screen>/index.ts); a change of language re-renders the caller.
 */
export const useScreenWords = <T>(words: Record<Locale, T>): T => words[useLocale()];

/**
 * Starts in the last language used here, then follows the member's choice as the server gives it
 * ($me.locale, set by loadMe and by the language switcher). Returns the unsubscribe.
 */
export function followMemberLanguage(): () => void {
  void showLanguage(chosenLocale());
  return $me.subscribe((me) => {
    // A failed /auth/me (offline) says nothing about the member's choice: keep the language shown.
    // A family helper who helps nobody now has no member (userId null) but a language all the same.
    if (me && (me.userId !== null || me.family)) void showLanguage(me.locale);
  });
}

/** The member chose a language: the server keeps it, then the dashboard shows it. */
export async function chooseLanguage(locale: Locale): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await dashboardApi.put<unknown>('/account/language', { locale });
  if (!result.ok) return { ok: false, message: result.message };
  $me.set({ ...$me.get(), userId: $me.get()?.userId ?? null, locale });
  if ($me.get()?.userId === null) void showLanguage(locale);
  // Reference lists are named in the account's language: ask for them again in the new one. Their
  // modules (with the resource table) load with the screens that show them, not with the shell.
  void import('../../client/reference-lists').then((lists) => lists.renameReferenceLists());
  void import('../../client/caste-list').then((castes) => castes.renameCasteRows());
  return { ok: true };
}

/**
 * A message the server, the API client or a shared schema wrote, in the dashboard's language when
 * its code is one the catalogue words (docs/decisions/092-message-codes.md; `say`,
 * src/shared/i18n/forms/messages.ts, as the public pages); a message with no code (`uncoded(text)`)
 * as it came.
 */
export function spoken(message: Message): string {
  return say($language.get().locale, message);
}

/**
 * What a screen shows where either may come (a load's failure, a store's error): a message, `spoken`,
 * or the screen's own words, a plain string already in the dashboard's language, as they are.
 */
export const shown = (message: MessageOrText): string => shownBy(spoken, message);

/** `spoken` for a component: a change of language re-renders the caller. */
export function useSpoken(): (message: Message) => string {
  const locale = useLocale();
  return (message: Message) => say(locale, message);
}
