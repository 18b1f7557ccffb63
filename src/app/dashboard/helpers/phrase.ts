import { wordPhrase, type Phrase } from '../../../shared/phrases';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { longDate } from './dates';
import { useWords } from './i18n';

/**
 * A server text in the dashboard's language (docs/decisions/047): the phrase sent beside it finds
 * its sentence by its key in the catalogue's `serverTexts` and fills it with its values
 * (`wordPhrase`, src/shared/phrases.ts), dates as the dashboard writes them. A reply without a
 * phrase, or with a key this build does not know (a newer server), shows the server's text.
 */
export function worded(w: DashboardWords, said: Phrase | null | undefined, fallback: string): string {
  return (said && wordPhrase(w.serverTexts, said, longDate)) || fallback;
}

/** `worded` for a component: a change of language re-renders the caller. */
export function useWorded(): (said: Phrase | null | undefined, fallback: string) => string {
  const w = useWords();
  return (said, fallback) => worded(w, said, fallback);
}
