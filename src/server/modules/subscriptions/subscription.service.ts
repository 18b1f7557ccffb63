import type { ExpressionBuilder, Kysely } from 'kysely';
import { formatInr, paiseToRupees, rupeesToPaise } from '../../../shared/money.ts';
import type { AddPaymentInput } from '../../../shared/schemas/subscription.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/crud/db-errors.ts';
import type { AuthContext } from '../auth/session.service.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/** Buying a plan: pending subscription → verified payment → activation (DESIGN §9). */
const DAY_MS = 86_400_000;

/** What every subscription reply carries (over `userSubscription as s` joined to its plan `p`), with when its payment was verified: null when unpaid. */
export const subscriptionColumns = (eb: ExpressionBuilder<any, any>) => [
  ...(['s.id', 's.userId', 's.planId', 'p.name as planName', 's.status', 's.amountPaise', 's.contactViewsTotal', 's.contactViewsUsed', 's.startsAt', 's.endsAt', 's.activatedAt', 's.createdAt'] as const),
  eb.selectFrom('payment as pm').select('pm.verifiedAt').whereRef('pm.subscriptionId', '=', 's.id').where('pm.status', '=', 'captured').limit(1).as('paidAt'),
];

export async function subscriptionFor(db: Kysely<any>, auth: AuthContext, id: number) {
  const row = await db
    .selectFrom('userSubscription as s')
    .innerJoin('subscriptionPlan as p', 'p.id', 's.planId')
    .select(subscriptionColumns)
    .where('s.id', '=', id)
    .executeTakeFirst();
  // Another member's subscription answers 404, so ids reveal nothing.
  if (!row || (!auth.isAdmin && Number(row.userId) !== auth.userId)) throw notFound(`Subscription ${id} was not found.`);
  return present(row);
}

export function present(row: Record<string, any>): Record<string, any> {
  const now = new Date().toISOString();
  const { amountPaise, ...rest } = row;
  const current = row.status === 'active' && row.startsAt <= now && row.endsAt > now;
  const state = row.status !== 'active' ? row.status : row.endsAt <= now ? 'expired' : row.startsAt > now ? 'scheduled' : 'active';
  return { ...rest, amount: paiseToRupees(Number(amountPaise)), amountLabel: formatInr(paiseToRupees(Number(amountPaise))), state, current, contactViewsLeft: Math.max(0, Number(row.contactViewsTotal) - Number(row.contactViewsUsed)) };
}

export async function createSubscription(db: Kysely<any>, provider: PaymentProvider, auth: AuthContext, input: { planId: number; userId?: number; amount?: unknown }) {
  const userId = input.userId ?? auth.userId;
  if (userId !== auth.userId && !auth.isAdmin) throw forbidden('You can only buy a plan for your own account.');
  const plan = await db.selectFrom('subscriptionPlan').selectAll().where('id', '=', input.planId).executeTakeFirst();
  if (!plan || Number(plan.isActive) !== 1) throw notFound('This plan is not available. Please choose another plan.');
  if (input.amount !== undefined && rupeesToPaise(Number(input.amount)) !== Number(plan.pricePaise)) {
    throw badRequest(`The price of this plan is ${formatInr(paiseToRupees(Number(plan.pricePaise)))}; the amount is set by the plan, not by the request.`, { amount: 'Does not match the plan' });
  }
  const user = await db.selectFrom('users').select(['id', 'isActive']).where('id', '=', userId).executeTakeFirst();
  if (!user || Number(user.isActive) !== 1) throw notFound('This member was not found.');
  const order = await provider.createOrder(Number(plan.pricePaise), `plan-${plan.id}-user-${userId}`);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const sub = await trx
      .insertInto('userSubscription')
      .values({ userId, planId: plan.id, status: 'pending', amountPaise: plan.pricePaise, contactViewsTotal: plan.contactViews, contactViewsUsed: 0, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('payment').values({ subscriptionId: sub.id, userId, provider: order.provider, providerOrderId: order.orderId, amountPaise: plan.pricePaise, currency: 'INR', status: 'created', createdAt: now }).execute();
    return Number(sub.id);
  });
  return { subscription: await subscriptionFor(db, auth, id), order: { provider: order.provider, orderId: order.orderId, amount: paiseToRupees(order.amountPaise), currency: order.currency, checkout: order.checkout } };
}

