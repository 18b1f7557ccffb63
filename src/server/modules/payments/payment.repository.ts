import type { Database } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';

/** Payment records (docs/product/plans-and-payments.md): an order per subscription, captured once its payment is verified. */

/** Payment states that mean money was received; the admin summary counts them as revenue. */
export const MONEY_RECEIVED = ['captured', 'verified'] as const;

export const insertOrder = (db: Database, order: NewRow<'payment'>) => db.insertInto('payment').values(order).execute();

/** The subscription a payment is made for, with its owner and status. */
export const findPayableSubscription = (db: Database, id: number) =>
  db.selectFrom('userSubscription').select(['id', 'userId', 'status']).where('id', '=', id).executeTakeFirst();

export const findOrder = (db: Database, subscriptionId: number, providerOrderId: string) =>
  db
    .selectFrom('payment')
    .select(['id', 'amountPaise', 'status'])
    .where('subscriptionId', '=', subscriptionId)
    .where('providerOrderId', '=', providerOrderId)
    .executeTakeFirst();

export const findOrderByProviderOrderId = (db: Database, providerOrderId: string) =>
  db.selectFrom('payment').select(['id', 'amountPaise', 'providerPaymentId']).where('providerOrderId', '=', providerOrderId).executeTakeFirst();

export const findOpenOrder = (db: Database, subscriptionId: number) =>
  db.selectFrom('payment').select('providerOrderId').where('subscriptionId', '=', subscriptionId).where('status', '=', 'created').executeTakeFirst();

export const isPaymentRecorded = async (db: Database, providerPaymentId: string) =>
  (await db.selectFrom('payment').select('id').where('providerPaymentId', '=', providerPaymentId).executeTakeFirst()) !== undefined;

/** The captured payment of a subscription, as its receipt shows it. */
export const findCapturedPayment = (db: Database, subscriptionId: number) =>
  db
    .selectFrom('payment')
    .select(['id', 'provider', 'providerPaymentId', 'verifiedAt', 'amountPaise'])
    .where('subscriptionId', '=', subscriptionId)
    .where('status', '=', 'captured')
    .executeTakeFirst();

/** True when money was captured for the subscription. */
export const isPaid = async (db: Database, subscriptionId: number) =>
  (await db.selectFrom('payment').select('id').where('subscriptionId', '=', subscriptionId).where('status', '=', 'captured').executeTakeFirst()) !== undefined;

/**
 * Marks an open order paid by the provider's payment id; false when the order was no longer open
 * (captured meanwhile). A payment id recorded on another order breaks the unique key and throws.
 */
export async function recordCapture(db: Database, orderId: number, providerPaymentId: string): Promise<boolean> {
  const result = await db
    .updateTable('payment')
    .set({ providerPaymentId, status: 'captured', verifiedAt: new Date().toISOString() })
    .where('id', '=', orderId)
    .where('status', '=', 'created')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a subscription's orders on which no money was received. */
export const deleteUnpaidOrders = (db: Database, subscriptionId: number) =>
  db.deleteFrom('payment').where('subscriptionId', '=', subscriptionId).where('status', 'not in', MONEY_RECEIVED).execute();
