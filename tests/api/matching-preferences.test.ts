import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

/**
 * The richer partner preferences in matching (docs/decisions/036-fifty-five-profile-fields.md):
 * further choices widen religion, caste, education and occupation; height range and mother
 * tongue order equal candidates and give reasons. Each test uses religions of its own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { userId: number; reasons: string[]; relaxed: string[] };
const matches = async (token: string) => (await call(t.app, 'GET', '/user-matrimonial-detail/match', { token })).body.response.items as Item[];
const casteOf = async (religionId: number, nth = 0) =>
  Number((await t.db.selectFrom('caste').select('id').where('religionId', '=', religionId).orderBy('id').offset(nth).limit(1).executeTakeFirstOrThrow()).id);
const languageId = async (name: string) => Number((await t.db.selectFrom('language').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

describe('several choices per preference', () => {
  it('finds members of every chosen religion and counts every chosen caste as preferred', async () => {
    const [a, b, c] = [5, 6, 7];
    const [casteA, casteB] = [await casteOf(a), await casteOf(b)];
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId: a,
      casteId: casteA,
      prefAgeMin: 22,
      prefAgeMax: 32,
      prefReligionId: a,
      prefReligionIds: String(b),
      prefCasteId: casteA,
      prefCasteIds: String(casteB),
    });
    const sameReligion = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: a, casteId: casteA });
    const secondReligion = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: b, casteId: casteB });
    const notChosen = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId: c, casteId: await casteOf(c) });
    const found = await matches(seeker.token);
    const byId = new Map(found.map((m) => [m.userId, m]));
    expect(byId.has(sameReligion.userId)).toBe(true);
    expect(byId.has(secondReligion.userId)).toBe(true);
    expect(byId.has(notChosen.userId)).toBe(false);
    expect(byId.get(secondReligion.userId)!.reasons).toContain('From your preferred community');
    expect(byId.get(secondReligion.userId)!.relaxed).toEqual([]);
  });
});

describe('height range and mother tongue', () => {
  it('put the member in range who speaks a preferred mother tongue first among equals, and say why', async () => {
    const religionId = 8;
    const caste = await casteOf(religionId);
    const marathi = await languageId('Marathi');
    const seeker = await createMemberWithProfile(t, {
      genderId: 2,
      age: 28,
      religionId,
      casteId: caste,
      prefAgeMin: 26,
      prefAgeMax: 36,
      prefReligionId: religionId,
      prefHeightMin: 170,
      prefHeightMax: 185,
      prefMotherTongueIds: String(marathi),
    });
    const same = { genderId: 1, age: 31, religionId, casteId: caste, completeness: 60 };
    const outside = await createMemberWithProfile(t, { ...same, height: 160, motherTongueId: await languageId('Tamil') });
    const inside = await createMemberWithProfile(t, { ...same, height: 176, motherTongueId: marathi });
    const found = await matches(seeker.token);
    const order = found.map((m) => m.userId).filter((id) => id === inside.userId || id === outside.userId);
    expect(order).toEqual([inside.userId, outside.userId]);
    const reasons = found.find((m) => m.userId === inside.userId)!.reasons;
    expect(reasons).toEqual(expect.arrayContaining(['Height within your preferred range', 'Speaks a mother tongue you prefer']));
    expect(found.find((m) => m.userId === outside.userId)!.reasons).not.toContain('Height within your preferred range');
  });
});

describe('verified profiles only', () => {
  it('shows only profiles an administrator verified when the member asks, and everyone otherwise', async () => {
    const religionId = 9;
    const seeker = await createMemberWithProfile(t, {
      genderId: 1,
      age: 30,
      religionId,
      casteId: null,
      prefAgeMin: 22,
      prefAgeMax: 32,
      prefReligionId: religionId,
    });
    const verified = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null, isVerified: 1 });
    const notYet = await createMemberWithProfile(t, { genderId: 2, age: 27, religionId, casteId: null });
    const page = (query: Record<string, string>) =>
      call(t.app, 'GET', `/user-matrimonial-detail/match?${new URLSearchParams(query).toString()}`, { token: seeker.token });
    const ids = async (query: Record<string, string>) => ((await page(query)).body.response.items as Item[]).map((m) => m.userId).sort();

    // Asked in turn, so a ranking kept for one choice is never served for the other.
    expect(await ids({})).toEqual([verified.userId, notYet.userId].sort());
    expect(await ids({ verifiedOnly: 'true' })).toEqual([verified.userId]);
    expect(await ids({ verifiedOnly: '1' })).toEqual([verified.userId]);
    expect(await ids({ verifiedOnly: 'false' })).toEqual([verified.userId, notYet.userId].sort());
    const only = await page({ verifiedOnly: '1' });
    expect(only.body.response.total).toBe(1);
    expect(only.body.response.items[0].isVerified).toBe(true);

    const bad = await page({ verifiedOnly: 'perhaps' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/verifiedOnly/);
  });
});
