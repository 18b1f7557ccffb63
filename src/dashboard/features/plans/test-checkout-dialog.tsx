import { useState } from 'react';
import { formatInr } from '../../../shared/money';
import type { PaymentProof } from '../../../shared/schemas/subscription';
import { Dialog } from '../../../ui/dialog';
import { notify } from '../../../lib/toast';
import { payWithTestProvider, type Purchase } from './api';

export const TEST_CHECKOUT_TITLE = 'Test payment — no money is charged';

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
  async function pay() {
    if (!purchase) return;
    setBusy(true);
    const result = await payWithTestProvider(purchase);
    setBusy(false);
    if (result.ok) onPaid(result.data);
    else notify.error(result.message);
  }
  const amount = purchase ? formatInr(purchase.order.amount) : '';
  return (
    <Dialog
      open={purchase !== null}
      title={TEST_CHECKOUT_TITLE}
      description={`This site takes payments through the test provider. Completing this test payment activates ${planName} (${amount}) without charging anything.`}
      onClose={onCancel}
    >
      <p className="mb-4 rounded-lg border-2 border-dashed border-amber-600 p-3 text-sm font-semibold text-amber-900 dark:border-amber-300 dark:text-amber-100">
        TEST MODE · order {purchase?.order.orderId}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void pay()} disabled={busy}>
          {busy ? 'Completing…' : `Complete test payment of ${amount}`}
        </button>
      </div>
    </Dialog>
  );
}
