import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { LOCALES, LOCALE_NAME, LOCALE_TAG, type Locale } from '../../../shared/i18n/locales';
import { notify } from '../../client/toast';
import { $me } from '../../dashboard/helpers/session';
import { chooseLanguage, loadWords, useWords } from '../../dashboard/helpers/i18n';

/** The member's language for the dashboard, mail and SMS (docs/decisions/042-member-language.md). */
export function LanguageSection() {
  const me = useStore($me);
  /** The language being saved: shown at once, given back if the save fails. */
  const [saving, setSaving] = useState<Locale | null>(null);
  const current = saving ?? me?.locale;
  const t = useWords().settings;
  async function save(locale: Locale) {
    setSaving(locale);
    const result = await chooseLanguage(locale);
    setSaving(null);
    if (!result.ok) return notify.error(result.message);
    // Said in the language just chosen, which the whole dashboard now switches to.
    const chosen = await loadWords(locale).catch(() => null);
    notify.success((chosen?.settings ?? t).languageSaved({ name: LOCALE_NAME[locale] }));
  }
  return (
    <section aria-labelledby="language-title" className="card">
      <h2 id="language-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.language}
      </h2>
      <p id="language-hint" className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t.languageHint}
      </p>
      <fieldset className="mt-3 flex flex-wrap gap-4" aria-describedby="language-hint" aria-busy={saving !== null} disabled={!current}>
        <legend className="sr-only">{t.language}</legend>
        {LOCALES.map((locale) => (
          <div key={locale} className="flex items-center gap-2">
            <input id={`language-${locale}`} type="radio" name="language" checked={current === locale} onChange={() => saving === null && void save(locale)} />
            <label htmlFor={`language-${locale}`} lang={LOCALE_TAG[locale]} className="font-semibold">
              {LOCALE_NAME[locale]}
            </label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}
