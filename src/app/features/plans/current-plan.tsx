import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import type { UserSubscription } from '../../../shared/schemas/subscription';
import { shownPlanName } from '../../../shared/plan-name';
import { longDate } from '../../dashboard/helpers/dates';

/** The plan in force now (GET /Subscription/active/{userId}), or the free membership. */
export function CurrentPlan({ current, scheduled }: { current: UserSubscription | null; scheduled: UserSubscription | null }) {
  const t = useWords().plans;
  const locale = useLocale();
  return (
    <section aria-labelledby="current-plan-title" className="card mb-6">
      <h2 id="current-plan-title" className="font-serif text-xl font-bold">
        {t.currentTitle}
      </h2>
      {current ? (
        <div className="mt-2 space-y-1" data-current-plan>
          <p className="text-lg font-semibold text-brand-deep dark:text-pink-200">{shownPlanName(current)}</p>
          <p className="font-semibold">{t.activeUntilDate({ date: longDate(current.endsAt) })}</p>
          <p>{t.viewsLeft({ left: formatNumber(locale, current.contactViewsLeft), total: formatNumber(locale, current.contactViewsTotal) })}</p>
        </div>
      ) : (
        <p className="mt-2 text-stone-700 dark:text-stone-300">{t.freeMembership}</p>
      )}
      {scheduled && (
        <p className="mt-3 text-stone-700 dark:text-stone-300">
          {t.scheduled({ plan: shownPlanName(scheduled), starts: longDate(scheduled.startsAt), ends: longDate(scheduled.endsAt) })}
        </p>
      )}
    </section>
  );
}
