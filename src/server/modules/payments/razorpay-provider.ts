import { HttpError } from '../../lib/http-error.ts';
import type { PaymentProvider, ProviderOrder } from './payment-provider.ts';
import { razorpayPaymentSignature, safeEqualHex } from './signatures.ts';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

/** Razorpay's Orders API and Checkout signature check. */
export function createRazorpayProvider(options: RazorpayOptions): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    async createOrder(amountPaise, receipt): Promise<ProviderOrder> {
      let res: Response;
      try {
        res = await fetch(`${options.apiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new HttpError(502, 'payment_unavailable', 'The payment service did not answer. Please try again in a minute.');
      }
      const body = (await res.json().catch(() => ({}))) as { id?: string; amount?: number };
      if (!res.ok || !body.id || body.amount !== amountPaise)
        throw new HttpError(502, 'payment_unavailable', 'The payment service refused to create the order. Please try again.');
      return {
        provider: 'razorpay',
        orderId: body.id,
        amountPaise,
        currency: 'INR',
        checkout: { key: options.keyId, order_id: body.id, amount: amountPaise, currency: 'INR' },
      };
    },
    verify(proof) {
      return safeEqualHex(proof.signature, razorpayPaymentSignature(proof.orderId, proof.paymentId, options.keySecret));
    },
  };
}
