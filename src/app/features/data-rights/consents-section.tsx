import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { consentWords } from '../../../shared/i18n/consents';
import type { ConsentPurpose, OptionalPurpose } from '../../../shared/schemas/consents';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { fetchConsents, saveConsent } from './api';

/**
 * Each purpose of the consent notice, given or withdrawn with one button, and the consent log
 * (docs/product/trust.md): withdrawing is as easy as giving, and stops the purpose at once.
 */
export function ConsentsSection() {
  const t = consentWords(useLocale());
  const failed = useWords().settings.failed;
  const [state, reload, setState] = useLoad('consents', fetchConsents, failed);
  const [busy, setBusy] = useState<OptionalPurpose | null>(null);
  const nameOf = (purpose: ConsentPurpose) =>
    purpose === 'service' ? t.settings.service : purpose === 'declaration' ? t.settings.declaration : t.purposes[purpose];
  async function choose(purpose: OptionalPurpose, granted: boolean) {
    setBusy(purpose);
    const result = await saveConsent(purpose, granted);
    setBusy(null);
    if (!result.ok) return notify.error(spoken(result.error));
    setState({ status: 'succeeded', data: result.data });
    notify.success(t.settings.saved);
  }
  return (
    <section aria-labelledby="consents-title" className="card lg:col-span-2">
      <h2 id="consents-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.settings.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.settings.lead}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ul className="mt-3 grid gap-2" aria-label={t.settings.heading}>
            {state.data.purposes.map((p) => (
              <li key={p.purpose} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-pink-50 p-3 dark:bg-stone-800">
                <p id={`consent-${p.purpose}`}>
                  <span className="font-semibold">{t.purposes[p.purpose]}</span>
                  {' · '}
                  <span>{p.granted ? t.settings.given : t.settings.withdrawn}</span>
                </p>
                <button
                  type="button"
                  className={p.granted ? 'btn btn-outline' : 'btn btn-primary'}
                  aria-describedby={`consent-${p.purpose}`}
                  disabled={busy !== null}
                  onClick={() => void choose(p.purpose, !p.granted)}
                >
                  {p.granted ? t.settings.withdraw : t.settings.give}
                </button>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 font-semibold">{t.settings.log}</h3>
          {state.data.declaredAt && <p className="mt-1 text-sm">{t.settings.declared({ date: dateTime(state.data.declaredAt) })}</p>}
          <ol className="mt-1 list-disc space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300" aria-label={t.settings.log}>
            {state.data.log
              .filter((e) => e.purpose !== 'declaration')
              .map((e, i) => (
                <li key={`${e.at}-${e.purpose}-${i}`}>
                  {t.settings.entry({ purpose: nameOf(e.purpose), granted: String(e.granted), date: dateTime(e.at) })} ({t.settings.sources[e.source]})
                </li>
              ))}
          </ol>
        </>
      )}
    </section>
  );
}
