import type { Database } from '../../db/database.ts';
import type { NewRow } from '../../db/schema.ts';

/** Tax invoices and their numbering (docs/decisions/064-gst-tax-invoices.md). */

/**
 * The next number of a series, taken in the caller's transaction: the counter row is raised by
 * one and read back in one statement, which on PostgreSQL holds the row's lock until the
 * transaction ends (SQLite has one writer), so concurrent payments queue and a rolled-back
 * payment gives its number back.
 */
export async function nextInvoiceSequence(trx: Database, series: string): Promise<number> {
  await trx
    .insertInto('invoiceCounter')
    .values({ series, lastNumber: 0 })
    .onConflict((oc) => oc.column('series').doNothing())
    .execute();
  const row = await trx
    .updateTable('invoiceCounter')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('series', '=', series)
    .returning('lastNumber')
    .executeTakeFirstOrThrow();
  return Number(row.lastNumber);
}

/** What an invoice is made from: the captured payment, its plan, the buyer and the buyer's state. */
export const findInvoiceSource = (db: Database, paymentId: number) =>
  db
    .selectFrom('payment as p')
    .innerJoin('userSubscription as s', 's.id', 'p.subscriptionId')
    .innerJoin('subscriptionPlan as pl', 'pl.id', 's.planId')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .leftJoin('profile as pr', 'pr.userId', 'u.id')
    .leftJoin('state as st', 'st.id', 'pr.stateId')
    .select([
      'p.id as paymentId',
      'p.subscriptionId',
      'p.userId',
      'p.amountPaise',
      'p.provider',
      'p.providerPaymentId',
      'pl.name as planName',
      'pl.durationDays',
      'u.name as buyerName',
      'u.email as buyerEmail',
      'st.name as stateName',
    ])
    .where('p.id', '=', paymentId)
    .executeTakeFirst();

export const insertInvoice = (db: Database, invoice: NewRow<'taxInvoice'>) => db.insertInto('taxInvoice').values(invoice).execute();

export const findInvoiceOfSubscription = (db: Database, subscriptionId: number) =>
  db.selectFrom('taxInvoice').selectAll().where('subscriptionId', '=', subscriptionId).executeTakeFirst();

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceOfSubscription>>>;
