import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession, memberToken, tokenFor } from '../factories/sessions.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const member = () => memberSession(t);

async function buy(token: string, planId = 1) {
  const created = await call(t.app, 'POST', '/Subscription/create', { token, body: { planId } });
  expect(created.status, JSON.stringify(created.body.error)).toBe(201);
  const subscriptionId = created.body.response.subscription.id;
  const paid = await call(t.app, 'POST', '/Payment/test-checkout', { token, body: { subscriptionId } });
  expect(paid.status).toBe(200);
  return { subscriptionId, created: created.body.response, proof: paid.body.response.proof };
}

const payments = async () =>
  Number(
    (
      await t.db
        .selectFrom('payment')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

describe('plans', () => {
  it('offers the five seeded plans in INR to anyone: three self-service, assisted and Elite', async () => {
    const res = await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan');
    expect(res.status).toBe(200);
    expect(res.body.response.map((p: { price: number }) => p.price)).toEqual([2999, 4999, 8999, 14999, 49999]);
    expect(res.body.response[0]).toMatchObject({ durationDays: 90, currency: 'INR', isActive: true });
  });

  it('lets only administrators keep plans, and never deletes a bought one', async () => {
    const plan = { name: 'Silver — 1 month', price: 999, durationDays: 30, contactViews: 10, description: 'Trial' };
    expect((await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { body: plan })).status).toBe(401);
    expect((await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: await memberToken(t), body: plan })).status).toBe(403);
    const created = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: admin, body: plan });
    expect(created.status).toBe(201);
    const bad = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: admin, body: { ...plan, name: 'X', price: -5 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.price).toMatch(/Price must be a whole number/);
    const dup = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: admin, body: plan });
    expect(dup.status).toBe(409);
    const updated = await call(t.app, 'PUT', `/SubscriptionPlan/UpdateSubscriptionPlan/${created.body.response.id}`, {
      token: admin,
      body: { ...plan, price: 1099 },
    });
    expect(updated.body.response.price).toBe(1099);
    const m = await member();
    await buy(m.token, created.body.response.id);
    const refused = await call(t.app, 'DELETE', `/SubscriptionPlan/DeleteSubscriptionPlan/${created.body.response.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/Make it inactive instead/);
  });
});

describe('buying a plan', () => {
  it('goes pending → paid → active with an end date, and gives a receipt', async () => {
    const m = await member();
    const { subscriptionId, created, proof } = await buy(m.token);
    expect(created.subscription).toMatchObject({ status: 'pending', amount: 2999, userId: m.userId });
    expect(created.order.provider).toBe('test');
    const before = await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: m.token });
    expect(before.status).toBe(409);
    expect(before.body.error.message).toBe('Please complete the payment before activating this plan.');
    const paid = await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId, provider: 'test', ...proof } });
    expect(paid.status).toBe(200);
    const active = await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: m.token });
    expect(active.status).toBe(200);
    expect(active.body.response).toMatchObject({ status: 'active', state: 'active', contactViewsLeft: 40 });
    const days = (Date.parse(active.body.response.endsAt) - Date.parse(active.body.response.startsAt)) / 86_400_000;
    expect(days).toBe(90);
    const current = await call(t.app, 'GET', `/Subscription/active/${m.userId}`, { token: m.token });
    expect(current.body.response.id).toBe(subscriptionId);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/Subscription/${subscriptionId}/receipt`, headers: { authorization: `Bearer ${m.token}` } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-disposition']).toContain('receipt-');
    expect(receipt.body).toContain('₹2,999');
    expect(receipt.body).toContain('no money was charged');
  });

  it('starts a second plan when the first ends', async () => {
    const m = await member();
    const first = await buy(m.token);
    await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: first.subscriptionId, ...first.proof } });
    const a = (await call(t.app, 'PUT', `/Subscription/${first.subscriptionId}/activate`, { token: m.token })).body.response;
    const second = await buy(m.token, 2);
    await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: second.subscriptionId, ...second.proof } });
    const b = (await call(t.app, 'PUT', `/Subscription/${second.subscriptionId}/activate`, { token: m.token })).body.response;
    expect(b.startsAt).toBe(a.endsAt);
    expect(b.state).toBe('scheduled');
  });

  it('refuses a tampered signature and records nothing', async () => {
    const m = await member();
    const { subscriptionId, proof } = await buy(m.token);
    const before = await payments();
    const tampered = { ...proof, signature: proof.signature.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')) };
    const res = await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId, ...tampered } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/could not be verified/);
    expect(await payments()).toBe(before);
    expect((await call(t.app, 'GET', `/Subscription/${subscriptionId}`, { token: m.token })).body.response.status).toBe('pending');
  });

  it('refuses a payment replayed for a second subscription', async () => {
    const m = await member();
    const first = await buy(m.token);
    expect((await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: first.subscriptionId, ...first.proof } })).status).toBe(
      200,
    );
    const second = await buy(m.token);
    const replay = await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: second.subscriptionId, ...first.proof } });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe('This payment does not belong to this subscription.');
    const again = await call(t.app, 'POST', '/Payment/AddPayment/', {
      token: m.token,
      body: { subscriptionId: second.subscriptionId, ...second.proof, paymentId: first.proof.paymentId },
    });
    expect(again.status).toBe(400);
    expect((await call(t.app, 'GET', `/Subscription/${second.subscriptionId}`, { token: m.token })).body.response.status).toBe('pending');
  });

  it('takes the amount from the plan, never from the request', async () => {
    const m = await member();
    const res = await call(t.app, 'POST', '/Subscription/create', { token: m.token, body: { planId: 1, amount: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/₹2,999/);
    expect((await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${m.userId}`, { token: m.token })).body.response).toEqual([]);
  });

  it('activates once when two activations race', async () => {
    const m = await member();
    const { subscriptionId, proof } = await buy(m.token);
    await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId, ...proof } });
    const results = await Promise.all([1, 2].map(() => call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: m.token })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("refuses another member's subscription, deleted or inactive plans, and lets an admin activate unpaid", async () => {
    const a = await member();
    const b = await member();
    expect((await call(t.app, 'POST', '/Subscription/create', { token: a.token, body: { planId: 1, userId: b.userId } })).status).toBe(403);
    const { subscriptionId } = await buy(b.token);
    expect((await call(t.app, 'GET', `/Subscription/${subscriptionId}`, { token: a.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: a.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${b.userId}`, { token: a.token })).status).toBe(403);
    expect((await call(t.app, 'POST', '/Subscription/create', { token: a.token, body: { planId: 999 } })).status).toBe(404);
    const plan = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
      token: admin,
      body: { name: 'Retired plan', price: 100, durationDays: 10, contactViews: 1, isActive: false },
    });
    const inactive = await call(t.app, 'POST', '/Subscription/create', { token: a.token, body: { planId: plan.body.response.id } });
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.message).toBe('This plan is not available. Please choose another plan.');
    const byAdmin = await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: admin });
    expect(byAdmin.status).toBe(200);
    const all = await call(t.app, 'GET', '/Subscription/GetAllUserSubscription?status=active', { token: admin });
    expect(all.body.response.items.map((s: { id: number }) => s.id)).toContain(subscriptionId);
    expect((await call(t.app, 'GET', '/Subscription/GetAllUserSubscription', { token: a.token })).status).toBe(403);
  });

  it('refuses a deleted plan and changes nothing', async () => {
    const m = await member();
    const plan = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', {
      token: admin,
      body: { name: `Deleted ${Date.now()}`, price: 500, durationDays: 10, contactViews: 1 },
    });
    const id = plan.body.response.id;
    expect((await call(t.app, 'DELETE', `/SubscriptionPlan/DeleteSubscriptionPlan/${id}`, { token: admin })).status).toBe(200);
    const res = await call(t.app, 'POST', '/Subscription/create', { token: m.token, body: { planId: id } });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('This plan is not available. Please choose another plan.');
    expect((await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${m.userId}`, { token: m.token })).body.response).toEqual([]);
  });

  it('refuses a payment whose amount differs from the order, and keeps the subscription unpaid', async () => {
    const m = await member();
    const { subscriptionId, proof } = await buy(m.token);
    const before = await payments();
    const res = await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId, ...proof, amount: 1 } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The amount does not match the order.');
    expect(await payments()).toBe(before);
    const sub = (await call(t.app, 'GET', `/Subscription/${subscriptionId}`, { token: m.token })).body.response;
    expect(sub).toMatchObject({ status: 'pending', paidAt: null });
    expect((await call(t.app, 'PUT', `/Subscription/${subscriptionId}/activate`, { token: m.token })).status).toBe(409);
    expect((await call(t.app, 'GET', `/Subscription/${subscriptionId}`, { token: m.token })).body.response.status).toBe('pending');
  });

  it('says when each subscription was paid, so only paid ones offer a receipt', async () => {
    const m = await member();
    const paid = await buy(m.token);
    await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: paid.subscriptionId, ...paid.proof } });
    const unpaid = await buy(m.token, 2);
    await call(t.app, 'PUT', `/Subscription/${unpaid.subscriptionId}/activate`, { token: admin });
    const history = (await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${m.userId}`, { token: m.token })).body.response;
    const byId = new Map(history.map((s: { id: number }) => [s.id, s]));
    expect(Date.parse((byId.get(paid.subscriptionId) as { paidAt: string }).paidAt)).not.toBeNaN();
    expect(byId.get(unpaid.subscriptionId)).toMatchObject({ status: 'active', paidAt: null });
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/Subscription/${unpaid.subscriptionId}/receipt`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(receipt.statusCode).toBe(409);
    const all = await call(t.app, 'GET', '/Subscription/GetAllUserSubscription?pageSize=100', { token: admin });
    const row = all.body.response.items.find((s: { id: number }) => s.id === paid.subscriptionId);
    expect(row).toMatchObject({ userName: expect.any(String), userEmail: expect.stringContaining('@') });
    expect(Date.parse(row.paidAt)).not.toBeNaN();
  });
});

describe('plans through the generic admin form', () => {
  it("accepts the form's 1/0 for active and refuses anything else", async () => {
    const base = { name: `Form plan ${Date.now()}`, price: 1999, durationDays: 60, contactViews: 20, description: 'From the form' };
    const created = await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: admin, body: { ...base, isActive: 0 } });
    expect(created.status, JSON.stringify(created.body.error)).toBe(201);
    expect(created.body.response.isActive).toBe(false);
    const id = created.body.response.id;
    expect((await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan')).body.response.map((p: { id: number }) => p.id)).not.toContain(id);
    const on = await call(t.app, 'PUT', `/SubscriptionPlan/UpdateSubscriptionPlan/${id}`, { token: admin, body: { ...base, id, isActive: 1 } });
    expect(on.body.response.isActive).toBe(true);
    const bad = await call(t.app, 'PUT', `/SubscriptionPlan/UpdateSubscriptionPlan/${id}`, { token: admin, body: { ...base, isActive: 2 } });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'GET', `/SubscriptionPlan/GetSubscriptionPlanById/${id}`)).body.response.isActive).toBe(true);
  });
});
