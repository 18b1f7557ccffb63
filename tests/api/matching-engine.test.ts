import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { memberToken } from '../factories/sessions.ts';

/**
 * Crafted members prove each filter, the order, the mutual flag and the relaxation note.
 * Religion 1 is Hindu; castes 1–3 are Hindu castes of the seed. Each test uses its own
 * religion (by id) where it needs a clean candidate pool.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = (res: { body: { response: { items: { userId: number }[] } } }) => res.body.response.items.map((i) => i.userId);

describe('the matching engine', () => {
  it('applies every hard filter', async () => {
    const religionId = 3; // Christian: a pool of its own for this test
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefAgeMin: 22,
      prefAgeMax: 30,
      prefReligionId: religionId,
    });
    const good = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null });
    const sameGender = await createMemberWithProfile(t, { genderId: 1, age: 26, religionId, casteId: null });
    const unverified = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null }, { isVerified: 0 });
    const tooOld = await createMemberWithProfile(t, { genderId: 2, age: 33, religionId, casteId: null });
    const tooYoung = await createMemberWithProfile(t, { genderId: 2, age: 21, religionId, casteId: null });
    const otherReligion = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId: 4, casteId: null });
    const staff = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null }, { roleId: ROLE_IDS.admin });
    const deactivated = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null });
    // Deactivated the way an administrator does it, through the Users master.
    const admin = await memberToken(t, { roleId: ROLE_IDS.admin });
    const account = await call(t.app, 'GET', `/user-master/${deactivated.userId}`, { token: admin });
    expect((await call(t.app, 'PUT', `/user-master/${deactivated.userId}`, { token: admin, body: { ...account.body.response, isActive: 0 } })).status).toBe(
      200,
    );
    const blocked = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null });
    await t.db.insertInto('block').values({ userId: blocked.userId, blockedUserId: seeker.userId, createdAt: new Date().toISOString() }).execute();

    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([good.userId]);
    for (const excluded of [seeker, sameGender, unverified, tooOld, tooYoung, otherReligion, staff, deactivated, blocked])
      expect(ids(res)).not.toContain(excluded.userId);
  });

  it('keeps the legal marriageable age: men 21, women 18', async () => {
    const religionId = 5;
    const woman = await createMemberWithProfile(t, {
      genderId: 2,
      age: 19,
      religionId,
      casteId: null,
      prefAgeMin: 18,
      prefAgeMax: 25,
      prefReligionId: religionId,
    });
    const man20 = await createMemberWithProfile(t, { genderId: 1, age: 20, religionId, casteId: null });
    const man22 = await createMemberWithProfile(t, { genderId: 1, age: 22, religionId, casteId: null });
    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: woman.token });
    expect(ids(res)).toEqual([man22.userId]);
    expect(ids(res)).not.toContain(man20.userId);
  });

  it('ranks by score, flags mutual matches and says why', async () => {
    const religionId = 6;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 29,
      religionId,
      casteId: 1,
      prefAgeMin: 24,
      prefAgeMax: 30,
      prefReligionId: religionId,
    });
    const plain = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: 2 });
    const mutual = await createMemberWithProfile(t, {
      genderId: 2,
      age: 27,
      religionId,
      casteId: 1,
      prefReligionId: religionId,
      prefAgeMin: 26,
      prefAgeMax: 32,
      isVerified: 1,
      completeness: 100,
    });
    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    expect(ids(res)).toEqual([mutual.userId, plain.userId]);
    const [top, second] = res.body.response.items;
    expect(top.score).toBeGreaterThan(second.score);
    expect(top.score).toBeLessThanOrEqual(100);
    expect(top.mutual).toBe(true);
    expect(second.mutual).toBe(false);
    expect(top.reasons).toEqual(expect.arrayContaining(['Same community', 'Her preferences match you too']));
    expect(second.reasons).not.toContain('Same community');
  });

  it('relaxes caste when the strict set is thin, and says so on the item', async () => {
    const religionId = 7;
    const seeker = await createMemberWithProfile(t, {
      genderId: 2,
      age: 26,
      religionId,
      casteId: null,
      prefAgeMin: 25,
      prefAgeMax: 32,
      prefReligionId: religionId,
      prefCasteId: 1,
    });
    const sameCaste = await createMemberWithProfile(t, { genderId: 1, age: 28, religionId, casteId: 1 });
    const otherCaste = await createMemberWithProfile(t, { genderId: 1, age: 28, religionId, casteId: 2 });
    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    expect(ids(res)).toEqual([sameCaste.userId, otherCaste.userId]);
    expect(res.body.response).toMatchObject({ strictTotal: 1, relaxedFrom: 'caste', total: 2 });
    const [strict, relaxed] = res.body.response.items;
    expect(strict.relaxed).toEqual([]);
    expect(strict.note).toBeNull();
    expect(relaxed.relaxed).toEqual(['caste']);
    expect(relaxed.note).toMatch(/outside your preferred caste/);
  });

  it('gives a member without preferences matches around their own age and religion', async () => {
    const religionId = 8;
    const seeker = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    const near = await createMemberWithProfile(t, { genderId: 1, age: 30, religionId, casteId: null });
    const far = await createMemberWithProfile(t, { genderId: 1, age: 45, religionId, casteId: null });
    const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    expect(res.status).toBe(200);
    expect(ids(res)).toContain(near.userId);
    expect(ids(res)).not.toContain(far.userId);
    expect(res.body.response.criteria.fromPreference).toBe(false);
  });

  it('pages with defaults 1 and 10 and refuses absurd paging', async () => {
    const religionId = 9;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefAgeMin: 21,
      prefAgeMax: 35,
      prefReligionId: religionId,
    });
    for (let i = 0; i < 12; i++) await createMemberWithProfile(t, { genderId: 2, age: 25, religionId, casteId: null });
    const first = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: seeker.token });
    expect(first.body.response).toMatchObject({ page: 1, pageSize: 10, total: 12 });
    expect(first.body.response.items).toHaveLength(10);
    const second = await call(t.app, 'GET', '/user-matrimonial-detail/match?page=2', { token: seeker.token });
    expect(second.body.response.items).toHaveLength(2);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);
    for (const query of ['page=0', 'page=-1', 'pageSize=10000', 'pageSize=0', 'page=abc']) {
      const bad = await call(t.app, 'GET', `/user-matrimonial-detail/match?${query}`, { token: seeker.token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.error?.message, query).toMatch(/must be a whole number from/);
    }
  });

  it("refuses another member's matches and answers a member without a profile usefully", async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const b = await createMemberWithProfile(t, { genderId: 2 });
    expect((await call(t.app, 'GET', `/user-matrimonial-detail/match?userId=${b.userId}`, { token: a.token })).status).toBe(403);
    expect((await call(t.app, 'GET', '/user-matrimonial-detail/match')).status).toBe(401);
    const { memberToken } = await import('../factories/sessions.ts');
    const noProfile = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token: await memberToken(t) });
    expect(noProfile.status).toBe(400);
    expect(noProfile.body.error?.message).toMatch(/Complete the personal and partner-preference tabs/);
  });
});
