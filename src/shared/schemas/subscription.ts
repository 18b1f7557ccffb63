import { array, boolean, coerce, define, enums, integer, literal, nullable, number, object, optional, string, type, union, type Infer } from 'superstruct';
import { anyOf, described, pageOf, recordOf } from './reply';
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
  /** The name and description in Hindi and Tamil; empty, members of that language read the English ones. */
  nameHi: optional(nullable(text('Hindi plan name', 0, 100))),
  nameTa: optional(nullable(text('Tamil plan name', 0, 100))),
  descriptionHi: optional(nullable(text('Hindi description', 0, 1000))),
  descriptionTa: optional(nullable(text('Tamil description', 0, 1000))),
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
export const PlanReply = type({
  id: integer(),
  name: string(),
  /** Rupees, GST included. */
  price: integer(),
  currency: literal('INR'),
  durationDays: integer(),
  contactViews: integer(),
  description: nullable(string()),
  nameHi: nullable(string()),
  nameTa: nullable(string()),
  descriptionHi: nullable(string()),
  descriptionTa: nullable(string()),
  /** The name and description in the reader's language (the account's, else Accept-Language), else the English ones. */
  localName: string(),
  localDescription: nullable(string()),
  isActive: boolean(),
});
export type Plan = Infer<typeof PlanReply>;
/** GET /SubscriptionPlan/GetAllSubscriptionPlan: bare, the plans as a list; asked for a page, a page of them. */
export const PlanListReply = anyOf([array(PlanReply), pageOf(PlanReply)]);

/** `state` reads the dates as well as the stored status: a paid plan can be scheduled or expired. */
export const SUBSCRIPTION_STATES = ['pending', 'active', 'scheduled', 'expired', 'cancelled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const UserSubscriptionReply = type({
  id: integer(),
  userId: integer(),
  planId: integer(),
  planName: string(),
  /** The plan's name in the reader's language (the account's, else Accept-Language); English when it has none. */
  planLocalName: string(),
  status: enums(SubscriptionStatus),
  state: enums(SUBSCRIPTION_STATES),
  amount: number(),
  amountLabel: string(),
  contactViewsTotal: integer(),
  contactViewsLeft: integer(),
  startsAt: nullable(string()),
  endsAt: nullable(string()),
  createdAt: string(),
  /** When the payment was verified; null while unpaid (or activated by an administrator without one). */
  paidAt: nullable(string()),
  current: boolean(),
  userName: optional(string()),
  userEmail: optional(string()),
});
export type UserSubscription = Infer<typeof UserSubscriptionReply>;

export const CheckoutOrderReply = type({
  provider: enums(['test', 'razorpay']),
  orderId: string(),
  amount: number(),
  currency: literal('INR'),
  /** What the provider's checkout needs in the browser (Razorpay: key, order_id, amount, currency). */
  checkout: described(recordOf(anyOf([string(), number()])), "What the provider's checkout needs in the browser"),
});
export type CheckoutOrder = Infer<typeof CheckoutOrderReply>;
/** POST /Subscription/create: the pending subscription and the order to pay it with. */
export const CheckoutReply = type({ subscription: UserSubscriptionReply, order: CheckoutOrderReply });

export const PaymentProofReply = type({ orderId: string(), paymentId: string(), signature: string() });
export type PaymentProof = Infer<typeof PaymentProofReply>;
/** POST /Payment/test-checkout: what the test provider's checkout would have returned. */
export const TestPaymentReply = type({ subscriptionId: integer(), proof: PaymentProofReply, test: literal(true), notice: string() });
export const PaymentRecordedReply = type({ subscriptionId: integer(), paymentId: string(), status: literal('captured'), amount: number() });
/** Razorpay's webhook call, as the route reads it from the raw body and its signature header. */
export const RazorpayWebhookHeaders = type({ 'x-razorpay-signature': string() });
export const RazorpayWebhookBody = described(
  type({ event: optional(string()), payload: optional(type({})) }),
  "Razorpay's event as it sends it; payment.captured is acted on, any other event is ignored",
);
/** What a webhook call did: one of recorded, duplicate or ignored. */
export const WebhookResultReply = type({ recorded: optional(boolean()), duplicate: optional(boolean()), ignored: optional(boolean()) });
