import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { financialYear, GST_STATE_CODES, splitGst } from '../../lib/gst.ts';
import { findInvoiceSource, insertInvoice, nextInvoiceSequence } from './invoice.repository.ts';

/** The seller's particulars printed on every invoice, from configuration. */
export type Seller = Config['invoice'];

/** 'MAT/26-27/000042': the series (the financial year) and a six-digit number, 16 characters as GST allows. */
export const invoiceNumber = (series: string, sequence: number) => `MAT/${series.slice(2)}/${String(sequence).padStart(6, '0')}`;

/**
 * Issues the tax invoice of a captured payment, in the caller's transaction (the one that records
 * the payment), so an invoice exists exactly when money was received and its number is never
 * skipped. The place of supply is the member's state on their profile; without one, the seller's
 * state (a service to an unregistered person is supplied where their address on record is, else
 * where the supplier is).
 */
export async function issueInvoice(trx: Database, seller: Seller, paymentId: number, at = new Date()): Promise<string> {
  const source = await findInvoiceSource(trx, paymentId);
  if (!source) throw new Error(`Payment ${paymentId} has no subscription to invoice.`);
  const sellerState = seller.sellerGstin.slice(0, 2);
  const placeOfSupply = (source.stateName && GST_STATE_CODES[source.stateName]) || sellerState;
  const tax = splitGst(Number(source.amountPaise), placeOfSupply === sellerState);
  const series = financialYear(at);
  const sequence = await nextInvoiceSequence(trx, series);
  const number = invoiceNumber(series, sequence);
  await insertInvoice(trx, {
    number,
    series,
    sequence,
    paymentId: source.paymentId,
    subscriptionId: source.subscriptionId,
    userId: source.userId,
    issuedAt: at.toISOString(),
    sellerName: seller.sellerName,
    sellerAddress: seller.sellerAddress,
    sellerGstin: seller.sellerGstin,
    buyerName: source.buyerName,
    buyerEmail: source.buyerEmail,
    placeOfSupply,
    sac: seller.sac,
    description: `${source.planName}: online matchmaking membership, ${source.durationDays} days`,
    ...tax,
    provider: source.provider,
    providerPaymentId: source.providerPaymentId,
  });
  return number;
}
