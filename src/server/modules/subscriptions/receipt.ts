import { SITE_NAME, POSTAL_ADDRESS, CONTACT_EMAIL } from '../../../shared/site.ts';
import { formatInr, paiseToRupees } from '../../../shared/money.ts';

const day = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }) : '—';

/** A plain-text receipt: readable anywhere, printable, no PDF library needed. */
/** What the receipt shows of the subscription. */
type ReceiptSubscription = { id: number; planName: string; startsAt: string | null; endsAt: string | null; contactViewsTotal: number };
/** What the receipt shows of the payment. */
type ReceiptPayment = { verifiedAt: string | null; amountPaise: number; provider: string; providerPaymentId: string | null };

export function receiptText(sub: ReceiptSubscription, payment: ReceiptPayment, user: { name: string; email: string }) {
  return [
    `${SITE_NAME} — Payment receipt`,
    POSTAL_ADDRESS,
    '',
    `Receipt number:   MAT-${String(sub.id).padStart(6, '0')}`,
    `Date of payment:  ${day(payment.verifiedAt)}`,
    `Billed to:        ${user.name} <${user.email}>`,
    '',
    `Plan:             ${sub.planName}`,
    `Valid:            ${day(sub.startsAt)} to ${day(sub.endsAt)}`,
    `Contact views:    ${sub.contactViewsTotal}`,
    `Amount paid:      ${formatInr(paiseToRupees(Number(payment.amountPaise)))} (inclusive of GST)`,
    `Paid through:     ${payment.provider === 'test' ? 'Test payment (no money was charged)' : 'Razorpay'}, reference ${payment.providerPaymentId}`,
    '',
    `Questions about this receipt: ${CONTACT_EMAIL}`,
    '',
  ].join('\n');
}
