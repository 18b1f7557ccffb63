import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

/**
 * The rest of the matching rules: the preferred-religion filter, the second relaxation step, the
 * mutual flag's conditions, interests, photos on matches without identity documents, and the
 * bad input and access rules of every matching route. Each test has its own religion (by id),
 * so its candidate pool is its own.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Reply = { body: { response: { items: { userId: number }[] } } };
const ids = (res: Reply) => res.body.response.items.map((i) => i.userId);
const matches = (token: string, query = '') => call(t.app, 'GET', `/user-matrimonial-detail/match${query}`, { token });
async function addDocument(userId: number, typeName: string) {
  const type = await t.db.selectFrom('documentType').select('id').where('name', '=', typeName).executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('document')
    .values({
      userId,
      documentTypeId: type.id,
      originalName: 'x.jpg',
      mimeType: 'image/jpeg',
      sizeBytes: 10,
      storageKey: `k-${Math.random()}`,
      encrypted: typeName.includes('Photo') ? 0 : 1,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('matching rules', () => {
  it('searches the preferred religion, not the member’s own, when one is chosen', async () => {
    const seeker = await createMemberWithProfile(t, { genderId: 1, age: 30, religionId: 2, casteId: null, prefAgeMin: 22, prefAgeMax: 32, prefReligionId: 3 });
    const preferred = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: 3, casteId: null });
    const ownReligion = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: 2, casteId: null });
    const res = await matches(seeker.token);
    expect(ids(res)).toEqual([preferred.userId]);
    expect(ids(res)).not.toContain(ownReligion.userId);
  });

  it('relaxes occupation and education only after caste, and names what was relaxed', async () => {
    const religionId = 4;
    const seeker = await createMemberWithProfile(t, {
      genderId: 2,
      age: 27,
      religionId,
      casteId: null,
      prefAgeMin: 25,
      prefAgeMax: 35,
      prefReligionId: religionId,
      prefCasteId: 1,
      prefEducationId: 1,
      prefOccupationId: 1,
    });
    const strict = await createMemberWithProfile(t, { genderId: 1, age: 29, religionId, casteId: 1, highestQualificationId: 1, occupationId: 1 });
    const otherCaste = await createMemberWithProfile(t, { genderId: 1, age: 29, religionId, casteId: 2, highestQualificationId: 1, occupationId: 1 });
    const otherWork = await createMemberWithProfile(t, { genderId: 1, age: 29, religionId, casteId: 1, highestQualificationId: 2, occupationId: 2 });
    const res = await matches(seeker.token);
    expect(ids(res)).toEqual([strict.userId, otherCaste.userId, otherWork.userId]);
    expect(res.body.response).toMatchObject({ strictTotal: 1, relaxedFrom: 'caste-occupation-education', total: 3 });
    const [first, second, third] = res.body.response.items;
    expect(first.relaxed).toEqual([]);
    expect(first.reasons).toEqual(
      expect.arrayContaining(['From your preferred community', 'Education matches your preference', 'Occupation matches your preference']),
    );
    expect(second.relaxed).toEqual(['caste']);
    expect(third.relaxed).toEqual(['occupation', 'education']);
    expect(third.note).toBe('Shown because few profiles match all your preferences: outside your preferred occupation and education.');
  });

  it('does not relax when the strict set is large enough', async () => {
    const religionId = 5;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefAgeMin: 21,
      prefAgeMax: 32,
      prefReligionId: religionId,
      prefCasteId: 1,
    });
    for (let i = 0; i < 20; i++) await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: 1 });
    const otherCaste = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: 2 });
    const res = await matches(seeker.token, '?pageSize=50');
    expect(res.body.response).toMatchObject({ total: 20, strictTotal: 20, relaxedFrom: 'none' });
    expect(ids(res)).not.toContain(otherCaste.userId);
  });

  it('flags a match mutual only when the candidate’s own age, religion and caste preferences accept the member', async () => {
    const religionId = 6;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: 1,
      prefAgeMin: 22,
      prefAgeMax: 32,
      prefReligionId: religionId,
    });
    const accepts = await createMemberWithProfile(t, {
      genderId: 2,
      age: 27,
      religionId,
      casteId: 2,
      prefReligionId: religionId,
      prefAgeMin: 28,
      prefAgeMax: 34,
      prefCasteId: 1,
    });
    const tooOldForHer = await createMemberWithProfile(t, {
      genderId: 2,
      age: 27,
      religionId,
      casteId: 2,
      prefReligionId: religionId,
      prefAgeMin: 24,
      prefAgeMax: 29,
    });
    const otherCasteWanted = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: 2, prefReligionId: religionId, prefCasteId: 3 });
    const noPreferences = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: 2 });
    const items = (await matches(seeker.token)).body.response.items as { userId: number; mutual: boolean }[];
    const mutual = Object.fromEntries(items.map((i) => [i.userId, i.mutual]));
    expect(mutual).toEqual({ [accepts.userId]: true, [tooOldForHer.userId]: false, [otherCasteWanted.userId]: false, [noPreferences.userId]: false });
    expect(items[0].userId).toBe(accepts.userId);
  });

  it('puts a photo link on a match, never an identity document', async () => {
    const religionId = 7;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefReligionId: religionId,
      prefAgeMin: 22,
      prefAgeMax: 32,
    });
    const withPhoto = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    const withIdOnly = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    await addDocument(withPhoto.userId, 'Aadhar Card');
    const photoId = await addDocument(withPhoto.userId, 'Full Photo');
    await addDocument(withIdOnly.userId, 'Pan Card');
    const items = (await matches(seeker.token)).body.response.items as { userId: number; photoUrl: string | null }[];
    const byId = new Map(items.map((i) => [i.userId, i.photoUrl]));
    expect(byId.get(withPhoto.userId)).toMatch(new RegExp(`/files/${photoId}\\?`));
    expect(byId.get(withIdOnly.userId)).toBeNull();
  });

  it('lets an administrator read any member’s matches, naming the member', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1, religionId: 8, casteId: null });
    expect((await matches(admin, `?userId=${member.userId}`)).status).toBe(200);
    const unnamed = await matches(admin);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error.message).toBe('userId is required when an administrator asks.');
  });
});

describe('interest in a match (UpdateMatchingProfile)', () => {
  it('records interest once, shows it on the match, and says when it is mutual', async () => {
    const religionId = 9;
    const a = await createMemberWithProfile(t, { genderId: 1, age: 30, religionId, casteId: null, prefReligionId: religionId, prefAgeMin: 22, prefAgeMax: 32 });
    const b = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null, prefReligionId: religionId, prefAgeMin: 26, prefAgeMax: 34 });
    const url = (from: { userId: number }, to: { userId: number }) =>
      `/user-matrimonial-detail/UpdateMatchingProfile?userId=${from.userId}&matchingUserId=${to.userId}`;
    const first = await call(t.app, 'POST', url(a, b), { token: a.token, body: { userId: a.userId, matchingUserId: b.userId } });
    expect(first.status).toBe(200);
    expect(first.body.response).toEqual({ userId: a.userId, matchingUserId: b.userId, interested: true, mutualInterest: false });
    expect((await call(t.app, 'POST', url(a, b), { token: a.token })).status).toBe(200);
    expect(await t.db.selectFrom('interest').select('id').where('userId', '=', a.userId).execute()).toHaveLength(1);
    expect((await matches(a.token)).body.response.items.find((i: { userId: number }) => i.userId === b.userId).interested).toBe(true);
    expect((await matches(b.token)).body.response.items.find((i: { userId: number }) => i.userId === a.userId).interested).toBe(false);
    const back = await call(t.app, 'POST', url(b, a), { token: b.token });
    expect(back.body.response.mutualInterest).toBe(true);
  });

  it('refuses bad input and another member’s name, and changes nothing', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    const c = await createMemberWithProfile(t, { genderId: 2 });
    const hidden = await createMemberWithProfile(t, { genderId: 2 }, { isVerified: 0 });
    const staff = await createMemberWithProfile(t, { genderId: 2 }, { roleId: ROLE_IDS.admin });
    const post = (query: string, body?: unknown) => call(t.app, 'POST', `/user-matrimonial-detail/UpdateMatchingProfile${query}`, { token: a.token, body });
    expect((await post(`?userId=${b.userId}&matchingUserId=${c.userId}`)).status).toBe(403);
    expect((await post(`?matchingUserId=${a.userId}`)).status).toBe(400);
    expect((await post('')).body.error.fields).toEqual({ matchingUserId: 'Required' });
    expect((await post('?matchingUserId=abc')).status).toBe(400);
    expect((await post(`?matchingUserId=${b.userId}`, { matchingUserId: c.userId })).status).toBe(400);
    expect((await post(`?matchingUserId=${hidden.userId}`)).status).toBe(404);
    expect((await post(`?matchingUserId=${staff.userId}`)).status).toBe(404);
    expect((await post('?matchingUserId=99999999')).status).toBe(404);
    expect((await call(t.app, 'POST', `/user-matrimonial-detail/UpdateMatchingProfile?matchingUserId=${b.userId}`)).status).toBe(401);
    expect(await t.db.selectFrom('interest').select('id').where('userId', '=', a.userId).execute()).toHaveLength(0);
  });
});

describe('bad input and access on viewing', () => {
  it('never leaks the mobile number, e-mail or address to a member without a plan', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const target = await createMemberWithProfile(t, { genderId: 2 });
    await t.db.updateTable('profile').set({ address: '12 MG Road', pinCode: '411001' }).where('userId', '=', target.userId).execute();
    const { mobile } = await t.db.selectFrom('users').select('mobile').where('id', '=', target.userId).executeTakeFirstOrThrow();
    const res = await call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { token: viewer.token });
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body.response);
    for (const secret of [String(mobile), target.email, '12 MG Road', '411001']) expect(text).not.toContain(secret);
    const matchText = JSON.stringify((await matches(viewer.token)).body);
    for (const secret of [String(mobile), target.email]) expect(matchText).not.toContain(secret);
  });

  it('answers 404 for staff and unknown ids, 400 for ids that are not numbers, and records nothing', async () => {
    const viewer = await createMemberWithProfile(t, { genderId: 1 });
    const staff = await createMemberWithProfile(t, { genderId: 2 }, { roleId: ROLE_IDS.admin });
    const unverified = await createMemberWithProfile(t, { genderId: 2 }, { isVerified: 0 });
    const view = (id: string | number) => call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${id}/${viewer.userId}`, { token: viewer.token });
    expect((await view(staff.userId)).status).toBe(404);
    expect((await view(99999999)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) expect((await view(bad)).status, bad).toBe(400);
    expect((await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${unverified.userId}`, { token: viewer.token })).status).toBe(404);
    expect((await call(t.app, 'POST', `/user-matrimonial-detail/RevealContact/${viewer.userId}`, { token: viewer.token })).status).toBe(400);
    const views = await t.db.selectFrom('profileView').select('viewedId').where('viewerId', '=', viewer.userId).execute();
    expect(views).toHaveLength(0);
  });

  it('refuses absurd paging of who viewed me', async () => {
    const member = await createMemberWithProfile(t, { genderId: 1 });
    for (const query of ['page=0', 'page=-1', 'pageSize=10000', 'pageSize=0']) {
      const res = await call(t.app, 'GET', `/user-matrimonial-detail/GetMatchingProfilesAsync?${query}`, { token: member.token });
      expect(res.status, query).toBe(400);
    }
    const ok = await call(t.app, 'GET', '/user-matrimonial-detail/GetMatchingProfilesAsync', { token: member.token });
    expect(ok.body.response).toMatchObject({ items: [], total: 0, page: 1 });
  });
});
