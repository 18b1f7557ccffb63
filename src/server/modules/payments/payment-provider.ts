import type { PaymentProof } from '../../../shared/schemas/subscription.ts';

/**
 * Payment providers behind one interface (docs/product/plans-and-payments.md): an order is created on the server with the
 * amount from the plan, the member pays in the provider's checkout, and the proof that comes back
 * is verified on the server before anything is activated.
 */
export interface ProviderOrder {
  provider: 'test' | 'razorpay';
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  /** What the browser needs to open the checkout (Razorpay's key id; nothing secret). */
  checkout: Record<string, string | number>;
}

/** The proof the browser sends back from the checkout: one shape for the page and the server. */
export type { PaymentProof };

export interface PaymentProvider {
  name: 'test' | 'razorpay';
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  /** True only when the proof was signed by the provider for this order. Constant-time. */
  verify(proof: PaymentProof): boolean;
}
