import type { CheckoutOrder, PaymentProof } from '../../../shared/schemas/subscription';
import { SITE_NAME } from '../../../shared/site';

/** Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/), loaded only when a member pays. */
const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => { open(): void };
declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay Checkout did not start.')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Razorpay Checkout could not be loaded. Please check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Checkout for the server's order; resolves with Razorpay's signed proof, or null when the member closes it. */
export async function payWithRazorpay(order: CheckoutOrder, description: string): Promise<PaymentProof | null> {
  const Razorpay = await loadCheckout();
  return new Promise((resolve) => {
    new Razorpay({
      ...order.checkout,
      name: SITE_NAME,
      description,
      theme: { color: '#be185d' },
      handler: (r: RazorpayResponse) => resolve({ orderId: r.razorpay_order_id, paymentId: r.razorpay_payment_id, signature: r.razorpay_signature }),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
