import type { MailService } from '../mail/index.ts';
import type { Database } from '../../db/database.ts';
import { conflict } from '../../lib/http-error.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { formatInr, paiseToRupees } from '../../../shared/money.ts';
import { isLocale } from '../../../shared/locales.ts';
import { findInvoiceOfSubscription, invoicePdf, type InvoiceRow } from '../payments/index.ts';
import { subscriptionFor } from './subscription.service.ts';
import { inLanguage } from '../../../shared/local-names.ts';

/** The invoice's file name: its number with the slashes made safe. */
export const invoiceFileName = (invoice: InvoiceRow) => `invoice-${invoice.number.replace(/\//g, '-')}.pdf`;

/** The tax invoice of a subscription its owner (or an administrator) may read; another member's answers 404. */
export async function invoiceOf(db: Database, auth: AuthContext, subscriptionId: number) {
  await subscriptionFor(db, auth, subscriptionId);
  const invoice = await findInvoiceOfSubscription(db, subscriptionId);
  if (!invoice) throw conflict('This subscription has no tax invoice: it was not paid.');
  return { fileName: invoiceFileName(invoice), pdf: await invoicePdf(invoice) };
}

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }) : '—';

/**
 * The confirmation mail of a paid plan, once it is active: the receipt in the member's language
 * with the tax invoice attached (docs/product/plans-and-payments.md). Nothing for a plan an
 * administrator activated without a payment. Sent after the reply; a failure is kept for retry.
 */
export async function sendPaymentConfirmation(db: Database, mail: MailService, siteUrl: string, subscriptionId: number) {
  const invoice = await findInvoiceOfSubscription(db, subscriptionId);
  if (!invoice || invoice.userId === null) return;
  const row = await db
    .selectFrom('userSubscription as s')
    .innerJoin('subscriptionPlan as pl', 'pl.id', 's.planId')
    .innerJoin('users as u', 'u.id', 's.userId')
    .select(['pl.name as planName', 'pl.nameHi as planNameHi', 'pl.nameTa as planNameTa', 's.endsAt', 'u.name', 'u.email', 'u.locale'])
    .where('s.id', '=', subscriptionId)
    .executeTakeFirst();
  if (!row) return;
  const locale = isLocale(row.locale) ? row.locale : undefined;
  mail.sendLater(
    'payment-receipt',
    row.email,
    {
      name: row.name,
      planName: inLanguage(locale ?? 'en', row.planName, row.planNameHi, row.planNameTa),
      amount: formatInr(paiseToRupees(invoice.totalPaise)),
      paymentId: invoice.providerPaymentId ?? invoice.number,
      paidAt: day(invoice.issuedAt),
      validUntil: day(row.endsAt),
      link: `${siteUrl}/dashboard/subscription`,
    },
    {
      locale,
      attachments: [{ filename: invoiceFileName(invoice), content: await invoicePdf(invoice), contentType: 'application/pdf' }],
    },
  );
}
