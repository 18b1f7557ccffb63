import { useState } from 'react';
import { adminSubscriptionsWords } from '../../../shared/i18n/admin/subscriptions';
import { notify } from '../../client/toast';

import type { UserSubscription } from '../../../shared/schemas/subscription';
import { SelectField } from '../../ui/field';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useScreenWords, useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { activateSubscription, cancelSubscription, deleteSubscription, fetchSubscriptions } from './api';
import { SubscriptionTable } from './subscription-table';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

const PAGE_SIZE = 20;
/** The filters GET /Subscription/GetAllUserSubscription takes (expired: active whose end has passed). */
const FILTERS = (['pending', 'active', 'expired', 'cancelled'] as const).map((status, i) => ({ id: i + 1, status }));
type Pending = { kind: 'activate' | 'cancel' | 'delete'; sub: UserSubscription };

/** Subscription (admin): every member's subscriptions, filtered by status; activate, cancel a paid one, delete an unpaid one. */
export default function UserSubscriptionPage() {
  const t = useScreenWords(adminSubscriptionsWords);
  const states = useWords().common.subscriptionState;
  const speak = useSpoken();
  const filters = FILTERS.map((f) => ({ id: f.id, name: states[f.status] }));
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState('');
  const status = FILTERS.find((f) => String(f.id) === filter)?.status;
  const [state, reload] = useLoad(`subs-${page}-${status ?? ''}`, () => fetchSubscriptions(page, PAGE_SIZE, status), MSG.fetchFailed);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  async function run({ kind, sub }: Pending) {
    setBusy(true);
    const result =
      kind === 'activate' ? await activateSubscription(sub.id) : kind === 'cancel' ? await cancelSubscription(sub.id) : await deleteSubscription(sub.id);
    setBusy(false);
    setPending(null);
    if (result.ok)
      notify.success(kind === 'activate' ? t.activated({ plan: sub.planName, name: sub.userName ?? '' }) : kind === 'cancel' ? t.cancelled : t.deleted);
    else notify.error(speak(result.error));
    reload();
  }

  function activate(sub: UserSubscription) {
    // A verified payment activates at once; without one the admin confirms (a payment taken outside the site).
    if (sub.paidAt) void run({ kind: 'activate', sub });
    else setPending({ kind: 'activate', sub });
  }

  const plan = pending?.sub.planName ?? '';
  const member = pending?.sub.userName ?? '';
  const dialog =
    pending?.kind === 'activate'
      ? { title: t.activateTitle, message: t.activateQuestion({ name: member, plan }), confirm: t.activate }
      : pending?.kind === 'cancel'
        ? { title: t.cancelTitle, message: t.cancelQuestion({ plan, name: member }), confirm: t.cancelConfirm, dismiss: t.keep }
        : { title: t.deleteTitle, message: pending ? t.deleteQuestion({ plan, name: member }) : '', confirm: t.delete };
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <div className="mb-4 max-w-xs">
        <SelectField
          id="subscription-status"
          label={t.status}
          options={filters}
          placeholder={t.allStatuses}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.items.length === 0 ? (
          <p className="card text-stone-700 dark:text-stone-300">{status ? t.noneWithStatus({ status: states[status].toLowerCase() }) : t.none}</p>
        ) : (
          <SubscriptionTable
            rows={state.data.items}
            onActivate={activate}
            onCancel={(sub) => setPending({ kind: 'cancel', sub })}
            onDelete={(sub) => setPending({ kind: 'delete', sub })}
          />
        ))}
      {state.status === 'succeeded' && <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />}
      <ConfirmDialog
        open={pending !== null}
        title={dialog.title}
        message={dialog.message}
        confirmLabel={dialog.confirm}
        dismissLabel={'dismiss' in dialog ? dialog.dismiss : undefined}
        busy={busy}
        onConfirm={() => pending && void run(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
