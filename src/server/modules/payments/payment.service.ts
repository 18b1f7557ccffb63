import { paiseToRupees, rupeesToPaise } from '../../../shared/money.ts';
import type { AddPaymentInput } from '../../../shared/schemas/subscription.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { issueInvoice, type Seller } from './invoice.service.ts';
import { findOpenOrder, findOrder, findOrderByProviderOrderId, findPayableSubscription, isPaymentRecorded, recordCapture } from './payment.repository.ts';

/**
 * The subscription a payment is made for. Another member's subscription answers 404 with the
 * same message as every subscription route, so ids reveal nothing.
 */
async function payableSubscription(db: Database, auth: AuthContext, id: number) {
  const sub = await findPayableSubscription(db, id);
  if (!sub || (!auth.isAdmin && sub.userId !== auth.userId)) throw notFound(`Subscription ${id} was not found.`);
  return sub;
}

/**
 * Marks the order paid and issues its tax invoice in one transaction: money received always has
 * an invoice, and a number is only taken by a payment that is kept. False when the order was no
 * longer open.
 */
const captureAndInvoice = (db: Database, seller: Seller, orderId: number, providerPaymentId: string) =>
  transact(db, async (trx) => {
    if (!(await recordCapture(trx, orderId, providerPaymentId))) return false;
    await issueInvoice(trx, seller, orderId);
    return true;
  });

/** Records a payment whose proof the provider signed for this subscription's order. */
export async function addPayment(db: Database, seller: Seller, provider: PaymentProvider, auth: AuthContext, input: AddPaymentInput) {
  const sub = await payableSubscription(db, auth, input.subscriptionId);
  if (input.provider && input.provider !== provider.name) throw badRequest(`Payments are taken through ${provider.name}, not ${input.provider}.`);
  if (sub.status !== 'pending') throw conflict('This subscription is already paid or closed.');
  const order = await findOrder(db, sub.id, input.orderId);
  if (!order) throw badRequest('This payment does not belong to this subscription.', { orderId: 'Unknown order for this subscription' });
  if (input.amount !== undefined && rupeesToPaise(Number(input.amount)) !== order.amountPaise)
    throw badRequest('The amount does not match the order.', { amount: 'Does not match the order' });
  if (!provider.verify(input))
    throw badRequest('The payment could not be verified. Nothing was charged to this subscription.', { signature: 'Invalid signature' });
  if (await isPaymentRecorded(db, input.paymentId)) throw conflict('This payment has already been recorded.');
  try {
    if (!(await captureAndInvoice(db, seller, order.id, input.paymentId))) throw conflict('This subscription is already paid.');
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('This payment has already been recorded.');
    throw error;
  }
  return { subscriptionId: sub.id, paymentId: input.paymentId, status: 'captured', amount: paiseToRupees(order.amountPaise) };
}

/** The open order of a subscription the member may pay, for the test provider's checkout. */
export async function openOrderOf(db: Database, auth: AuthContext, subscriptionId: number) {
  const sub = await payableSubscription(db, auth, subscriptionId);
  const order = await findOpenOrder(db, sub.id);
  if (!order) throw notFound('There is no open order for this subscription.');
  return { subscriptionId: sub.id, providerOrderId: String(order.providerOrderId) };
}

/** A payment Razorpay reports captured (its webhook, already authenticated): recorded once by its payment id. */
export async function captureReported(db: Database, seller: Seller, payment: { id: string; orderId: string; amount: unknown }) {
  const order = await findOrderByProviderOrderId(db, payment.orderId);
  if (!order) return { ignored: true };
  if (order.providerPaymentId) return { recorded: true, duplicate: true };
  if (Number(payment.amount) !== order.amountPaise) throw new HttpError(400, 'amount_mismatch', 'The captured amount does not match the order.');
  // Recorded meanwhile by the member's own confirmation: the same payment, nothing more to do.
  if (!(await captureAndInvoice(db, seller, order.id, payment.id))) return { recorded: true, duplicate: true };
  return { recorded: true };
}
