import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import * as paymentKept from '../../src/server/db/migrations/0006-payment-kept.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, memberSession, tokenFor } from '../factories/sessions.ts';
import { activeSubscription, pendingSubscription } from '../factories/commerce.ts';

/** A captured payment is an accounting record: deleting its subscription is refused, by the API and by the database. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

const db = () => t.db;

const member = () => memberSession(t);
const pending = async (token: string, planId = 1) => (await pendingSubscription(t, token, planId)).subscriptionId;
const paid = (token: string, planId = 1) => activeSubscription(t, token, planId);

const subscriptionRow = (id: number) => db().selectFrom('userSubscription').selectAll().where('id', '=', id).executeTakeFirst();
const paymentRows = (subscriptionId: number) => db().selectFrom('payment').selectAll().where('subscriptionId', '=', subscriptionId).orderBy('id').execute();
const revenue = async () => (await call(t.app, 'GET', '/Dashboard/GetUserSummary', { token: admin })).body.response.revenueInr as number;

describe('deleting a paid subscription', () => {
  it.each(['/Subscription/', '/Subscription/DeleteUserSubscription/'])('is refused to an administrator through %s{id}, and changes nothing', async (route) => {
    const m = await member();
    const id = await paid(m.token);
    const [subBefore, paymentsBefore, revenueBefore] = [await subscriptionRow(id), await paymentRows(id), await revenue()];
    expect(paymentsBefore.map((p) => p.status)).toEqual(['captured']);
    const res = await call(t.app, 'DELETE', `${route}${id}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'This subscription has been paid for, and its payment record is kept for the accounts, so it cannot be deleted. Cancel it instead.',
    );
    expect(await subscriptionRow(id)).toEqual(subBefore);
    expect(await paymentRows(id)).toEqual(paymentsBefore);
    expect(await revenue()).toBe(revenueBefore);
  });

  it('is refused to its member, and changes nothing', async () => {
    const m = await member();
    const id = await paid(m.token);
    const before = await paymentRows(id);
    const res = await call(t.app, 'DELETE', `/Subscription/${id}`, { token: m.token });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('A paid subscription cannot be deleted. Please contact support.');
    expect(await subscriptionRow(id)).toBeTruthy();
    expect(await paymentRows(id)).toEqual(before);
  });

  it('is refused even when the subscription is still pending (paid, not yet activated)', async () => {
    const m = await member();
    const id = await pending(m.token);
    const { proof } = (await call(t.app, 'POST', '/Payment/test-checkout', { token: m.token, body: { subscriptionId: id } })).body.response;
    expect((await call(t.app, 'POST', '/Payment/AddPayment/', { token: m.token, body: { subscriptionId: id, ...proof } })).status).toBe(200);
    for (const token of [m.token, admin]) expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token })).status).toBe(409);
    expect((await subscriptionRow(id))?.status).toBe('pending');
    expect((await paymentRows(id)).map((p) => p.status)).toEqual(['captured']);
  });

  it('is refused by the database itself, whatever the code does', async () => {
    const m = await member();
    const id = await paid(m.token);
    await expect(db().deleteFrom('userSubscription').where('id', '=', id).execute()).rejects.toThrow(/foreign key/i);
    expect(await subscriptionRow(id)).toBeTruthy();
    expect(await paymentRows(id)).toHaveLength(1);
  });
});

describe('cancelling a paid subscription', () => {
  it('ends it, keeps its payment and receipt, and its money stays in the revenue', async () => {
    const m = await member();
    const id = await paid(m.token);
    const [paymentsBefore, revenueBefore] = [await paymentRows(id), await revenue()];
    const res = await call(t.app, 'PUT', `/Subscription/GetAllUserSubscription/${id}`, { token: admin, body: { status: 'cancelled' } });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ id, status: 'cancelled', state: 'cancelled', paidAt: paymentsBefore[0]!.verifiedAt });
    expect((await call(t.app, 'GET', `/Subscription/active/${m.userId}`, { token: m.token })).body.response).toBeNull();
    expect(await paymentRows(id)).toEqual(paymentsBefore);
    expect(await revenue()).toBe(revenueBefore);
    const receipt = await t.app.inject({ method: 'GET', url: `/api/Subscription/${id}/receipt`, headers: { authorization: `Bearer ${m.token}` } });
    expect(receipt.statusCode).toBe(200);
    // Cancelled, it still cannot be deleted.
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: admin })).status).toBe(409);
  });

  it('counts each captured payment once in the revenue', async () => {
    const before = await revenue();
    const m = await member();
    await paid(m.token, 2);
    expect(await revenue()).toBe(before + 4999);
  });
});

describe('deleting an unpaid subscription', () => {
  it('still works for its member and for an administrator, with its unpaid order', async () => {
    const m = await member();
    const own = await pending(m.token);
    const byAdmin = await pending(m.token, 2);
    const revenueBefore = await revenue();
    expect((await paymentRows(own)).map((p) => p.status)).toEqual(['created']);
    const res = await call(t.app, 'DELETE', `/Subscription/${own}`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ id: own, deleted: true });
    expect((await call(t.app, 'DELETE', `/Subscription/DeleteUserSubscription/${byAdmin}`, { token: admin })).status).toBe(200);
    for (const id of [own, byAdmin]) {
      expect(await subscriptionRow(id)).toBeUndefined();
      expect(await paymentRows(id)).toEqual([]);
    }
    expect(await revenue()).toBe(revenueBefore);
    expect((await call(t.app, 'DELETE', `/Subscription/${own}`, { token: admin })).status).toBe(404);
  });

  it('lets an administrator delete one activated without payment; its member may not', async () => {
    const m = await member();
    const id = await pending(m.token);
    expect((await call(t.app, 'PUT', `/Subscription/${id}/activate`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: m.token })).status).toBe(409);
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: admin })).status).toBe(200);
    expect(await subscriptionRow(id)).toBeUndefined();
  });

  it('answers one 200 and one 404 or 409 when two deletes race, never a 500', async () => {
    const m = await member();
    const id = await pending(m.token);
    const results = await Promise.all([admin, m.token].map((token) => call(t.app, 'DELETE', `/Subscription/${id}`, { token })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
  });
});

describe('deleting an account', () => {
  const erased = (paymentIds: number[]) => db().selectFrom('erasedPayment').selectAll().where('paymentId', 'in', paymentIds).orderBy('paymentId').execute();

  it('erases the member but keeps the money received on the books, with nothing that points at the person', async () => {
    const created = await createUser(t, { password: 'Member-Pass-1' });
    const user = await db().selectFrom('users').select(['email', 'mobile', 'name']).where('id', '=', created.id).executeTakeFirstOrThrow();
    const token = await tokenFor(t, created.email);
    const id = await paid(token);
    const unpaid = await pending(token, 2);
    const [payment] = await paymentRows(id);
    const [order] = await paymentRows(unpaid);
    const revenueBefore = await revenue();
    const res = await call(t.app, 'DELETE', '/account', { token, body: { password: 'Member-Pass-1' } });
    expect(res.status).toBe(200);
    expect(await subscriptionRow(id)).toBeUndefined();
    expect(await paymentRows(id)).toEqual([]);
    // Only the captured payment is kept, as it was, with its plan's name and the time of erasure.
    const kept = await erased([Number(payment!.id), Number(order!.id)]);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      paymentId: payment!.id,
      subscriptionId: id,
      planName: expect.any(String),
      provider: payment!.provider,
      providerPaymentId: payment!.providerPaymentId,
      amountPaise: payment!.amountPaise,
      currency: 'INR',
      status: 'captured',
      createdAt: payment!.createdAt,
      verifiedAt: payment!.verifiedAt,
    });
    expect(Date.parse(String(kept[0]!.erasedAt))).toBeGreaterThan(Date.parse(String(payment!.verifiedAt)) - 1);
    const text = JSON.stringify(kept);
    for (const personal of [user.email, user.mobile, user.name]) expect(text).not.toContain(String(personal));
    expect(Object.keys(kept[0]!)).not.toContain('userId');
    expect(await revenue()).toBe(revenueBefore);
  });

  it('is refused to an administrator through the Users master while the member has subscriptions, and changes nothing', async () => {
    const m = await member();
    const id = await paid(m.token, 2);
    const before = await paymentRows(id);
    const res = await call(t.app, 'DELETE', `/user-master/${m.userId}`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/^This user cannot be deleted: 1 \w+ record still uses it\.$/);
    expect((await call(t.app, 'GET', `/user-master/${m.userId}`, { token: admin })).status).toBe(200);
    expect(await paymentRows(id)).toEqual(before);
  });
});

describe('the migration that keeps payments', () => {
  it('keeps every existing row, its ids and the id sequence, and turns the cascade into a refusal', async () => {
    const m = await member();
    const id = await paid(m.token);
    const unpaid = await pending(m.token, 2);
    await paymentKept.down(db()); // the schema as it was before: deleting a subscription erased its payment
    const subsBefore = await db().selectFrom('userSubscription').selectAll().orderBy('id').execute();
    const paymentsBefore = await db().selectFrom('payment').selectAll().orderBy('id').execute();
    expect(paymentsBefore.length).toBeGreaterThanOrEqual(2);

    await paymentKept.up(db());
    expect(await db().selectFrom('userSubscription').selectAll().orderBy('id').execute()).toEqual(subsBefore);
    expect(await db().selectFrom('payment').selectAll().orderBy('id').execute()).toEqual(paymentsBefore);
    await expect(db().deleteFrom('userSubscription').where('id', '=', id).execute()).rejects.toThrow(/foreign key/i);
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: admin })).status).toBe(409);
    expect((await call(t.app, 'DELETE', `/Subscription/${unpaid}`, { token: admin })).status).toBe(200);
    // New payments continue after the highest id, and a provider payment id stays unique.
    const next = await pending(m.token);
    const [order] = await paymentRows(next);
    expect(Number(order!.id)).toBeGreaterThan(Math.max(...paymentsBefore.map((p) => Number(p.id))));
    const duplicate = db()
      .updateTable('payment')
      .set({ providerPaymentId: paymentsBefore.find((p) => p.status === 'captured')!.providerPaymentId })
      .where('id', '=', order!.id)
      .execute();
    await expect(duplicate).rejects.toThrow(/unique|duplicate/i);
    if (t.config.databaseUrl === null) expect((await sql`pragma foreign_key_check`.execute(db())).rows).toEqual([]);
  });
});
