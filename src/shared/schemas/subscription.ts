import { boolean, coerce, define, object, optional, string, type Infer } from 'superstruct';
import { wholeNumber } from '../validation/whole-number.ts';

/** Plans, subscriptions and payments: one set of rules for the admin form, the buy page and the API. */
const whole = wholeNumber;
const text = (label: string, min: number, max: number) =>
  coerce(
    define<string>(label, (v) => (typeof v !== 'string' || v.length < min ? `${label} is required` : v.length > max ? `${label} must be at most ${max} characters` : true)),
    string(),
    (v) => v.trim(),
  );
const flag = coerce(boolean(), string(), (v) => v === 'true' || v === '1');

export const PlanSchema = object({
  id: optional(whole('id', 1, 2_147_483_647)),
  name: text('Plan name', 1, 100),
  /** Rupees, GST included. */
  price: whole('Price', 1, 10_00_000),
  durationDays: whole('Duration (days)', 1, 3650),
  contactViews: whole('Contact views', 0, 100_000),
  description: optional(text('Description', 0, 1000)),
  isActive: optional(flag),
});
export type PlanInput = Infer<typeof PlanSchema>;

export const CreateSubscriptionSchema = object({ planId: whole('planId', 1, 2_147_483_647), userId: optional(whole('userId', 1, 2_147_483_647)), amount: optional(define<unknown>('amount', () => true)) });

export const AddPaymentSchema = object({
  subscriptionId: whole('subscriptionId', 1, 2_147_483_647),
  provider: optional(coerce(define<'test' | 'razorpay'>('provider', (v) => (v === 'test' || v === 'razorpay' ? true : 'provider must be test or razorpay')), string(), (v) => v.trim().toLowerCase())),
  orderId: text('orderId', 1, 100),
  paymentId: text('paymentId', 1, 100),
  signature: text('signature', 1, 200),
  amount: optional(define<unknown>('amount', () => true)),
});
export type AddPaymentInput = Infer<typeof AddPaymentSchema>;

export const SubscriptionStatus = ['pending', 'active', 'cancelled'] as const;
export const AdminSubscriptionUpdateSchema = object({
  status: coerce(define<(typeof SubscriptionStatus)[number]>('status', (v) => ((SubscriptionStatus as readonly unknown[]).includes(v) ? true : 'status must be pending, active or cancelled')), string(), (v) => v.trim()),
});
