import type { UserSubscription } from '../../../shared/schemas/subscription';
import { SubscriptionStateBadge } from '../../components/subscription-state';
import { viewProfilePath } from '../../config/paths';
import { shortDate } from '../../lib/dates';

const cell = 'px-3 py-2 align-top';
const action = 'rounded-md px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline';

/**
 * All members' subscriptions with the admin's actions: activate a pending one; cancel a paid one
 * (its payment is an accounting record, so it is never deleted); delete an unpaid one.
 */
export function SubscriptionTable({
  rows,
  onActivate,
  onCancel,
  onDelete,
}: {
  rows: UserSubscription[];
  onActivate: (s: UserSubscription) => void;
  onCancel: (s: UserSubscription) => void;
  onDelete: (s: UserSubscription) => void;
}) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-pink-100 bg-white dark:border-stone-700 dark:bg-night-2">
      <table className="w-full min-w-[50rem] text-left text-sm">
        <caption className="sr-only">Members' subscriptions</caption>
        <thead className="border-b border-pink-100 bg-pink-50/60 dark:border-stone-700 dark:bg-night">
          <tr>
            {['Member', 'Plan', 'Amount', 'Status', 'Period', 'Paid'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} className="border-b border-stone-100 last:border-0 dark:border-stone-700">
              <th scope="row" className={`${cell} min-w-[11rem] font-normal`}>
                <a href={viewProfilePath(s.userId)} className="font-semibold text-brand-deep underline dark:text-pink-200">
                  {s.userName}
                </a>
                <span className="block text-xs break-words text-stone-600 dark:text-stone-300">{s.userEmail}</span>
              </th>
              <td className={`${cell} min-w-[8rem]`}>{s.planName}</td>
              <td className={`${cell} tabular-nums`}>{s.amountLabel}</td>
              <td className={cell}>
                <SubscriptionStateBadge state={s.state} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {s.startsAt ? (
                  <>
                    {shortDate(s.startsAt)}
                    <span className="block">to {shortDate(s.endsAt)}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>{s.paidAt ? shortDate(s.paidAt) : 'Not paid'}</td>
              <td className={`${cell} whitespace-nowrap`}>
                {s.status === 'pending' && (
                  <button
                    type="button"
                    className={`${action} text-brand-deep dark:text-pink-200`}
                    aria-label={`Activate ${s.planName} for ${s.userName}`}
                    onClick={() => onActivate(s)}
                  >
                    Activate
                  </button>
                )}
                {!s.paidAt && (
                  <button
                    type="button"
                    className={`${action} text-red-700 dark:text-red-300`}
                    aria-label={`Delete ${s.planName} of ${s.userName}`}
                    onClick={() => onDelete(s)}
                  >
                    Delete
                  </button>
                )}
                {s.paidAt && s.status !== 'cancelled' && (
                  <button
                    type="button"
                    className={`${action} text-red-700 dark:text-red-300`}
                    aria-label={`Cancel ${s.planName} of ${s.userName}`}
                    onClick={() => onCancel(s)}
                  >
                    Cancel
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
