import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { memberSession } from '../factories/sessions.ts';
import { paidSubscription, pendingSubscription } from '../factories/commerce.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

/** Moves a subscription's checkout back in time, as an hour and more passing would. */
const openedAgo = (id: number, minutes: number) =>
  t.db
    .updateTable('userSubscription')
    .set({ createdAt: new Date(Date.now() - minutes * 60_000).toISOString() })
    .where('id', '=', id)
    .execute();
const listOf = async (m: { userId: number; token: string }) =>
  (await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${m.userId}`, { token: m.token })).body.response as Array<{
    id: number;
    status: string;
  }>;

/** A checkout opened and left (docs/product/plans-and-payments.md) leaves no "Awaiting payment" row for good. */
describe('an abandoned checkout', () => {
  it('is removed with its unpaid order an hour after it was opened; a fresh one and a paid one stay', async () => {
    const m = await memberSession(t);
    const abandoned = (await pendingSubscription(t, m.token)).subscriptionId;
    const fresh = (await pendingSubscription(t, m.token)).subscriptionId;
    const paid = await paidSubscription(t, m.token);
    await openedAgo(abandoned, 61);
    await openedAgo(paid, 120);

    const ids = (await listOf(m)).map((s) => s.id);
    expect(ids).not.toContain(abandoned);
    expect(ids).toEqual(expect.arrayContaining([fresh, paid]));
    expect(await t.db.selectFrom('payment').select('id').where('subscriptionId', '=', abandoned).execute()).toEqual([]);
    expect(await t.db.selectFrom('payment').select('id').where('subscriptionId', '=', paid).execute()).toHaveLength(1);
  });

  it('can be removed at once by its member, and by nobody else', async () => {
    const m = await memberSession(t);
    const other = await memberSession(t);
    const id = (await pendingSubscription(t, m.token)).subscriptionId;
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/Subscription/${id}`, { token: m.token })).status).toBe(200);
    expect((await listOf(m)).map((s) => s.id)).not.toContain(id);
  });
});
