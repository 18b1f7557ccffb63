import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (key: string | Buffer, message: string | Buffer) => createHmac('sha256', key).update(message).digest('hex');

export function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Razorpay Checkout: signature = HMAC-SHA256(order_id + "|" + payment_id, key_secret), hex. */
export const razorpayPaymentSignature = (orderId: string, paymentId: string, keySecret: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);
