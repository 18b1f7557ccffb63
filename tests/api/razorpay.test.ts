import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayProvider } from '../../src/server/modules/payments/index.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/** Razorpay against a local stand-in of its Orders API; signatures computed independently here. */
const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
const KEY_SECRET = 'thisisasecret';
const WEBHOOK_SECRET = 'webhook-secret-for-tests';
const orders: Array<{ auth: string; body: LooseJson }> = [];
let standIn: http.Server;
let t: TestApp;

beforeAll(async () => {
  standIn = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw);
      orders.push({ auth: String(req.headers.authorization), body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `order_${orders.length}Abc`, entity: 'order', amount: body.amount, currency: 'INR', status: 'created' }));
    });
  });
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', () => r()));
  const port = (standIn.address() as AddressInfo).port;
  t = await createTestApp({
    RATE_LIMITS: 'false',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  standIn.close();
});

const independentSignature = (orderId: string, paymentId: string) => createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

describe('Razorpay', () => {
  it('verifies the checkout signature exactly as Razorpay documents it', () => {
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBase: 'http://127.0.0.1:9' });
    const proof = { orderId: 'order_IEIaMR65cu6nz3', paymentId: 'pay_IH4NVgf4Dreq1l' };
    expect(provider.verify({ ...proof, signature: independentSignature(proof.orderId, proof.paymentId) })).toBe(true);
    expect(provider.verify({ ...proof, signature: independentSignature(proof.orderId, 'pay_other') })).toBe(false);
    expect(provider.verify({ ...proof, signature: 'not-hex' })).toBe(false);
  });

  it('creates the order with the plan amount in paise, then records a verified payment once', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.email);
    const created = await call(t.app, 'POST', '/Subscription/create', { token, body: { planId: 1 } });
    expect(created.status).toBe(201);
    const last = orders[orders.length - 1];
    expect(last.body).toMatchObject({ amount: 299900, currency: 'INR' });
    expect(last.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    const { order, subscription } = created.body.response;
    expect(order.checkout).toMatchObject({ key: KEY_ID, order_id: order.orderId, amount: 299900 });
    expect(JSON.stringify(order)).not.toContain(KEY_SECRET);
    expect((await call(t.app, 'POST', '/Payment/test-checkout', { token, body: { subscriptionId: subscription.id } })).status).toBe(404);

    const paymentId = 'pay_29QQoUBi66xm2f';
    const good = {
      subscriptionId: subscription.id,
      provider: 'razorpay',
      orderId: order.orderId,
      paymentId,
      signature: independentSignature(order.orderId, paymentId),
    };
    const paid = await call(t.app, 'POST', '/Payment/AddPayment/', { token, body: good });
    expect(paid.status).toBe(200);
    const again = await call(t.app, 'POST', '/Payment/AddPayment/', { token, body: good });
    expect(again.status).toBe(409);
  });

  it('accepts a signed payment.captured webhook once and refuses an unsigned one', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user.email);
    const { order } = (await call(t.app, 'POST', '/Subscription/create', { token, body: { planId: 2 } })).body.response;
    const event = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Webhook123', order_id: order.orderId, amount: 499900, status: 'captured' } } },
    });
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(event).digest('hex');
    const send = (sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Payment/razorpay-webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': sig },
        payload: event,
      });
    expect((await send('0'.repeat(64))).statusCode).toBe(400);
    const first = await send(signature);
    expect(first.json().response).toEqual({ recorded: true });
    const second = await send(signature);
    expect(second.json().response).toEqual({ recorded: true, duplicate: true });
  });

  it('lets the dashboard load Razorpay Checkout only when Razorpay is configured', async () => {
    // Pages carry the page policy (JSON replies only the data set): the API's own page, /api/docs, shows it.
    const page = async (app: typeof t.app) => {
      const res = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      return String(res.headers['content-security-policy']);
    };
    const csp = await page(t.app);
    expect(csp).toMatch(/script-src [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/api\.razorpay\.com/);
    const plain = await createTestApp({ RATE_LIMITS: 'false' });
    try {
      const csp2 = await page(plain.app);
      expect(csp2).toContain('script-src');
      expect(csp2).not.toContain('razorpay');
    } finally {
      await plain.close();
    }
  });
});
