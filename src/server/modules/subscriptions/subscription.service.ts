import { formatInr, paiseToRupees, rupeesToPaise } from '../../../shared/money.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { isForeignKeyViolation } from '../../lib/crud/db-errors.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { type PaymentProvider, deleteUnpaidOrders, findCapturedPayment, insertOrder, isPaid } from '../payments/index.ts';
import { receiptText } from './receipt.ts';
import {
  activatePending,
  deleteUnpaidSubscription,
  findBuyer,
  findCurrentSubscription,
  findPlanToBuy,
  findSubscription,
  insertSubscription,
  lastActiveEnd,
  listSubscriptions,
  listSubscriptionsOf,
  setSubscriptionStatus,
  type SubscriptionRow,
} from './subscription.repository.ts';

/** Buying a plan: pending subscription → verified payment → activation (docs/product/plans-and-payments.md). */
const DAY_MS = 86_400_000;

/** One subscription as `auth` may see it, its plan named in `locale` (the reader's account language unless told). */
export async function subscriptionFor(db: Database, auth: AuthContext, id: number, locale: Locale = auth.locale) {
  const row = await findSubscription(db, id);
  // Another member's subscription answers 404, so ids reveal nothing.
  if (!row || (!auth.isAdmin && row.userId !== auth.userId)) throw notFound(`Subscription ${id} was not found.`);
  return present(row, locale);
}

/** A subscription as replies carry it; `planLocalName` is the plan's name in `locale`, else English. */
export function present<T extends SubscriptionRow>(row: T, locale: Locale = 'en') {
  const now = new Date().toISOString();
  const { amountPaise, planNameHi, planNameTa, ...rest } = row;
  const { startsAt, endsAt } = row;
  const current = row.status === 'active' && startsAt !== null && startsAt <= now && endsAt !== null && endsAt > now;
  const state =
    row.status !== 'active' ? row.status : endsAt !== null && endsAt <= now ? 'expired' : startsAt !== null && startsAt > now ? 'scheduled' : 'active';
  return {
    ...rest,
    amount: paiseToRupees(amountPaise),
    amountLabel: formatInr(paiseToRupees(amountPaise)),
    planLocalName: inLanguage(locale, row.planName, planNameHi, planNameTa),
    state,
    current,
    contactViewsLeft: Math.max(0, row.contactViewsTotal - row.contactViewsUsed),
  };
}

export type Subscription = ReturnType<typeof present<SubscriptionRow>>;

/**
 * A checkout left open this long without a payment is abandoned (a tab closed on it, the network
 * gone): its pending subscription and unpaid order go, so no "Awaiting payment" row stays for good.
 */
const ABANDONED_CHECKOUT_MINUTES = 60;

/** Removes the member's pending subscriptions older than the checkout window on which no money was received. */
async function expireAbandonedCheckouts(db: Database, userId: number, now = new Date()) {
  const before = new Date(now.getTime() - ABANDONED_CHECKOUT_MINUTES * 60_000).toISOString();
  const stale = (await listSubscriptionsOf(db, userId)).filter((row) => row.status === 'pending' && row.createdAt < before);
  for (const row of stale)
    await transact(db, async (trx) => {
      await deleteUnpaidOrders(trx, row.id);
      // A payment captured meanwhile keeps it (the delete requires that none was received): roll back.
      if (!(await deleteUnpaidSubscription(trx, row.id, true))) throw new PaidMeanwhile();
    }).catch((error: unknown) => {
      if (!(error instanceof PaidMeanwhile) && !isForeignKeyViolation(error)) throw error;
    });
}
class PaidMeanwhile extends Error {}

/** A member's subscriptions, newest first; abandoned checkouts are gone first. */
export async function subscriptionsOf(db: Database, userId: number, locale: Locale = 'en', now = new Date()) {
  await expireAbandonedCheckouts(db, userId, now);
  return (await listSubscriptionsOf(db, userId)).map((row) => present(row, locale));
}

/** One page of every member's subscriptions (administrators); `expired` means active but past its end. */
export async function allSubscriptions(db: Database, query: { status?: string; page?: number; pageSize?: number }, locale: Locale = 'en') {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await listSubscriptions(db, { status: query.status, page, pageSize, now: new Date().toISOString() });
  return { items: rows.map((row) => present(row, locale)), page, pageSize, total };
}

/**
 * Starting to buy a plan, in two steps: the checks and the provider's order first, then the
 * pending subscription and its order stored in one transaction (the caller's, with its audit row
 * when an administrator buys for a member), so no network call holds a transaction open.
 */
export async function orderSubscription(
  db: Database,
  provider: PaymentProvider,
  auth: AuthContext,
  input: { planId: number; userId?: number; amount?: unknown },
) {
  const userId = input.userId ?? auth.userId;
  if (userId !== auth.userId && !auth.isAdmin) throw forbidden('You can only buy a plan for your own account.');
  const plan = await findPlanToBuy(db, input.planId);
  if (!plan || plan.isActive !== 1) throw notFound('This plan is not available. Please choose another plan.');
  if (input.amount !== undefined && rupeesToPaise(Number(input.amount)) !== plan.pricePaise) {
    throw badRequest(`The price of this plan is ${formatInr(paiseToRupees(plan.pricePaise))}; the amount is set by the plan, not by the request.`, {
      amount: 'Does not match the plan',
    });
  }
  const user = await findBuyer(db, userId);
  if (!user || user.isActive !== 1) throw notFound('This member was not found.');
  const order = await provider.createOrder(plan.pricePaise, `plan-${plan.id}-user-${userId}`);
  return { userId, plan, order };
}

