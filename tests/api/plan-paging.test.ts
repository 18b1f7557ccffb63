import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
  const extra = { name: 'Silver — 1 month', price: 999, durationDays: 30, contactViews: 10, description: 'Trial month', isActive: false };
  expect((await call(t.app, 'POST', '/SubscriptionPlan/AddSubscriptionPlan', { token: admin, body: extra })).status).toBe(201);
});
afterAll(() => t.close());

const plans = (query: string, token?: string) => call(t.app, 'GET', `/SubscriptionPlan/GetAllSubscriptionPlan${query}`, { token });

describe('GetAllSubscriptionPlan', () => {
  it('answers the whole list as a bare array when no page is asked for', async () => {
    const res = await plans('');
    expect(res.status).toBe(200);
    // The three self-service plans, then the assisted service's and Elite's.
    expect(res.body.response.map((p: { price: number }) => p.price)).toEqual([2999, 4999, 8999, 14999, 49999]);
  });

  it('answers a page like every other list when one is asked for', async () => {
    const first = await plans('?page=1&pageSize=3', admin);
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ page: 1, pageSize: 3, total: 6 });
    expect(first.body.response.items).toHaveLength(3);
    const second = await plans('?page=2&pageSize=3', admin);
    expect(second.body.response.items).toHaveLength(3);
    const ids = [...first.body.response.items, ...second.body.response.items].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('searches, filters and sorts on the server, and still hides inactive plans from visitors', async () => {
    const found = await plans('?search=trial', admin);
    expect(found.body.response.items.map((p: { price: number }) => p.price)).toEqual([999]);
    const active = await plans('?isActive=1&sort=-price', admin);
    expect(active.body.response.items.map((p: { price: number }) => p.price)).toEqual([49999, 14999, 8999, 4999, 2999]);
    const visitor = await plans('?pageSize=100');
    expect(visitor.body.response.total).toBe(5);
  });

  it('refuses a page it cannot answer with a clear 400', async () => {
    for (const query of ['?page=0', '?pageSize=101', '?page=abc', '?sort=passwordHash']) {
      const res = await plans(query, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toBeTruthy();
    }
  });
});
