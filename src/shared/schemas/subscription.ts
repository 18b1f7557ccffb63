import { boolean, coerce, define, number, object, optional, string, union, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { wholeNumber } from '../validation/whole-number.ts';

/** Plans, subscriptions and payments: one set of rules for the admin form, the buy page and the API. */
const whole = wholeNumber;
const text = (label: string, min: number, max: number) =>
  coerce(
    define<string>(label, (v) =>
      typeof v !== 'string' || v.length < min ? `${label} is required` : v.length > max ? `${label} must be at most ${max} characters` : true,
    ),
    string(),
    (v) => v.trim(),
  );
/** JSON true/false, the generic admin form's 1/0, or a query string's 'true'/'1'. */
const flag = coerce(boolean(), union([string(), number()]), (v) =>
  typeof v === 'number' ? (v === 1 ? true : v === 0 ? false : v) : v === 'true' || v === '1',
);

export const PlanSchema = object({
  id: optional(whole('id', 1, MAX_DB_INTEGER)),
  name: text('Plan name', 1, 100),
  /** Rupees, GST included. */
  price: whole('Price', 1, 10_00_000),
  durationDays: whole('Duration (days)', 1, 3650),
  contactViews: whole('Contact views', 0, 100_000),
  description: optional(text('Description', 0, 1000)),
  isActive: optional(flag),
});
export type PlanInput = Infer<typeof PlanSchema>;

export const CreateSubscriptionSchema = object({
  planId: whole('planId', 1, MAX_DB_INTEGER),
  userId: optional(whole('userId', 1, MAX_DB_INTEGER)),
  amount: optional(define<unknown>('amount', () => true)),
});

export const AddPaymentSchema = object({
  subscriptionId: whole('subscriptionId', 1, MAX_DB_INTEGER),
  provider: optional(
    coerce(
      define<'test' | 'razorpay'>('provider', (v) => (v === 'test' || v === 'razorpay' ? true : 'provider must be test or razorpay')),
      string(),
      (v) => v.trim().toLowerCase(),
    ),
  ),
  orderId: text('orderId', 1, 100),
  paymentId: text('paymentId', 1, 100),
  signature: text('signature', 1, 200),
  amount: optional(define<unknown>('amount', () => true)),
});
export type AddPaymentInput = Infer<typeof AddPaymentSchema>;

export const SubscriptionStatus = ['pending', 'active', 'cancelled'] as const;
export const AdminSubscriptionUpdateSchema = object({
  status: coerce(
    define<(typeof SubscriptionStatus)[number]>('status', (v) =>
      (SubscriptionStatus as readonly unknown[]).includes(v) ? true : 'status must be pending, active or cancelled',
    ),
    string(),
    (v) => v.trim(),
  ),
});

/** Replies of the plan, subscription and payment routes, as the dashboard reads them. */
export interface Plan {
  id: number;
  name: string;
  /** Rupees, GST included. */
  price: number;
  currency: 'INR';
  durationDays: number;
  contactViews: number;
  description: string | null;
  isActive: boolean;
}

/** `state` reads the dates as well as the stored status: a paid plan can be scheduled or expired. */
export type SubscriptionState = 'pending' | 'active' | 'scheduled' | 'expired' | 'cancelled';

export interface UserSubscription {
  id: number;
  userId: number;
  planId: number;
  planName: string;
  status: 'pending' | 'active' | 'cancelled';
  state: SubscriptionState;
  amount: number;
  amountLabel: string;
  contactViewsTotal: number;
  contactViewsLeft: number;
  startsAt: string | null;
  endsAt: string | null;
  createdAt: string;
  /** When the payment was verified; null while unpaid (or activated by an administrator without one). */
  paidAt: string | null;
  current: boolean;
  userName?: string;
  userEmail?: string;
}

export interface CheckoutOrder {
  provider: 'test' | 'razorpay';
  orderId: string;
  amount: number;
  currency: 'INR';
  /** What the provider's checkout needs in the browser (Razorpay: key, order_id, amount, currency). */
  checkout: Record<string, string | number>;
}

export interface PaymentProof {
  orderId: string;
  paymentId: string;
  signature: string;
}
