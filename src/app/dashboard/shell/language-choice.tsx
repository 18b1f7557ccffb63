import { useId, useState } from 'react';
import { LOCALE_NAME, LOCALE_TAG, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { notify } from '../../client/toast';
import { chooseLanguage, useLocale, useWords } from '../helpers/i18n';

/**
 * The user menu's language choice: each language named in itself, the current one pressed. The
 * server keeps the choice (PUT /account/language), then the dashboard re-renders in it at once.
 */
export function LanguageChoice() {
  const words = useWords();
  const current = useLocale();
  const [busy, setBusy] = useState<Locale | null>(null);
  const headingId = useId();

  async function choose(locale: Locale) {
    if (locale === current || busy) return;
    setBusy(locale);
    const result = await chooseLanguage(locale);
    setBusy(null);
    if (!result.ok) notify.error(result.message);
  }

  return (
    <div role="group" aria-labelledby={headingId} className="mt-1 border-t border-pink-100 px-3 pt-2 pb-1 dark:border-stone-700">
      <p id={headingId} className="text-xs font-semibold text-stone-600 dark:text-stone-300">
        {words.shell.language}
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            lang={LOCALE_TAG[locale]}
            aria-pressed={locale === current}
            disabled={busy !== null}
            onClick={() => void choose(locale)}
            className={`min-h-9 rounded-lg border px-2.5 py-1 text-sm ${
              locale === current
                ? 'border-brand-deep bg-brand-deep font-semibold text-white dark:border-pink-200 dark:bg-pink-200 dark:text-night'
                : 'border-stone-300 text-stone-800 hover:bg-pink-50 dark:border-stone-600 dark:text-stone-100 dark:hover:bg-night'
            }`}
          >
            {LOCALE_NAME[locale]}
          </button>
        ))}
      </div>
    </div>
  );
}
