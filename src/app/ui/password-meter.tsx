import { useEffect, useState } from 'react';

import type { Locale } from '../../shared/locales';
import { personalWords, type PasswordCheck, type PasswordVerdict } from '../../shared/password-strength';
import { textOf, type Message } from '../../shared/message-code';
import { CODED } from '../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const M = CODED.PASSWORD_METER_TEXT;
/** The word for each score (STRENGTH_LABELS in English), by code. */
const STRENGTH_WORDS = [CODED.ISLAND_TEXT.veryWeak, CODED.ISLAND_TEXT.weak, CODED.ISLAND_TEXT.fair, CODED.ISLAND_TEXT.good, CODED.ISLAND_TEXT.strong] as const;

/** The meter's check: a small dictionary, loaded the first time a password is typed (docs/decisions/019). */
let loading: Promise<(locale: Locale) => PasswordCheck> | null = null;
const loadCheck = () => (loading ??= import('./password-check-light').then((m) => m.lightPasswordCheck));

const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

/**
 * How guessable the password being typed is, by the server's rule (shared/password-strength.ts) over
 * the most used passwords and words (password-check-light.ts), with hints in the page's
 * language. The check loads the first time a password is typed, never with the page; the server,
 * which also checks the full lists, has the last word. The strength is
 * said in words (and announced politely); the bars only repeat it.
 */
export function PasswordMeter({
  id,
  password,
  personal = [],
  say = textOf,
  locale = 'en',
}: {
  id: string;
  locale?: Locale;
  password: string;
  personal?: (string | undefined)[];
  /** Shows a text in the page's language (src/shared/i18n/forms/messages.ts); English as it is. */
  say?: (message: Message) => string;
}) {
  const [verdict, setVerdict] = useState<PasswordVerdict | null>(null);
  const personalKey = personalWords(...personal).join(' ');
  useEffect(() => {
    if (!password) return;
    let current = true;
    // A short pause so typing stays smooth; the check itself takes a few milliseconds.
    const timer = setTimeout(() => {
      void loadCheck().then((checkIn) => {
        if (current) setVerdict(checkIn(locale)(password, personalKey ? personalKey.split(' ') : []));
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey, locale]);

  if (!password) return null;
  const shown = verdict;
  return (
    <div id={id} className="grid gap-1" data-testid="password-meter">
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`h-1.5 rounded-full ${shown && shown.score >= step ? BAR_COLOURS[shown.score] : 'bg-stone-200 dark:bg-stone-700'}`} />
        ))}
      </div>
      <p aria-live="polite" className="text-sm text-stone-700 dark:text-stone-200">
        {shown ? (
          <>
            {say(M.label)}: <strong className="font-semibold text-stone-900 dark:text-stone-50">{say(STRENGTH_WORDS[shown.score])}</strong>.{' '}
            {say(shown.acceptable ? M.acceptable : M.tooWeak)}
            {!shown.acceptable && (shown.warning || shown.suggestions[0]) && <span className="block">{shown.warning || shown.suggestions[0]}</span>}
          </>
        ) : (
          say(M.checking)
        )}
      </p>
    </div>
  );
}
