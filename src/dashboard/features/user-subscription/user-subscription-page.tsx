import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { MSG } from '../../../shared/messages';
import type { UserSubscription } from '../../../shared/schemas/subscription';
import { SelectField } from '../../../ui/field';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { STATE_LABELS } from '../../components/subscription-state';
import { useLoad } from '../../../lib/use-load';
import { activateSubscription, cancelSubscription, deleteSubscription, fetchSubscriptions } from './api';
import { SubscriptionTable } from './subscription-table';

const PAGE_SIZE = 20;
/** The filters GET /Subscription/GetAllUserSubscription takes (expired: active whose end has passed). */
const FILTERS = (['pending', 'active', 'expired', 'cancelled'] as const).map((status, i) => ({ id: i + 1, status, name: STATE_LABELS[status] }));
type Pending = { kind: 'activate' | 'cancel' | 'delete'; sub: UserSubscription };
const DONE = { cancel: 'Subscription cancelled', delete: 'Subscription deleted' } as const;

/** Subscription (admin): every member's subscriptions, filtered by status; activate, cancel a paid one, delete an unpaid one. */
export default function UserSubscriptionPage() {
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
    if (result.ok) notify.success(kind === 'activate' ? `${sub.planName} activated for ${sub.userName}` : DONE[kind]);
    else notify.error(result.message);
    reload();
  }

  function activate(sub: UserSubscription) {
    // A verified payment activates at once; without one the admin confirms (a payment taken outside the site).
    if (sub.paidAt) void run({ kind: 'activate', sub });
    else setPending({ kind: 'activate', sub });
  }

  const dialog =
    pending?.kind === 'activate'
      ? {
          title: 'Activate without payment',
          message: `${pending.sub.userName} has not paid for ${pending.sub.planName} through the site. Activate it anyway?`,
          confirm: 'Activate',
        }
      : pending?.kind === 'cancel'
        ? {
            title: 'Cancel subscription',
            message: `Cancel ${pending.sub.planName} of ${pending.sub.userName}? It stops at once and cannot be activated again. Its payment record is kept for the accounts.`,
            confirm: 'Cancel subscription',
            dismiss: 'Keep it',
          }
        : {
            title: 'Delete subscription',
            message: pending ? `Delete the unpaid ${pending.sub.planName} of ${pending.sub.userName}? This cannot be undone.` : '',
            confirm: 'Delete',
          };
  return (
    <>
      <PageHeader title="Subscription" intro="Members' subscriptions, newest first. Amounts include GST." />
      <div className="mb-4 max-w-xs">
        <SelectField
          id="subscription-status"
          label="Status"
          options={FILTERS}
          placeholder="All statuses"
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
          <p className="card text-stone-700 dark:text-stone-300">No subscriptions{status ? ` with the status ${STATE_LABELS[status].toLowerCase()}` : ''}.</p>
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