export async function addPayment(db: Kysely<any>, provider: PaymentProvider, auth: AuthContext, input: AddPaymentInput) {
  const sub = await subscriptionFor(db, auth, input.subscriptionId);
  if (input.provider && input.provider !== provider.name) throw badRequest(`Payments are taken through ${provider.name}, not ${input.provider}.`);
  if (sub.status !== 'pending') throw conflict('This subscription is already paid or closed.');
  const order = await db.selectFrom('payment').select(['id', 'amountPaise', 'status']).where('subscriptionId', '=', sub.id).where('providerOrderId', '=', input.orderId).executeTakeFirst();
  if (!order) throw badRequest('This payment does not belong to this subscription.', { orderId: 'Unknown order for this subscription' });
  if (input.amount !== undefined && rupeesToPaise(Number(input.amount)) !== Number(order.amountPaise)) throw badRequest('The amount does not match the order.', { amount: 'Does not match the order' });
  if (!provider.verify(input)) throw badRequest('The payment could not be verified. Nothing was charged to this subscription.', { signature: 'Invalid signature' });
  const replay = await db.selectFrom('payment').select('id').where('providerPaymentId', '=', input.paymentId).executeTakeFirst();
  if (replay) throw conflict('This payment has already been recorded.');
  try {
    const result = await db
      .updateTable('payment')
      .set({ providerPaymentId: input.paymentId, status: 'captured', verifiedAt: new Date().toISOString() })
      .where('id', '=', order.id)
      .where('status', '=', 'created')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw conflict('This subscription is already paid.');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This payment has already been recorded.');
    throw error;
  }
  return { subscriptionId: sub.id, paymentId: input.paymentId, status: 'captured', amount: paiseToRupees(Number(order.amountPaise)) };
}

export async function activate(db: Kysely<any>, auth: AuthContext, id: number) {
  const sub = await subscriptionFor(db, auth, id);
  if (sub.status === 'active') throw conflict('This subscription is already active.');
  if (sub.status !== 'pending') throw conflict('This subscription was cancelled and cannot be activated.');
  const paid = await db.selectFrom('payment').select('id').where('subscriptionId', '=', id).where('status', '=', 'captured').executeTakeFirst();
  if (!paid && !auth.isAdmin) throw conflict('Please complete the payment before activating this plan.');
  const plan = await db.selectFrom('subscriptionPlan').select('durationDays').where('id', '=', sub.planId).executeTakeFirstOrThrow();
  const now = new Date();
  // One plan at a time: a second plan starts when the last one ends.
  const last = await db.selectFrom('userSubscription').select('endsAt').where('userId', '=', sub.userId).where('status', '=', 'active').where('endsAt', '>', now.toISOString()).orderBy('endsAt', 'desc').executeTakeFirst();
  const startsAt = last ? new Date(String(last.endsAt)) : now;
  const endsAt = new Date(startsAt.getTime() + Number(plan.durationDays) * DAY_MS);
  const result = await db
    .updateTable('userSubscription')
    .set({ status: 'active', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), activatedAt: now.toISOString(), activatedBy: auth.userId, updatedAt: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict('This subscription is already active.');
  return subscriptionFor(db, auth, id);
}

/** Payment states that mean money was received; the admin summary counts them as revenue. */
export const MONEY_RECEIVED = ['captured', 'verified'] as const;
const KEPT_FOR_ACCOUNTS = 'This subscription has been paid for, and its payment record is kept for the accounts, so it cannot be deleted. Cancel it instead.';

/**
 * Deletes an unpaid subscription with its unpaid payment orders (members: their own pending ones).
 * One transaction, and the delete itself requires that no payment was received, so a payment
 * captured meanwhile makes it refuse; the database's foreign key refuses as well.
 */
export async function deleteSubscription(db: Kysely<any>, auth: AuthContext, id: number) {
  const sub = await subscriptionFor(db, auth, id);
  if (!auth.isAdmin && sub.status !== 'pending') throw conflict('A paid subscription cannot be deleted. Please contact support.');
  const message = auth.isAdmin ? KEPT_FOR_ACCOUNTS : 'A paid subscription cannot be deleted. Please contact support.';
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('payment').where('subscriptionId', '=', id).where('status', 'not in', MONEY_RECEIVED).execute();
      let doomed = trx
        .deleteFrom('userSubscription')
        .where('id', '=', id)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('payment').select('id').where('subscriptionId', '=', id).where('status', 'in', MONEY_RECEIVED))));
      if (!auth.isAdmin) doomed = doomed.where('status', '=', 'pending');
      const result = await doomed.executeTakeFirst();
      // Throwing rolls back the orders deleted above.
      if (Number(result.numDeletedRows) !== 1) throw conflict(message);
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
export async function currentSubscription(db: Kysely<any>, userId: number, options: { revealedTarget?: number } = {}) {
  const now = new Date().toISOString();
  const target = options.revealedTarget;
  const row = await db
    .selectFrom('userSubscription as s')
    .innerJoin('subscriptionPlan as p', 'p.id', 's.planId')
    .select(subscriptionColumns)
    .$if(target !== undefined, (q) =>
      q.select((eb) => eb.selectFrom('contactReveal as r').select('r.id').whereRef('r.subscriptionId', '=', 's.id').where('r.targetUserId', '=', target!).limit(1).as('revealId')),
    )
    .where('s.userId', '=', userId)
    .where('s.status', '=', 'active')
    .where('s.startsAt', '<=', now)
    .where('s.endsAt', '>', now)
    .orderBy('s.startsAt')
    .executeTakeFirst();
  if (!row) return null;
  const { revealId, ...plan } = row as Record<string, unknown>;
  return target === undefined ? present(plan) : { ...present(plan), revealed: revealId !== null && revealId !== undefined };
}
