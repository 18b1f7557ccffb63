import { useState } from 'react';
import { useLoad } from '../../client/use-load';
import { shown, useLocale } from '../../dashboard/helpers/i18n';
import { horoscopeText } from '../../../shared/i18n/horoscope';
import { ChartDrawing } from '../../../shared/horoscope/chart-drawing';
import type { ChartStyle } from '../../../shared/horoscope/chart-layout';
import type { BirthChartView, MemberChartView } from '../../../shared/schemas/horoscope';
import { fetchMemberChart, fetchOwnChart } from './api';

type Chart = NonNullable<BirthChartView['chart']>;

/**
 * The birth chart card (docs/product/horoscope.md): on My Profile the member's own chart with
 * what it decides (the Moon's nakshatra and pada, manglik); on a viewed profile the other
 * member's, when the viewer turned horoscope matching on (nothing at all otherwise). North or
 * South Indian at the reader's choice, South first in Tamil.
 */
export default function ChartCard({ userId, name }: { userId?: number; name?: string }) {
  const locale = useLocale();
  const h = horoscopeText(locale);
  const [style, setStyle] = useState<ChartStyle>(locale === 'ta' ? 'south' : 'north');
  const [own] = useLoad(userId === undefined ? 'own-chart' : null, fetchOwnChart, h.chart.failed);
  const [other] = useLoad(userId === undefined ? null : `member-chart-${userId}`, () => fetchMemberChart(userId!), h.chart.failed);
  const state = userId === undefined ? own : other;
  // Another member's chart is shown only when the viewer may see it; a refusal is no error to show.
  if (userId !== undefined && state.status !== 'succeeded') return null;
  const reply = state.status === 'succeeded' ? (state.data as BirthChartView | MemberChartView) : null;
  const chart = reply?.chart ? ({ instant: '', ...reply.chart } as Chart) : null;
  const moon = chart?.grahas.find((g) => g.graha === 'moon');
  // Only her own chart carries the Moon over the day of birth.
  const overDay = userId === undefined && own.status === 'succeeded' ? own.data.moonOverDay : null;
  const title = name ? `${h.chart.title}: ${name}` : h.chart.title;
  return (
    <section aria-labelledby="birth-chart-title" className="card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="birth-chart-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
          {h.chart.title}
        </h2>
        {chart && (
          <fieldset className="flex gap-3 text-sm">
            <legend className="sr-only">{h.chart.style}</legend>
            {(['north', 'south'] as const).map((s) => (
              <label key={s} className="flex items-center gap-1">
                <input type="radio" name={`chart-style-${userId ?? 'own'}`} checked={style === s} onChange={() => setStyle(s)} />
                {h.chart[s]}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {state.status === 'loading' && <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">…</p>}
      {state.status === 'failed' && <p className="mt-2 text-sm">{shown(state.message)}</p>}
      {reply && !chart && <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{h.chart.none}</p>}
      {chart && (
        <div className="mt-3 text-stone-900 dark:text-stone-100">
          <ChartDrawing chart={chart} style={style} words={h} title={title} />
          {moon && (
            <p className="mt-2 text-sm">
              {h.chart.moonNakshatra({ nakshatra: h.nakshatraName[moon.nakshatraIndex], pada: String(moon.pada) })}
              {chart.manglik && ` · ${h.chart.manglik[chart.manglik.status]}`}
            </p>
          )}
          {chart.kind === 'moonOnly' && <p className="mt-2 text-xs text-stone-700 dark:text-stone-300">{h.chart.moonOnlyNote}</p>}
          {overDay && changedOverDay(overDay) && <p className="mt-1 text-xs text-stone-700 dark:text-stone-300">{h.chart.moonChanged}</p>}
          {userId === undefined && chart.kind === 'full' && <p className="mt-1 text-xs text-stone-700 dark:text-stone-300">{h.chart.computed}</p>}
        </div>
      )}
    </section>
  );
}

const changedOverDay = (day: NonNullable<BirthChartView['moonOverDay']>) => day.start.rashi !== day.end.rashi || day.start.nakshatra !== day.end.nakshatra;
