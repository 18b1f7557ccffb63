import { adminHomeWords } from '../../../shared/i18n/admin/home';
import { formatNumber } from '../../../shared/i18n/format';
import { LOCALE_TAG } from '../../../shared/i18n/locales';
import { useLocale, useScreenWords } from '../../dashboard/helpers/i18n';

/** Sign-ups per day as an inline SVG bar chart (no chart library), with a table for screen readers. */
const W = 600;
const H = 180;
const PAD = 0;

export function SignupsChart({ days }: { days: { date: string; count: number }[] }) {
  const t = useScreenWords(adminHomeWords);
  const locale = useLocale();
  const shortDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString(LOCALE_TAG[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const num = (value: number) => formatNumber(locale, value);
  const top = Math.max(1, ...days.map((d) => d.count));
  const slot = (W - PAD) / Math.max(1, days.length);
  const total = days.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure className="mt-8 rounded-2xl border border-pink-100 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-night-2">
      <figcaption className="font-semibold">
        {t.chartCaption({ days: num(days.length) })} <span className="font-normal text-stone-600 dark:text-stone-300">{t.inAll({ total: num(total) })}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H + 2}`}
        className="mt-4 h-auto w-full text-brand dark:text-pink-300"
        role="img"
        aria-label={t.chartLabel({ total: num(total), days: num(days.length), top: num(top) })}
      >
        <line x1={PAD} y1={H} x2={W} y2={H} className="stroke-stone-300 dark:stroke-stone-600" />
        {days.map((d, i) => {
          const h = (d.count / top) * (H - 10);
          return (
            <rect key={d.date} x={PAD + i * slot + 2} y={H - h} width={Math.max(1, slot - 4)} height={h} rx={2} fill="currentColor">
              <title>{`${shortDate(d.date)}: ${num(d.count)}`}</title>
            </rect>
          );
        })}
      </svg>
      {/* Axis labels as HTML so they stay readable when the chart shrinks on a phone. */}
      {days.length > 0 && (
        <div className="flex justify-between text-xs text-stone-600 dark:text-stone-300" aria-hidden="true">
          <span>{shortDate(days[0].date)}</span>
          <span>{t.highest({ top: num(top) })}</span>
          <span>{shortDate(days[days.length - 1].date)}</span>
        </div>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-stone-700 dark:text-stone-300">{t.showTable}</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.signUps}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{shortDate(d.date)}</td>
                <td className="tabular-nums">{num(d.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