type SubscriptionOrder = Awaited<ReturnType<typeof orderSubscription>>;

export async function storeSubscription(db: Database, auth: AuthContext, { userId, plan, order }: SubscriptionOrder) {
  const now = new Date().toISOString();
  const id = await transact(db, async (trx) => {
    const subscriptionId = await insertSubscription(trx, {
      userId,
      planId: plan.id,
      status: 'pending',
      amountPaise: plan.pricePaise,
      contactViewsTotal: plan.contactViews,
      contactViewsUsed: 0,
      createdAt: now,
      updatedAt: now,
    });
    await insertOrder(trx, {
      subscriptionId,
      userId,
      provider: order.provider,
      providerOrderId: order.orderId,
      amountPaise: plan.pricePaise,
      currency: 'INR',
      status: 'created',
      createdAt: now,
    });
    return subscriptionId;
  });
  return {
    subscription: await subscriptionFor(db, auth, id),
    order: { provider: order.provider, orderId: order.orderId, amount: paiseToRupees(order.amountPaise), currency: order.currency, checkout: order.checkout },
  };
}

export async function activate(db: Database, auth: AuthContext, id: number) {
  const sub = await subscriptionFor(db, auth, id);
  if (sub.status === 'active') throw conflict('This subscription is already active.');
  if (sub.status !== 'pending') throw conflict('This subscription was cancelled and cannot be activated.');
  if (!auth.isAdmin && !(await isPaid(db, id))) throw conflict('Please complete the payment before activating this plan.');
  const plan = await findPlanToBuy(db, sub.planId);
  if (!plan) throw new Error(`Plan ${sub.planId} of subscription ${id} is missing.`);
  const now = new Date();
  // One plan at a time: a second plan starts when the last one ends.
  const last = await lastActiveEnd(db, sub.userId, now.toISOString());
  const startsAt = last ? new Date(last) : now;
  const endsAt = new Date(startsAt.getTime() + plan.durationDays * DAY_MS);
  const activated = await activatePending(db, id, {
    status: 'active',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    activatedAt: now.toISOString(),
    activatedBy: auth.userId,
    updatedAt: now.toISOString(),
  });
  if (!activated) throw conflict('This subscription is already active.');
  return subscriptionFor(db, auth, id);
}

/** An administrator sets a subscription's status; making it active activates it as a payment would. */
export async function setStatus(db: Database, auth: AuthContext, id: number, status: string) {
  const sub = await subscriptionFor(db, auth, id);
  if (status === 'active' && sub.status !== 'active') return activate(db, auth, id);
  await setSubscriptionStatus(db, id, status, new Date().toISOString());
  return subscriptionFor(db, auth, id);
}

/** The receipt of a paid subscription, as text. */
export async function receiptOf(db: Database, auth: AuthContext, id: number) {
  const sub = await subscriptionFor(db, auth, id);
  const payment = await findCapturedPayment(db, id);
  if (!payment) throw conflict('There is no receipt until the payment is complete.');
  const user = await findBuyer(db, sub.userId);
  if (!user) throw new Error(`The member of subscription ${id} is missing.`);
  return receiptText(sub, payment, user);
}

const KEPT_FOR_ACCOUNTS = 'This subscription has been paid for, and its payment record is kept for the accounts, so it cannot be deleted. Cancel it instead.';

/**
 * Deletes an unpaid subscription with its unpaid payment orders (members: their own pending ones).
 * One transaction, and the delete itself requires that no payment was received, so a payment
 * captured meanwhile makes it refuse; the database's foreign key refuses as well.
 */
export async function deleteSubscription(db: Database, auth: AuthContext, id: number) {
  const sub = await subscriptionFor(db, auth, id);
  if (!auth.isAdmin && sub.status !== 'pending') throw conflict('A paid subscription cannot be deleted. Please contact support.');
  const message = auth.isAdmin ? KEPT_FOR_ACCOUNTS : 'A paid subscription cannot be deleted. Please contact support.';
  try {
    await transact(db, async (trx) => {
      await deleteUnpaidOrders(trx, id);
      // Throwing rolls back the orders deleted above.
      if (!(await deleteUnpaidSubscription(trx, id, !auth.isAdmin))) throw conflict(message);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(message);
    throw error;
  }
  return { id, deleted: true };
}

/**
 * The plan in force now; its end date is checked at read time, so an expired plan unlocks nothing.
 * With `revealedTarget`, the same query also tells whether that member's contact details were
 * revealed under it (`revealed`), so viewing a profile asks once, not twice.
 */
export async function currentSubscription(
  db: Database,
  userId: number,
  options: { revealedTarget?: number; locale?: Locale } = {},
): Promise<(Subscription & { revealed?: boolean }) | null> {
  const target = options.revealedTarget;
  const row = await findCurrentSubscription(db, userId, new Date().toISOString(), target);
  if (!row) return null;
  const { revealId, ...plan } = row;
  const shown = present(plan, options.locale);
  return target === undefined ? shown : { ...shown, revealed: revealId !== null && revealId !== undefined };
}
