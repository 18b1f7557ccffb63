import { formatInr } from '../../../shared/money';
import type { Plan } from '../../../shared/schemas/subscription';

const numberIn = new Intl.NumberFormat('en-IN');

/** 90 → "3 months (90 days)", 365 → "1 year (365 days)". */
export function durationLabel(days: number): string {
  const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (days % 365 === 0) return `${count(days / 365, 'year')} (${days} days)`;
  if (days % 30 === 0 && days >= 30) return `${count(days / 30, 'month')} (${days} days)`;
  return count(days, 'day');
}

export function PlanCard({ plan, busy, onBuy }: { plan: Plan; busy: boolean; onBuy: () => void }) {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article aria-labelledby={headingId} className="card flex flex-col">
      <h2 id={headingId} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {plan.name}
      </h2>
      <p className="mt-3">
        <span className="text-3xl font-bold text-ink tabular-nums dark:text-stone-50" data-price>
          {formatInr(plan.price)}
        </span>
        <span className="ml-2 text-sm text-stone-600 dark:text-stone-300">inclusive of GST</span>
      </p>
      <dl className="mt-4 space-y-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600 dark:text-stone-300">Duration</dt>
          <dd className="font-semibold">{durationLabel(plan.durationDays)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-stone-600 dark:text-stone-300">Contact views</dt>
          <dd className="font-semibold">{numberIn.format(plan.contactViews)}</dd>
        </div>
      </dl>
      {plan.description && <p className="mt-4 flex-1 text-sm text-stone-700 dark:text-stone-300">{plan.description}</p>}
      <button type="button" className="btn btn-primary mt-5 w-full" disabled={busy} onClick={onBuy}>
        {busy ? 'Please wait…' : 'Buy'}
        <span className="sr-only"> {plan.name}</span>
      </button>
    </article>
  );
}
