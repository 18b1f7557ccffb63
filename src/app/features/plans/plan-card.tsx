import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber, formatRupees } from '../../../shared/i18n/format';
import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import type { Plan } from '../../../shared/schemas/subscription';

/** 90 → "3 months (90 days)", 365 → "1 year (365 days)", in the dashboard's language. */
export function durationLabel(days: number, t: DashboardWords['plans']): string {
  if (days % 365 === 0) return `${t.years({ n: days / 365 })} (${t.days({ n: days })})`;
  if (days % 30 === 0 && days >= 30) return `${t.months({ n: days / 30 })} (${t.days({ n: days })})`;
  return t.days({ n: days });
}

export function PlanCard({ plan, busy, onBuy }: { plan: Plan; busy: boolean; onBuy: () => void }) {
  const headingId = `plan-${plan.id}-name`;
  const t = useWords().plans;
  const locale = useLocale();
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <h2 id={headingId} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {plan.localName || plan.name}
      </h2>
      <p className="mt-3">
        <span className="text-3xl font-bold text-ink tabular-nums dark:text-stone-50" data-price>
          {formatRupees(locale, plan.price)}
        </span>
        <span className="ml-2 text-sm text-stone-600 dark:text-stone-300">{t.inclusiveGst}</span>
      </p>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600 dark:text-stone-300">{t.duration}</dt>
          <dd className="font-semibold">{durationLabel(plan.durationDays, t)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600 dark:text-stone-300">{t.contactViews}</dt>
          <dd className="font-semibold">{formatNumber(locale, plan.contactViews)}</dd>
        </div>
      </dl>
      {(plan.localDescription ?? plan.description) && (
        <p className="mt-4 flex-1 text-sm text-stone-700 dark:text-stone-300">{plan.localDescription ?? plan.description}</p>
      )}
      <button type="button" className="btn btn-primary mt-5 w-full" disabled={busy} onClick={onBuy}>
        {busy ? t.pleaseWait : t.buy}
        <span className="sr-only"> {plan.localName || plan.name}</span>
      </button>
    </article>
  );
}
