import { assistedWords } from '../../../shared/i18n/assisted';
import { formatNumber } from '../../../shared/i18n/format';
import { LOCALE_TAG, type Locale } from '../../../shared/i18n/locales';
import type { ServiceSpeed, ServiceSpeedReport } from '../../../shared/schemas/service-speed';
import { useLoad } from '../../client/use-load';
import { dashboardApi } from '../../dashboard/helpers/session';
import { dateTime } from '../../dashboard/helpers/dates';
import { useLocale } from '../../dashboard/helpers/i18n';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';

type Words = ReturnType<typeof assistedWords>;
const fetchSpeed = () => dashboardApi.get<ServiceSpeedReport>('/assisted/speed');
/** Days with at most one decimal, in the reader's digits and grouping. */
const daysIn = (locale: Locale, days: number) => new Intl.NumberFormat(LOCALE_TAG[locale], { maximumFractionDigits: 1 }).format(days);

function Step({ t, locale, title, step, code }: { t: Words; locale: Locale; title: string; step: ServiceSpeed['firstConnection']; code: string }) {
  return (
    <div className="mt-3 border-t border-stone-200 pt-2 dark:border-stone-700">
      <h4 className="text-sm font-semibold">{title}</h4>
      {step.medianDays === null ? (
        <p className="mt-1 text-sm text-stone-700 dark:text-stone-300" data-speed={`${code}-median`}>
          {t.speed.notYet}
        </p>
      ) : (
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
          <dt>{t.speed.medianDays}</dt>
          <dd className="text-right text-xl font-bold" data-speed={`${code}-median`}>
            {daysIn(locale, step.medianDays)}
          </dd>
          <dt>{t.speed.counted}</dt>
          <dd className="text-right font-semibold" data-speed={`${code}-counted`}>
            {formatNumber(locale, step.members)}
          </dd>
        </dl>
      )}
    </div>
  );
}

/**
 * How soon members connect and meet, per service (docs/product/assisted-service.md): the medians
 * the server computes from the records, each with the members it is computed from. Nothing here
 * is a figure of its own.
 */
export function ServiceSpeedCard() {
  const t = assistedWords(useLocale());
  const locale = useLocale();
  const [state, reload] = useLoad('assisted-speed', fetchSpeed, t.speed.failed);
  return (
    <section className="mt-8" aria-labelledby="rm-speed">
      <h2 id="rm-speed" className="text-lg font-bold">
        {t.speed.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{t.speed.intro}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {state.data.services.map((s) => (
              <li key={s.service} className="card !p-4" aria-labelledby={`rm-speed-${s.service}`} data-service={s.service}>
                <h3 id={`rm-speed-${s.service}`} className="font-serif text-lg font-bold">
                  {(t.speed.services as Record<string, string>)[s.service] ?? s.service}
                </h3>
                <p className="text-sm">
                  {t.speed.members}:{' '}
                  <span className="font-semibold" data-speed="members">
                    {formatNumber(locale, s.members)}
                  </span>
                </p>
                <Step t={t} locale={locale} title={t.speed.firstConnection} step={s.firstConnection} code="connection" />
                <Step t={t} locale={locale} title={t.speed.firstMeeting} step={s.firstMeeting} code="meeting" />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-700 dark:text-stone-300">{t.speed.note}</p>
          <p className="mt-1 text-xs text-stone-600 dark:text-stone-400">{t.speed.computedAt({ when: dateTime(state.data.computedAt) })}</p>
        </>
      )}
    </section>
  );
}
