import { adminSubscriptionsWords } from '../../../shared/i18n/admin/subscriptions';
import { formatRupees } from '../../../shared/i18n/format';
import type { UserSubscription } from '../../../shared/schemas/subscription';
import { ColumnHeaders, DataTable, ROW_CLASS } from '../../dashboard/parts/data-table';
import { SubscriptionStateBadge } from '../../dashboard/parts/subscription-state';
import { viewProfilePath } from '../../dashboard/config/paths';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLocale, useScreenWords } from '../../dashboard/helpers/i18n';

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
  const t = useScreenWords(adminSubscriptionsWords);
  const locale = useLocale();
  const c = t.columns;
  return (
    <DataTable
      caption={t.caption}
      minWidth="min-w-[50rem]"
      headers={<ColumnHeaders labels={[c.member, c.plan, c.amount, c.status, c.period, c.paid]} className={cell} />}
      actionsClass={cell}
    >
      {rows.map((s) => (
        <tr key={s.id} className={ROW_CLASS}>
          <th scope="row" className={`${cell} min-w-[11rem] font-normal`}>
            <a
              href={viewProfilePath(s.userId)}
              translate="no"
              className="inline-flex min-h-6 items-center font-semibold text-brand-deep underline dark:text-pink-200"
            >
              {s.userName}
            </a>
            <span className="block text-xs break-words text-stone-600 dark:text-stone-300" translate="no">
              {s.userEmail}
            </span>
          </th>
          <td className={`${cell} min-w-[8rem]`} translate="no">
            {s.planName}
          </td>
          <td className={`${cell} tabular-nums`}>{formatRupees(locale, s.amount)}</td>
          <td className={cell}>
            <SubscriptionStateBadge state={s.state} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            {s.startsAt ? (
              <>
                {shortDate(s.startsAt)}
                <span className="block">{t.until({ date: shortDate(s.endsAt) })}</span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td className={`${cell} whitespace-nowrap`}>{s.paidAt ? shortDate(s.paidAt) : t.notPaid}</td>
          <td className={`${cell} whitespace-nowrap`}>
            {s.status === 'pending' && (
              <button
                type="button"
                className={`${action} text-brand-deep dark:text-pink-200`}
                aria-label={t.activatePlanFor({ plan: s.planName, name: s.userName ?? '' })}
                onClick={() => onActivate(s)}
              >
                {t.activate}
              </button>
            )}
            {!s.paidAt && (
              <button
                type="button"
                className={`${action} text-red-700 dark:text-red-300`}
                aria-label={t.deletePlanOf({ plan: s.planName, name: s.userName ?? '' })}
                onClick={() => onDelete(s)}
              >
                {t.delete}
              </button>
            )}
            {s.paidAt && s.status !== 'cancelled' && (
              <button
                type="button"
                className={`${action} text-red-700 dark:text-red-300`}
                aria-label={t.cancelPlanOf({ plan: s.planName, name: s.userName ?? '' })}
                onClick={() => onCancel(s)}
              >
                {t.cancel}
              </button>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
