import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { fullProfile, referenceIds } from '../factories/profile-sample.ts';

/**
 * A member's ranked matches are kept for a minute (match-cache.ts), so paging does not rank
 * again. What the member does takes effect at once all the same: changing their own
 * preferences, blocking someone, a matched profile being deleted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

const ids = (res: { body: { response: { items: { userId: number }[] } } }) => res.body.response.items.map((i) => i.userId);
const matches = (token: string, page = 1) => call(t.app, 'GET', `/user-matrimonial-detail/match?page=${page}&pageSize=2`, { token });

describe('matches kept between pages', () => {
  it('page in a stable order, and apply a block and a deleted profile at once', async () => {
    const religionId = 5;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefAgeMin: 22,
      prefAgeMax: 32,
      prefReligionId: religionId,
    });
    const pool = [];
    for (let i = 0; i < 5; i++) pool.push(await createMemberWithProfile(t, { genderId: 2, age: 24 + i, religionId, casteId: null }));
    const first = await matches(seeker.token);
    const second = await matches(seeker.token, 2);
    const third = await matches(seeker.token, 3);
    const order = [...ids(first), ...ids(second), ...ids(third)];
    expect(order.sort()).toEqual(pool.map((p) => p.userId).sort());
    expect(first.body.response.total).toBe(5);

    // A block made after the list was ranked hides that member on the next page read.
    const [top] = ids(first);
    await t.db.insertInto('block').values({ userId: seeker.userId, blockedUserId: top, createdAt: new Date().toISOString() }).execute();
    const afterBlock = await matches(seeker.token);
    expect(ids(afterBlock)).not.toContain(top);
    expect(afterBlock.body.response.total).toBe(4);

    // A matched profile deleted meanwhile is left out, not shown half-empty.
    const gone = ids(afterBlock)[0];
    await t.db.deleteFrom('profile').where('userId', '=', gone).execute();
    const afterDelete = await matches(seeker.token);
    expect(ids(afterDelete)).not.toContain(gone);
    expect(afterDelete.body.response.items.every((i: { fullName: string | null }) => i.fullName)).toBe(true);
  });

  it('rank afresh at once when the member changes their own preferences', async () => {
    const refs = await referenceIds(t);
    const [before, after] = [6, 7];
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId: before,
      casteId: null,
      prefAgeMin: 22,
      prefAgeMax: 32,
      prefReligionId: before,
    });
    const fromBefore = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId: before, casteId: null });
    const fromAfter = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId: after, casteId: null });
    expect(ids(await matches(seeker.token))).toEqual([fromBefore.userId]);
    const body = fullProfile(seeker.userId, refs, {
      personal: { genderId: 1, titleId: 1, fullName: 'Arjun Mehta', dob: '1995-01-10' },
      partnerPreferences: { ageMin: 22, ageMax: 32, religionId: after, casteId: null, educationId: null, occupationId: null },
    });
    const saved = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: seeker.token, body });
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    expect(ids(await matches(seeker.token))).toEqual([fromAfter.userId]);
  });
  it('keep the ranking of the minute through a save that changes none of its inputs, and rank afresh when one changes', async () => {
    const refs = await referenceIds(t);
    const religionId = 8;
    const seeker = await createMemberWithProfile(t, { genderId: 1, age: 30, religionId, casteId: null });
    const candidate = await createMemberWithProfile(t, { genderId: 2, age: 26, religionId, casteId: null });
    const body = (city: string, ageMax: number) =>
      fullProfile(seeker.userId, refs, {
        personal: { genderId: 1, titleId: 1, fullName: 'Arjun Mehta', dob: '1995-01-10', religionId, casteId: null },
        contact: { city },
        partnerPreferences: { ageMin: 22, ageMax, religionId, casteId: null, educationId: null, occupationId: null },
      });
    const save = async (city: string, ageMax: number) => {
      const saved = await call(t.app, 'PUT', '/user-matrimonial-detail/UpdateUserMatrimonial', { token: seeker.token, body: body(city, ageMax) });
      expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    };
    const score = async () => (await matches(seeker.token)).body.response.items.find((i: { userId: number }) => i.userId === candidate.userId)?.score;
    await save('Pune', 32);
    const ranked = await score();
    expect(ranked).toBeTypeOf('number');
    // The candidate's profile is verified meanwhile: another member's change shows within the minute, not at once.
    await t.db.updateTable('profile').set({ isVerified: 1 }).where('userId', '=', candidate.userId).execute();
    await save('Nashik', 32);
    expect(await score()).toBe(ranked);
    await save('Nashik', 33);
    expect(await score()).toBeGreaterThan(ranked);
  });
});
