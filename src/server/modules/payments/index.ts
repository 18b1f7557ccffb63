/** The payments module's door: everything other code may use of it. */
export type { PaymentProvider } from './payment-provider.ts';
export { deleteUnpaidOrders, findCapturedPayment, insertOrder, isPaid, MONEY_RECEIVED } from './payment.repository.ts';
export { registerPaymentRoutes } from './payment.routes.ts';
export { paymentProviders } from './providers.ts';
export { createRazorpayProvider } from './razorpay-provider.ts';
export { hmacHex } from './signatures.ts';
export { findInvoiceOfSubscription, type InvoiceRow } from './invoice.repository.ts';
export { invoicePdf } from './invoice-pdf.ts';
