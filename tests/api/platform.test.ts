import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform', () => {
  it('reports health with the database it uses', async () => {
    const res = await call(t.app, 'GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite' });
  });

  it('tells anyone which payment provider takes payments, so the plans page can label test payments', async () => {
    expect((await call(t.app, 'GET', '/health')).body.response.payments).toBe('test');
    const live = await createTestApp({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret' });
    try {
      expect((await call(live.app, 'GET', '/health')).body.response.payments).toBe('razorpay');
    } finally {
      await live.close();
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await call(t.app, 'GET', '/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ responseCode: 404, response: null, error: { message: 'No route for GET /api/no-such-thing.' } });
  });

  it('lists the religions of India in order, and castes by religion', async () => {
    const religions = await call(t.app, 'GET', '/religion-master');
    const names = religions.body.response.items.map((r: { name: string }) => r.name);
    expect(names.slice(0, 6)).toEqual(['Hindu', 'Muslim', 'Christian', 'Sikh', 'Buddhist', 'Jain']);
    const sikh = religions.body.response.items.find((r: { name: string }) => r.name === 'Sikh');
    const castes = await call(t.app, 'GET', `/caste-master/get-caste-master-by-religion-id/${sikh.id}`);
    expect(castes.body.response.length).toBeGreaterThan(10);
    expect(castes.body.response.every((c: { religionId: number }) => c.religionId === sikh.id)).toBe(true);
    expect(castes.body.response.map((c: { name: string }) => c.name)).toContain('Ramgarhia');
  });

  it('has the 36 states and union territories of India', async () => {
    const countries = await call(t.app, 'GET', '/country-master');
    const india = countries.body.response.items[0];
    expect(india).toMatchObject({ name: 'India', isoCode: 'IN', phoneCode: '+91' });
    const states = await call(t.app, 'GET', `/state-master/get-state-master-by-country/${india.id}`);
    expect(states.body.response).toHaveLength(36);
    expect(states.body.response.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Maharashtra', 'Ladakh', 'Puducherry']));
  });

  it('keeps the fixed ids of docs/product/data.md', async () => {
    const byId = async (path: string) =>
      Object.fromEntries((await call(t.app, 'GET', `/${path}`)).body.response.items.map((r: { id: number; name: string }) => [r.id, r.name]));
    expect(await byId('title-master')).toEqual({ 1: 'Mr.', 2: 'Ms.', 3: 'Dr.' });
    expect(await byId('gender-master')).toEqual({ 1: 'Male', 2: 'Female', 3: 'Other' });
    expect((await byId('marital-status-master'))[1]).toBe('Never Married');
    const docTypes = Object.values(await byId('document-type-master'));
    expect(docTypes).toHaveLength(11);
    expect(docTypes[0]).toBe('Close Up Photo');
  });

  it('pages, searches and sorts lists, and refuses bad query strings', async () => {
    const page = await call(t.app, 'GET', '/occupation-master?page=2&pageSize=5&sort=-name');
    expect(page.body.response).toMatchObject({ page: 2, pageSize: 5 });
    const names = page.body.response.items.map((r: { name: string }) => r.name);
    expect(names).toEqual([...names].sort().reverse());
    const search = await call(t.app, 'GET', '/occupation-master?search=DOCTOR');
    expect(search.body.response.items.map((r: { name: string }) => r.name)).toContain('Doctor');
    const wildcard = await call(t.app, 'GET', '/occupation-master?search=%25');
    expect(wildcard.body.response.total).toBe(0);
    for (const query of ['page=0', 'page=-1', 'pageSize=100000', 'page=abc', 'sort=passwordHash', 'religionId=x']) {
      const bad = await call(t.app, 'GET', `/caste-master?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.error.message, query).toMatch(/\w/);
    }
  });

  it('sends the headers that guard a resource on API replies, and none meant for documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('describes every route in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/religion-master',
        '/api/religion-master/{id}',
        '/api/caste-master/get-caste-master-by-religion-id/{religionId}',
        '/api/health',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('refuses to delete a religion that castes still use, and deletes nothing', async () => {
    const { tokenFor } = await import('../factories/sessions.ts');
    const { ADMIN_EMAIL } = await import('../helpers/test-app.ts');
    const admin = await tokenFor(t, ADMIN_EMAIL);
    const res = await call(t.app, 'DELETE', '/religion-master/1', { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/cannot be deleted: \d+ caste records still use it/);
    expect((await call(t.app, 'GET', '/religion-master/1')).status).toBe(200);
  });
});
