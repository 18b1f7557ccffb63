import { spoken, useWords } from '../../dashboard/helpers/i18n';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { notify } from '../../client/toast';

import type { PaymentProof, Plan, UserSubscription } from '../../../shared/schemas/subscription';
import { shownPlanName } from '../../../shared/plan-name';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { PATHS } from '../../dashboard/config/paths';
import { longDate } from '../../dashboard/helpers/dates';
import { $me } from '../../dashboard/helpers/session';
import { useLoad } from '../../client/use-load';
import { CurrentPlan } from './current-plan';
import { PlanCard } from './plan-card';
import { abandonPurchase, completePurchase, fetchActiveSubscription, fetchPaymentProvider, fetchPlans, startPurchase, type Purchase } from './api';
import { payWithRazorpay } from './razorpay-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** Subscription Plan (member): the plans, the plan in force, and buying one through the configured provider. */
export default function PlansPage() {
  const userId = useStore($me)?.userId ?? null;
  const [plans, reloadPlans] = useLoad('plans', fetchPlans, MSG.fetchFailed);
  const [current, reloadCurrent] = useLoad(userId === null ? null : `active-${userId}`, () => fetchActiveSubscription(userId), MSG.fetchFailed);
  const [provider] = useLoad('payment-provider', fetchPaymentProvider, MSG.fetchFailed);
  const [buying, setBuying] = useState<Plan | null>(null);
  const [testCheckout, setTestCheckout] = useState<Purchase | null>(null);
  const [bought, setBought] = useState<UserSubscription | null>(null);
  const t = useWords().plans;

  async function finish(purchase: Purchase, proof: PaymentProof) {
    const result = await completePurchase(purchase, proof);
    setBuying(null);
    if (!result.ok) return notify.error(result.message);
    if (cancelledToast.current) notify.dismiss(cancelledToast.current);
    cancelledToast.current = null;
    setBought(result.data);
    notify.success(t.activeUntil({ plan: shownPlanName(result.data), date: longDate(result.data.endsAt) }));
    reloadCurrent();
  }

  async function cancel(purchase: Purchase) {
    setTestCheckout(null);
    setBuying(null);
    await abandonPurchase(purchase);
  }
  // A cancelled attempt's warning goes once a payment goes through: it no longer holds.
  const cancelledToast = useRef<string | null>(null);
  const warnCancelled = () => {
    cancelledToast.current = notify.warning(t.paymentCancelled);
  };

  async function buy(plan: Plan) {
    setBuying(plan);
    setBought(null);
    const started = await startPurchase(plan.id);
    if (!started.ok) {
      setBuying(null);
      return notify.error(started.message);
    }
    if (started.data.order.provider === 'test') return setTestCheckout(started.data);
    try {
      const proof = await payWithRazorpay(started.data.order, plan.localName || plan.name);
      if (proof) await finish(started.data, proof);
      else {
        await cancel(started.data);
        warnCancelled();
      }
    } catch (error) {
      await cancel(started.data);
      notify.error(error instanceof Error ? error.message : spoken(MSG.unknownError));
    }
  }

  const now = current.status === 'succeeded' ? current.data : null;
  const scheduled = bought && bought.state === 'scheduled' ? bought : null;
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      {provider.status === 'succeeded' && provider.data === 'test' && (
        <div
          role="note"
          aria-labelledby="test-payments-title"
          className="mb-4 rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-300 dark:bg-night-2 dark:text-amber-100"
        >
          <p id="test-payments-title" className="font-semibold">
            {t.testTitle}
          </p>
          <p className="text-sm">{t.testBody}</p>
        </div>
      )}
      {bought && bought.state === 'active' && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-green-700 bg-white p-4 font-semibold text-green-800 dark:border-green-300 dark:bg-night-2 dark:text-green-200"
        >
          {t.paymentReceived({ plan: shownPlanName(bought), date: longDate(bought.endsAt) })}{' '}
          <a href={PATHS.subscription} className="underline">
            {t.seeSubscriptions}
          </a>
        </p>
      )}
      {current.status === 'failed' ? (
        <ErrorPanel message={current.message} onRetry={reloadCurrent} />
      ) : (
        current.status === 'succeeded' && <CurrentPlan current={now} scheduled={scheduled} />
      )}
      {now && <p className="mb-4 text-sm text-stone-600 dark:text-stone-300">{t.startsAfterCurrent}</p>}
      {plans.status === 'loading' && <LoadingPanel />}
      {plans.status === 'failed' && <ErrorPanel message={plans.message} onRetry={reloadPlans} />}
      {plans.status === 'succeeded' && (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} busy={buying !== null} onBuy={() => void buy(plan)} />
          ))}
        </div>
      )}
      <TestCheckoutDialog
        purchase={testCheckout}
        planName={buying ? buying.localName || buying.name : ''}
        onPaid={(proof) => {
          const purchase = testCheckout!;
          setTestCheckout(null);
          void finish(purchase, proof);
        }}
        onCancel={() => {
          if (testCheckout) void cancel(testCheckout);
          warnCancelled();
        }}
      />
    </>
  );
}
