import { randomBytes } from 'node:crypto';
import type { PaymentProof, PaymentProvider, ProviderOrder } from './payment-provider.ts';
import { hmacHex, safeEqualHex } from './signatures.ts';

/**
 * The default provider: charges nothing and says so. Its "checkout" is a server route that signs
 * a payment for an order with the server's own key, so the same verification path runs as with a
 * real provider and a forged or tampered proof is still refused.
 */
export function createTestProvider(signingKey: Buffer): PaymentProvider & { pay(orderId: string): PaymentProof } {
  const sign = (orderId: string, paymentId: string) => hmacHex(signingKey, `test-payment|${orderId}|${paymentId}`);
  return {
    name: 'test',
    async createOrder(amountPaise: number): Promise<ProviderOrder> {
      return {
        provider: 'test',
        orderId: `order_test_${randomBytes(9).toString('hex')}`,
        amountPaise,
        currency: 'INR',
        checkout: { label: 'Test payment — no money is charged' },
      };
    },
    verify(proof) {
      return safeEqualHex(proof.signature, sign(proof.orderId, proof.paymentId));
    },
    pay(orderId) {
      const paymentId = `pay_test_${randomBytes(9).toString('hex')}`;
      return { orderId, paymentId, signature: sign(orderId, paymentId) };
    },
  };
}
