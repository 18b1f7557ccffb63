import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, editorToken, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

let t: TestApp;
// The sample profile fills 34 of the countable fields; the progress figure divides by 55 (docs/product/states.md).
const FULL = Math.round((34 / 55) * 100);
let admin: string;
let refs: ReferenceIds;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, ADMIN_EMAIL);
  refs = await referenceIds(t);
  const people = [
    { fullName: 'Kavya Iyer', genderId: 2, casteId: refs.casteId, city: 'Chennai' },
    { fullName: 'Rohan Mehta', genderId: 1, casteId: refs.casteId, city: 'Pune' },
    { fullName: 'Imran Qureshi', genderId: 1, casteId: refs.otherCasteId, city: 'Lucknow' },
  ];
  for (const p of people) {
    const user = await createUser(t);
    const religionId = ((await t.db.selectFrom('caste').select('religionId').where('id', '=', p.casteId).executeTakeFirstOrThrow()) as { religionId: number })
      .religionId;
    const body = fullProfile(user.id, refs, {
      personal: { fullName: p.fullName, genderId: p.genderId, casteId: p.casteId, religionId },
      contact: { city: p.city },
      partnerPreferences: { religionId, casteId: p.casteId },
    });
    const res = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: admin, body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    ids.push(user.id);
  }
});
afterAll(() => t.close());

const search = (query: string, token = admin) => call(t.app, 'GET', `/user-matrimonial-detail/search?${query}`, { token });

describe('GET /user-matrimonial-detail/search', () => {
  it('pages every profile, newest first, with the list columns', async () => {
    const res = await search('page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(res.body.response.items).toHaveLength(2);
    expect(res.body.response.items[0]).toMatchObject({
      userId: ids[2],
      fullName: 'Imran Qureshi',
      genderId: 1,
      city: 'Lucknow',
      isVerified: false,
      completeness: FULL,
    });
    expect(res.body.response.items[0].age).toBeGreaterThanOrEqual(18);
    expect(typeof res.body.response.items[0].caste).toBe('string');
  });

  it('filters by text, caste and gender', async () => {
    expect((await search('search=kavya')).body.response.items.map((i: { fullName: string }) => i.fullName)).toEqual(['Kavya Iyer']);
    expect((await search('search=pune')).body.response.total).toBe(1);
    expect((await search(`casteId=${refs.casteId}`)).body.response.total).toBe(2);
    expect((await search(`casteId=${refs.casteId}&genderId=1`)).body.response.items.map((i: { fullName: string }) => i.fullName)).toEqual(['Rohan Mehta']);
    expect((await search('search=%25')).body.response.total).toBe(0);
  });

  it('refuses a page size over 100 and members and editors', async () => {
    expect((await search('pageSize=101')).status).toBe(400);
    const member = await createUser(t);
    expect((await search('', await tokenFor(t, member.email))).status).toBe(403);
    expect((await search('', await editorToken(t))).status).toBe(403);
  });
});

describe('PUT /user-matrimonial-detail/:id/verify', () => {
  it('marks a profile verified for the admin only', async () => {
    const member = await createUser(t);
    expect((await call(t.app, 'PUT', `/user-matrimonial-detail/${ids[0]}/verify`, { token: await tokenFor(t, member.email) })).status).toBe(403);
    const res = await call(t.app, 'PUT', `/user-matrimonial-detail/${ids[0]}/verify`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.response.isVerified).toBe(true);
    expect((await search('search=kavya')).body.response.items[0].isVerified).toBe(true);
    expect((await call(t.app, 'PUT', `/user-matrimonial-detail/${member.id}/verify`, { token: admin })).status).toBe(404);
  });
});
