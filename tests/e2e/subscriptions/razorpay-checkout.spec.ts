import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminLogin, createAccount, openAs } from '../dashboard/support';
import { DASHBOARD_TEXT } from '../../../src/shared/messages';

/**
 * The browser half of Razorpay: this suite's server runs the test provider, so the server's order is
 * presented as a Razorpay one and Checkout is a stand-in script (the API half, with signatures, is
 * tests/api/razorpay.test.ts). The server's CSP allows checkout.razorpay.com only when Razorpay is
 * configured, so this page ignores CSP to load the stand-in.
 */
test.use({ bypassCSP: true });

const KEY = 'rzp_test_StandIn';
const CHECKOUT_STAND_IN = `window.Razorpay = function (options) {
  this.open = function () {
    window.__checkout = { key: options.key, order_id: options.order_id, amount: options.amount, currency: options.currency, name: options.name };
    setTimeout(function () { options.handler({ razorpay_payment_id: 'pay_StandIn123', razorpay_order_id: options.order_id, razorpay_signature: 'f00d' }); }, 0);
  };
};`;

test('Buy loads Razorpay Checkout on demand and sends its payment id, order id and signature to AddPayment', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user', `Razorpay ${randomBytes(3).toString('hex')}`);
  const scriptRequests: string[] = [];
  await page.route('https://checkout.razorpay.com/**', (route) => {
    scriptRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: CHECKOUT_STAND_IN });
  });
  let orderId = '';
  await page.route('**/api/Subscription/create', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    orderId = body.response.order.orderId;
    body.response.order = { ...body.response.order, provider: 'razorpay', checkout: { key: KEY, order_id: orderId, amount: 299900, currency: 'INR' } };
    return route.fulfill({ response: reply, json: body });
  });
  // As a server configured for Razorpay answers: no test-payments notice.
  await page.route('**/api/health', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    return route.fulfill({ response: reply, json: { ...body, response: { ...body.response, payments: 'razorpay' } } });
  });
  let payment: Record<string, unknown> | null = null;
  await page.route('**/api/Payment/AddPayment/', async (route) => {
    payment = route.request().postDataJSON();
    return route.fulfill({ json: { responseCode: 200, response: { status: 'captured' }, error: null } });
  });
  await page.route('**/api/Subscription/*/activate', (route) =>
    route.fulfill({
      json: {
        responseCode: 200,
        response: { id: 1, planName: 'Gold — 3 months', state: 'active', status: 'active', endsAt: '2027-02-21T10:00:00.000Z' },
        error: null,
      },
    }),
  );

  const healthRead = page.waitForResponse('**/api/health');
  await openAs(page, member, '/dashboard/plans');
  await expect(page.getByRole('button', { name: 'Buy Gold — 3 months' })).toBeVisible();
  await healthRead;
  await expect(page.getByRole('note', { name: DASHBOARD_TEXT.testPaymentsTitle })).toHaveCount(0);
  expect(scriptRequests).toEqual([]);
  await page.getByRole('button', { name: 'Buy Gold — 3 months' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toContainText('Gold — 3 months is active until 21 February 2027');

  expect(scriptRequests).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
  expect(await page.evaluate(() => (window as unknown as { __checkout: unknown }).__checkout)).toEqual({
    key: KEY,
    order_id: orderId,
    amount: 299900,
    currency: 'INR',
    name: 'Matrimonial',
  });
  expect(payment).toMatchObject({ provider: 'razorpay', orderId, paymentId: 'pay_StandIn123', signature: 'f00d' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
