import type { UserSubscription } from '../../../shared/schemas/subscription';
import { longDate } from '../../lib/dates';

/** The plan in force now (GET /Subscription/active/{userId}), or the free membership. */
export function CurrentPlan({ current, scheduled }: { current: UserSubscription | null; scheduled: UserSubscription | null }) {
  return (
    <section aria-labelledby="current-plan-title" className="card mb-6">
      <h2 id="current-plan-title" className="font-serif text-xl font-bold">
        Your current plan
      </h2>
      {current ? (
        <div className="mt-2 space-y-1" data-current-plan>
          <p className="text-lg font-semibold text-brand-deep dark:text-pink-200">{current.planName}</p>
          <p>
            Active until <strong>{longDate(current.endsAt)}</strong>
          </p>
          <p>
            {current.contactViewsLeft} of {current.contactViewsTotal} contact views left
          </p>
        </div>
      ) : (
        <p className="mt-2 text-stone-700 dark:text-stone-300">
          You are on the free membership. Buy a plan to see the mobile number, e-mail and address of members you like.
        </p>
      )}
      {scheduled && (
        <p className="mt-3 text-stone-700 dark:text-stone-300">
          {scheduled.planName} is paid and starts on <strong>{longDate(scheduled.startsAt)}</strong>, when your current plan ends; it runs until{' '}
          <strong>{longDate(scheduled.endsAt)}</strong>.
        </p>
      )}
    </section>
  );
}
