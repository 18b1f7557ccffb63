import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatNumber } from '../../../shared/i18n/format';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notify } from '../../client/toast';
import { MSG } from '../../../shared/messages';
import type { UserSubscription } from '../../../shared/schemas/subscription';
import { shownPlanName } from '../../../shared/plan-name';
import { ColumnHeaders, DataTable, ROW_CLASS } from '../../dashboard/parts/data-table';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { SubscriptionStateBadge } from '../../dashboard/parts/subscription-state';
import { PATHS } from '../../dashboard/config/paths';
import { longDate } from '../../dashboard/helpers/dates';
import { downloadFile } from '../../dashboard/helpers/download';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { fetchMySubscriptions, removeUnpaidSubscription } from './api';

const cell = 'px-3 py-2';

/** Subscription (member): every plan bought, newest first, with its dates, amount and GST tax invoice (PDF). */
export default function SubscriptionPage() {
  const userId = useStore($me)?.userId ?? null;
  const [state, reload] = useLoad(userId === null ? null : `subscriptions-${userId}`, () => fetchMySubscriptions(userId), MSG.fetchFailed);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const t = useWords().plans;
  const locale = useLocale();

  async function invoice(sub: UserSubscription) {
    setDownloading(sub.id);
    const result = await downloadFile(`/Subscription/${sub.id}/invoice`, `invoice-${sub.id}.pdf`);
    setDownloading(null);
    if (result.ok) notify.success(t.receiptDownloaded);
    else notify.error(result.message);
  }

  async function removeUnpaid(sub: UserSubscription) {
    setRemoving(sub.id);
    const result = await removeUnpaidSubscription(sub.id);
    setRemoving(null);
    if (!result.ok) return notify.error(result.message);
    notify.success(t.unpaidRemoved);
    reload();
  }

  const [, , starts, ends, amount, views] = t.columns;
  /** Start, end (with the year), amount and contact views left: the same facts in the table and on a phone's card. */
  const facts = (sub: UserSubscription): Array<[string, string]> => [
    [starts, longDate(sub.startsAt)],
    [ends, longDate(sub.endsAt)],
    [amount, sub.amountLabel],
    [
      views,
      sub.status === 'active' ? t.ofTotal({ left: formatNumber(locale, sub.contactViewsLeft), total: formatNumber(locale, sub.contactViewsTotal) }) : '—',
    ],
  ];
  const invoiceAction = (sub: UserSubscription) =>
    sub.paidAt ? (
      <button
        type="button"
        className="justify-self-start font-semibold text-brand-deep underline dark:text-pink-200"
        disabled={downloading === sub.id}
        onClick={() => void invoice(sub)}
      >
        {downloading === sub.id ? t.downloading : t.downloadReceipt}
        <span className="sr-only">{t.receiptFor({ plan: shownPlanName(sub), date: longDate(sub.paidAt) })}</span>
      </button>
    ) : sub.status === 'pending' ? (
      // A checkout left without paying: remove it now, or it goes by itself (ABANDONED_CHECKOUT_MINUTES).
      <span className="grid justify-items-start gap-1">
        <span className="text-sm text-stone-600 dark:text-stone-300">{t.unpaidGoesBy}</span>
        <button type="button" className="btn btn-outline" disabled={removing === sub.id} onClick={() => void removeUnpaid(sub)}>
          {t.removeUnpaid}
          <span className="sr-only">: {t.removeUnpaidOf({ plan: shownPlanName(sub) })}</span>
        </button>
      </span>
    ) : (
      <span className="text-stone-600 dark:text-stone-300">{t.noPayment}</span>
    );

  return (
    <>
      <PageHeader
        title={t.subscriptionTitle}
        intro={t.subscriptionIntro}
        actions={
          <a href={PATHS.plans} className="btn btn-outline">
            {t.seePlans}
          </a>
        }
      />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && state.data.length === 0 && (
        <p className="card text-stone-700 dark:text-stone-300">
          {t.noneBought}{' '}
          <a href={PATHS.plans} className="font-semibold text-brand-deep underline dark:text-pink-200">
            {t.choosePlan}
          </a>{' '}
          {t.noneBoughtAfter}
        </p>
      )}
      {state.status === 'succeeded' && state.data.length > 0 && (
        <>
          {/* On a phone each plan is a card with every fact labelled, so nothing hides behind a sideways scroll. */}
          <ul aria-label={t.yourSubscriptions} className="grid gap-3 sm:hidden">
            {state.data.map((sub) => (
              <li key={sub.id} className="card grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-semibold">{shownPlanName(sub)}</h2>
                  <SubscriptionStateBadge state={sub.state} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  {facts(sub).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-stone-600 dark:text-stone-300">{label}</dt>
                      <dd className="tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
                {invoiceAction(sub)}
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <DataTable
              caption={t.yourSubscriptions}
              minWidth="min-w-[40rem]"
              headers={<ColumnHeaders labels={t.columns} className={cell} />}
              actionsClass={null}
              stickyLast
            >
              {state.data.map((sub) => (
                <tr key={sub.id} className={ROW_CLASS}>
                  <th scope="row" className={`${cell} font-semibold`}>
                    {shownPlanName(sub)}
                  </th>
                  <td className={cell}>
                    <SubscriptionStateBadge state={sub.state} />
                  </td>
                  {facts(sub).map(([label, value]) => (
                    <td key={label} className={`${cell} whitespace-nowrap tabular-nums`}>
                      {value}
                    </td>
                  ))}
                  <td className={cell}>{invoiceAction(sub)}</td>
                </tr>
              ))}
            </DataTable>
          </div>
        </>
      )}
    </>
  );
}
