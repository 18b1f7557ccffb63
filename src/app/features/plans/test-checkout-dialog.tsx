import { useLocale, useWords } from '../../dashboard/helpers/i18n';
import { formatRupees } from '../../../shared/i18n/format';
import { useState } from 'react';
import type { PaymentProof } from '../../../shared/schemas/subscription';
import { Dialog } from '../../ui/dialog';
import { notify } from '../../client/toast';
import { payWithTestProvider, type Purchase } from './api';
import { DataInWords } from '../../ui/data-in-words';

/**
 * The test provider's checkout, the default until Razorpay keys are configured. It says plainly
 * that it is a test; paying here runs the same server-side verification as a real payment.
 */
export function TestCheckoutDialog({
  purchase,
  planName,
  onPaid,
  onCancel,
}: {
  purchase: Purchase | null;
  planName: string;
  onPaid: (proof: PaymentProof) => void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const words = useWords();
  const t = words.plans;
  const locale = useLocale();
  async function pay() {
    if (!purchase) return;
    setBusy(true);
    const result = await payWithTestProvider(purchase);
    setBusy(false);
    if (result.ok) onPaid(result.data);
    else notify.error(result.message);
  }
  const amount = purchase ? formatRupees(locale, purchase.order.amount) : '';
  return (
    <Dialog open={purchase !== null} title={t.testCheckoutTitle} description={t.testCheckoutBody({ plan: planName, amount })} onClose={onCancel}>
      <p className="mb-4 rounded-lg border-2 border-dashed border-amber-600 p-3 text-sm font-semibold text-amber-900 dark:border-amber-300 dark:text-amber-100">
        <DataInWords words={t.testMode} data={purchase?.order.orderId ?? ''} />
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {words.common.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void pay()} disabled={busy}>
          {busy ? t.completing : t.completeTest({ amount })}
        </button>
      </div>
    </Dialog>
  );
}
