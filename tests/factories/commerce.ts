import { call, type TestApp } from '../helpers/test-app.ts';
import type { LooseJson } from '../helpers/loose-json.ts';

/**
 * Subscriptions bought the way a member buys them, through the API: create (pending) →
 * test-provider checkout → AddPayment (paid) → activate (active).
 */
async function expectOk<T = LooseJson>(res: { status: number; body: { response: T; error: unknown } }, what: string): Promise<T> {
  if (res.status < 200 || res.status > 299) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body.error)}`);
  return res.body.response;
}

export async function activePlanId(t: TestApp): Promise<number> {
  const plans = await expectOk<Array<{ id: number }>>(await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan'), 'plans');
  if (!plans.length) throw new Error('no active plan is seeded');
  return plans[0].id;
}

export async function pendingSubscription(t: TestApp, token: string, planId?: number) {
  const created = await expectOk(
    await call(t.app, 'POST', '/Subscription/create', { token, body: { planId: planId ?? (await activePlanId(t)) } }),
    'Subscription/create',
  );
  return { subscriptionId: created.subscription.id as number, orderId: created.order.orderId as string };
}

/** A pending subscription and a verified payment proof for it, not yet sent. */
export async function paymentProof(t: TestApp, token: string, planId?: number) {
  const { subscriptionId } = await pendingSubscription(t, token, planId);
  const checkout = await expectOk(await call(t.app, 'POST', '/Payment/test-checkout', { token, body: { subscriptionId } }), 'test-checkout');
  return { subscriptionId, ...(checkout.proof as { orderId: string; paymentId: string; signature: string }) };
}

export async function paidSubscription(t: TestApp, token: string, planId?: number) {
  const proof = await paymentProof(t, token, planId);
  await expectOk(await call(t.app, 'POST', '/Payment/AddPayment/', { token, body: { ...proof, provider: 'test' } }), 'AddPayment');
  return proof.subscriptionId;
}

export async function activeSubscription(t: TestApp, token: string, planId?: number) {
  const id = await paidSubscription(t, token, planId);
  await expectOk(await call(t.app, 'PUT', `/Subscription/${id}/activate`, { token }), 'activate');
  return id;
}
