import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { LOCALE_NAME, LOCALE_TAG, isLocale, type Locale } from '../../../shared/i18n/locales';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import { SIGNED_IN_FROM_KEY } from '../../../shared/storage-keys';
import { notify } from '../../client/toast';
import { chooseLanguage, loadWords } from '../helpers/i18n';
import { $me } from '../helpers/session';

function signedInFrom(): Locale | null {
  try {
    const value = sessionStorage.getItem(SIGNED_IN_FROM_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}
function forget(): void {
  try {
    sessionStorage.removeItem(SIGNED_IN_FROM_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * A person who signed in on the Hindi or Tamil site and whose account speaks another language is
 * offered that site's language in one tap, in that language (docs/product/languages.md).
 */
export function LanguageOffer() {
  const me = useStore($me);
  const [offered] = useState(signedInFrom);
  const [words, setWords] = useState<DashboardWords | null>(null);
  const [busy, setBusy] = useState(false);
  const [closed, setClosed] = useState(false);
  const differs = offered !== null && me !== null && me.userId !== null && me.locale !== offered;

  useEffect(() => {
    if (offered !== null && me?.userId !== null && me !== null && me.locale === offered) forget();
    if (!differs || words) return;
    loadWords(offered).then(setWords, () => undefined);
  }, [differs, offered, me, words]);

  if (!differs || closed || !words || !me) return null;
  const t = words.shell;
  const close = () => {
    forget();
    setClosed(true);
  };
  async function switchLanguage() {
    if (!offered) return;
    setBusy(true);
    const result = await chooseLanguage(offered);
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    close();
  }
  return (
    <section
      lang={LOCALE_TAG[offered]}
      aria-label={t.language}
      className="mx-4 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-pink-200 bg-pink-50 px-4 py-3 text-sm sm:mx-6 lg:mx-8 dark:border-stone-600 dark:bg-night-2"
    >
      <p className="min-w-0 flex-1 basis-60">{t.languageOffer({ current: LOCALE_NAME[me.locale], offered: LOCALE_NAME[offered] })}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void switchLanguage()}>
        {t.languageSwitch({ offered: LOCALE_NAME[offered] })}
      </button>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={close}>
        {t.languageKeep({ current: LOCALE_NAME[me.locale] })}
      </button>
    </section>
  );
}
