import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { registerMember } from '../factories/accounts.ts';
import { createMemberWithProfile, type ProfileOverrides } from '../factories/profiles.ts';
import { referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';
import {
  newResultsForSavedSearch,
  searchPageQuery,
  photoTypeIds,
  chooseRoute,
  refreshSearchStatistics,
  type SearchRoute,
} from '../../src/server/modules/search/index.ts';
import { SEARCH_SORTS } from '../../src/shared/schemas/search.ts';
import { planFor } from '../../src/server/modules/discovery/index.ts';
import { loadMember } from '../../src/server/modules/matching/index.ts';

let t: TestApp;
let ref: ReferenceIds;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  ref = await referenceIds(t);
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
type Extra = Partial<{ height: number; annualIncome: number; stateId: number; countryId: number; maritalStatusId: number; dietaryHabitsId: number }>;

/** Every test searches its own town, so members made by other tests never count. */
const town = () => `Town ${randomBytes(4).toString('hex')}`;
const searcher = (city: string) => createMemberWithProfile(t, { genderId: 1, age: 30, city, prefAgeMin: 24, prefAgeMax: 30 });
async function bride(city: string, profile: ProfileOverrides = {}, extra: Extra = {}, user: { isVerified?: 0 | 1 } = {}) {
  const m = await createMemberWithProfile(t, { genderId: 2, age: 27, city, ...profile }, user);
  if (Object.keys(extra).length) await t.db.updateTable('profile').set(extra).where('userId', '=', m.userId).execute();
  return m;
}
const search = (who: Member, query: string) => call(t.app, 'GET', `/search?${query}`, { token: who.token });
async function found(who: Member, city: string, query = ''): Promise<number[]> {
  const reply = await search(who, `city=${encodeURIComponent(city)}&pageSize=50${query ? `&${query}` : ''}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.response.items.map((i: { userId: number }) => i.userId);
}
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
/** As a sign-in at that moment leaves it: the account's last sign-in and the profile's copy of it. */
async function signedInAt(userId: number, at: string) {
  await t.db.updateTable('users').set({ lastLoginAt: at }).where('id', '=', userId).execute();
  await t.db.updateTable('profile').set({ lastActiveAt: at }).where('userId', '=', userId).execute();
}

describe('each filter', () => {
  it('age range', async () => {
    const city = town();
    const me = await searcher(city);
    const [a25, a29, a33] = [await bride(city, { age: 25 }), await bride(city, { age: 29 }), await bride(city, { age: 33 })];
    expect(sorted(await found(me, city))).toEqual(sorted([a25.userId, a29.userId, a33.userId]));
    expect(sorted(await found(me, city, 'ageMin=26&ageMax=30'))).toEqual([a29.userId]);
    expect(sorted(await found(me, city, 'ageMin=29'))).toEqual(sorted([a29.userId, a33.userId]));
    expect(sorted(await found(me, city, 'ageMax=25'))).toEqual([a25.userId]);
  });

  it('height and income ranges', async () => {
    const city = town();
    const me = await searcher(city);
    const short = await bride(city, {}, { height: 152, annualIncome: 300_000 });
    const tall = await bride(city, {}, { height: 170, annualIncome: 1_200_000 });
    expect(await found(me, city, 'heightMin=160')).toEqual([tall.userId]);
    expect(await found(me, city, 'heightMax=160')).toEqual([short.userId]);
    expect(await found(me, city, 'incomeMin=1000000')).toEqual([tall.userId]);
    expect(await found(me, city, 'incomeMax=500000')).toEqual([short.userId]);
  });

  it('religion, caste, education and occupation, one or several', async () => {
    const city = town();
    const me = await searcher(city);
    const other = await t.db.selectFrom('religion').select('id').where('id', '!=', ref.religionId).orderBy('id').executeTakeFirstOrThrow();
    const a = await bride(city, {
      religionId: ref.religionId,
      casteId: ref.casteId,
      highestQualificationId: ref.qualificationId,
      occupationId: ref.occupationId,
    });
    const b = await bride(city, { religionId: Number(other.id), casteId: ref.otherCasteId });
    expect(await found(me, city, `religionId=${ref.religionId}`)).toEqual([a.userId]);
    expect(sorted(await found(me, city, `religionId=${ref.religionId},${other.id}`))).toEqual(sorted([a.userId, b.userId]));
    expect(sorted(await found(me, city, `religionId=${ref.religionId}&religionId=${other.id}`))).toEqual(sorted([a.userId, b.userId]));
    expect(await found(me, city, `casteId=${ref.otherCasteId}`)).toEqual([b.userId]);
    expect(await found(me, city, `educationId=${ref.qualificationId}`)).toEqual([a.userId]);
    expect(await found(me, city, `occupationId=${ref.occupationId}`)).toEqual([a.userId]);
  });

  it('country, state and city (any case)', async () => {
    const city = town();
    const me = await searcher(city);
    const otherState = await t.db.selectFrom('state').select('id').where('id', '!=', ref.stateId).orderBy('id').executeTakeFirstOrThrow();
    const here = await bride(city, {}, { stateId: ref.stateId, countryId: ref.countryId });
    const there = await bride(city, {}, { stateId: Number(otherState.id) });
    expect(await found(me, city, `stateId=${ref.stateId}`)).toEqual([here.userId]);
    expect(await found(me, city, `countryId=${ref.countryId}`)).toEqual([here.userId]);
    expect(sorted(await found(me, city.toUpperCase()))).toEqual(sorted([here.userId, there.userId]));
  });

  it('marital status and diet', async () => {
    const city = town();
    const me = await searcher(city);
    const a = await bride(city, {}, { maritalStatusId: ref.maritalStatusId, dietaryHabitsId: ref.dietId });
    await bride(city);
    expect(await found(me, city, `maritalStatusId=${ref.maritalStatusId}`)).toEqual([a.userId]);
    expect(await found(me, city, `dietId=${ref.dietId}`)).toEqual([a.userId]);
  });

  it('with photo only, verified only, active within N days', async () => {
    const city = town();
    const me = await searcher(city);
    const withPhoto = await bride(city);
    const verified = await bride(city, { isVerified: 1 });
    const active = await bride(city);
    const closeUp = await t.db.selectFrom('documentType').select('id').where('code', '=', 'closeUpPhoto').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const photo = {
      userId: withPhoto.userId,
      documentTypeId: Number(closeUp.id),
      mimeType: 'image/webp',
      originalName: 'me.webp',
      sizeBytes: 10,
      storageKey: 'none',
      createdAt: now,
    };
    await t.db
      .insertInto('document')
      .values({ ...photo, approval: 'approved' })
      .execute();
    // A photo waiting for approval does not count.
    await t.db
      .insertInto('document')
      .values({ ...photo, userId: verified.userId, approval: 'pending' })
      .execute();
    await signedInAt(active.userId, now);
    await signedInAt(verified.userId, new Date(Date.now() - 40 * 86_400_000).toISOString());
    expect(await found(me, city, 'withPhoto=true')).toEqual([withPhoto.userId]);
    expect(await found(me, city, 'verifiedOnly=1')).toEqual([verified.userId]);
    expect(await found(me, city, 'activeWithinDays=7')).toEqual([active.userId]);
    expect(sorted(await found(me, city, 'activeWithinDays=60'))).toEqual(sorted([active.userId, verified.userId]));
    expect((await found(me, city, 'withPhoto=false')).length).toBe(3);
  });

  it('several filters together', async () => {
    const city = town();
    const me = await searcher(city);
    const hit = await bride(city, { age: 26, religionId: ref.religionId, isVerified: 1 }, { height: 165 });
    await bride(city, { age: 26, religionId: ref.religionId, isVerified: 0 }, { height: 165 });
    await bride(city, { age: 34, religionId: ref.religionId, isVerified: 1 }, { height: 165 });
    await bride(city, { age: 26, religionId: ref.religionId, isVerified: 1 }, { height: 150 });
    expect(await found(me, city, `ageMin=24&ageMax=28&religionId=${ref.religionId}&verifiedOnly=true&heightMin=160`)).toEqual([hit.userId]);
  });
});

describe('a rare filter beside a common one', () => {
  /** A marital status nobody else has, two brides with it (one signed in long ago), one without. */
  async function rareAndCommon() {
    const status = await t.db
      .insertInto('maritalStatus')
      .values({ name: `Rare ${randomBytes(4).toString('hex')}`, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const me = await searcher(town());
    const [recent, longAgo, other] = [await bride(town()), await bride(town()), await bride(town())];
    await t.db
      .updateTable('profile')
      .set({ maritalStatusId: Number(status.id) })
      .where('userId', 'in', [recent.userId, longAgo.userId])
      .execute();
    await signedInAt(recent.userId, new Date(Date.now() - 10 * 86_400_000).toISOString());
    await signedInAt(longAgo.userId, new Date(Date.now() - 200 * 86_400_000).toISOString());
    await signedInAt(other.userId, new Date().toISOString());
    return { me, status: Number(status.id), recent };
  }

  it('finds exactly the members who have both, by every sort, once the values are counted', async () => {
    const { me, status, recent } = await rareAndCommon();
    await refreshSearchStatistics(t.db, await photoTypeIds(t.db));
    for (const sort of SEARCH_SORTS) {
      const reply = await search(me, `maritalStatusId=${status}&activeWithinDays=90&sort=${sort}`);
      expect(reply.status).toBe(200);
      expect(reply.body.response.items.map((i: { userId: number }) => i.userId)).toEqual([recent.userId]);
      expect(reply.body.response.total).toBe(1);
    }
  });

  it('every way of reading the window gives the same members', async () => {
    const { me, status, recent } = await rareAndCommon();
    const types = await photoTypeIds(t.db);
    await t.db
      .insertInto('document')
      .values({
        userId: recent.userId,
        documentTypeId: types[0],
        mimeType: 'image/webp',
        originalName: 'me.webp',
        sizeBytes: 10,
        storageKey: 'none',
        createdAt: new Date().toISOString(),
        approval: 'approved',
      })
      .execute();
    const women = 2;
    const counts = { genders: new Map([[women, 1_000_000]]), values: new Map(), photos: new Map([[women, 1_000_000]]), activeDays: new Map() };
    const scope = { plan: planFor(await loadMember(t.db, me.userId)), hidden: [], photoTypeIds: types, today: new Date() };
    for (const sort of SEARCH_SORTS) {
      const filters = { sort, maritalStatusId: [status], activeWithinDays: 90, withPhoto: true };
      const routes: SearchRoute[] = [
        { kind: 'planner' },
        chooseRoute(counts, [women], { sort }),
        { kind: 'drive', filter: 'maritalStatusId' },
        { kind: 'drive', filter: 'activeWithinDays' },
        { kind: 'drive', filter: 'age' },
        { kind: 'drive', filter: 'withPhoto' },
      ];
      for (const route of routes) {
        const rows = await searchPageQuery(t.db, scope, filters, route).execute();
        expect(
          rows.map((r) => Number(r.userId)),
          JSON.stringify(route),
        ).toEqual([recent.userId]);
      }
    }
  });
});

describe('cards, sorting and paging', () => {
  it('answers match cards with score, reasons and profile code', async () => {
    const city = town();
    const me = await searcher(city);
    const b = await bride(city, { age: 27 });
    const reply = await search(me, `city=${encodeURIComponent(city)}`);
    expect(reply.body.response).toMatchObject({ page: 1, pageSize: 10, total: 1, capped: false, sort: 'best' });
    const card = reply.body.response.items[0];
    expect(card).toMatchObject({ userId: b.userId, fullName: `Member ${b.userId}`, age: 27, city, interested: false, shortlisted: false });
    expect(card.profileCode).toMatch(/^SM[0-9A-Z]{6}$/);
    expect(card.score).toBeGreaterThan(0);
    expect(card.reasons).toContain('Age within your preferred range');
  });

  it('sorts by best match, newest and recently active', async () => {
    const city = town();
    const me = await searcher(city);
    const weak = await bride(city, { completeness: 10, age: 35 });
    const strong = await bride(city, { completeness: 100, isVerified: 1, age: 27 });
    const old = new Date(Date.now() - 5 * 86_400_000).toISOString();
    await t.db.updateTable('profile').set({ createdAt: old }).where('userId', '=', strong.userId).execute();
    await signedInAt(weak.userId, new Date().toISOString());
    await signedInAt(strong.userId, old);
    expect(await found(me, city, 'sort=best')).toEqual([strong.userId, weak.userId]);
    expect(await found(me, city, 'sort=newest')).toEqual([weak.userId, strong.userId]);
    expect(await found(me, city, 'sort=active')).toEqual([weak.userId, strong.userId]);
    const [bestScore, nextScore] = (await search(me, `city=${encodeURIComponent(city)}`)).body.response.items.map((i: { score: number }) => i.score);
    expect(bestScore).toBeGreaterThan(nextScore);
  });

  it('a member who signs in comes first under recently active', async () => {
    const city = town();
    const me = await searcher(city);
    const earlier = await bride(city);
    const later = await bride(city);
    await signedInAt(earlier.userId, new Date(Date.now() - 2 * 86_400_000).toISOString());
    await signedInAt(later.userId, new Date(Date.now() - 86_400_000).toISOString());
    expect(await found(me, city, 'sort=active')).toEqual([later.userId, earlier.userId]);
    const login = await call(t.app, 'POST', '/auth/login', { body: { email: earlier.email, password: 'Secret-Pass-1' } });
    expect(login.status).toBe(200);
    expect(await found(me, city, 'sort=active')).toEqual([earlier.userId, later.userId]);
    expect(await found(me, city, 'activeWithinDays=1')).toEqual([earlier.userId]);
  });

  it('pages through results; a page past the end or past the cap is a clear 400', async () => {
    const city = town();
    const me = await searcher(city);
    const all = [];
    for (let i = 0; i < 5; i++) all.push((await bride(city)).userId);
    const q = `city=${encodeURIComponent(city)}&sort=newest&pageSize=2`;
    const pages = [];
    for (const page of [1, 2, 3]) {
      const reply = await search(me, `${q}&page=${page}`);
      expect(reply.body.response.total).toBe(5);
      pages.push(...reply.body.response.items.map((i: { userId: number }) => i.userId));
    }
    expect(sorted(pages)).toEqual(sorted(all));
    const past = await search(me, `${q}&page=4`);
    expect(past.status).toBe(400);
    expect(past.body.error.message).toBe('There are only 3 pages of results for these filters.');
    const beyond = await search(me, `city=${encodeURIComponent(city)}&pageSize=50&page=21`);
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe('Search shows the first 1,000 results. Narrow the filters to see others.');
    const none = await search(me, `city=${encodeURIComponent(town())}`);
    expect(none.body.response).toMatchObject({ items: [], total: 0 });
  });
});

describe('bad filters answer 400 with a message', () => {
  it.each([
    ['ageMin=30&ageMax=25', 'The lowest age (30) is above the highest (25). Swap them or widen the range.'],
    ['heightMin=180&heightMax=150', 'The lowest height (180) is above the highest (150). Swap them or widen the range.'],
    ['incomeMin=9&incomeMax=1', 'The lowest income (9) is above the highest (1). Swap them or widen the range.'],
    ['ageMin=12', 'ageMin must be a whole number from 18 to 80'],
    ['heightMax=999', 'heightMax must be a whole number from 90 to 250'],
    ['religionId=99999999', 'There is no religion with id 99999999. Choose from the list.'],
    ['casteId=abc', 'casteId must be one or more ids from the list, separated by commas'],
    [`occupationId=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`, 'Choose at most 20 values for occupationId.'],
    ['sort=cheapest', null],
    ['pageSize=500', 'pageSize must be a whole number from 1 to 50'],
    ['withPhoto=maybe', null],
    ['activeWithinDays=0', 'activeWithinDays must be a whole number from 1 to 365'],
    ['shoeSize=9', null],
  ])('%s', async (query, message) => {
    const me = await searcher(town());
    const reply = await search(me, query);
    expect(reply.status).toBe(400);
    if (message) expect(reply.body.error.message).toContain(message);
    else expect(reply.body.error.message.length).toBeGreaterThan(5);
  });
});

describe('who never appears', () => {
  it('blocked both ways, hidden, paused, unverified, not interested, deactivated and oneself', async () => {
    const city = town();
    const me = await searcher(city);
    const visible = await bride(city);
    const blockedByMe = await bride(city);
    const blockedMe = await bride(city);
    const hidden = await bride(city);
    const paused = await bride(city);
    const dismissed = await bride(city);
    const deactivated = await bride(city);
    const unverified = await bride(city, {}, {}, { isVerified: 0 });
    const sameGender = await createMemberWithProfile(t, { genderId: 1, age: 29, city });
    expect((await call(t.app, 'PUT', `/blocks/${blockedByMe.userId}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/blocks/${me.userId}`, { token: blockedMe.token })).status).toBe(200);
    expect((await call(t.app, 'PUT', `/not-interested/${dismissed.userId}`, { token: me.token })).status).toBe(200);
    expect((await call(t.app, 'POST', `/moderation/members/${hidden.userId}/actions`, { token: admin, body: { action: 'hide' } })).status).toBe(200);
    expect((await call(t.app, 'PUT', '/settings/pause', { token: paused.token, body: { paused: true } })).status).toBe(200);
    expect((await call(t.app, 'POST', `/moderation/members/${deactivated.userId}/actions`, { token: admin, body: { action: 'deactivate' } })).status).toBe(200);
    expect(await found(me, city)).toEqual([visible.userId]);
    // Members of the searcher's own gender are not offered, nor the searcher themselves.
    expect(await found(sameGender, city)).not.toContain(sameGender.userId);
    expect(await found(sameGender, city)).not.toContain(me.userId);
    // The blocked member does not find the one who blocked them either, nor by code.
    expect(await found(blockedByMe, city)).not.toContain(me.userId);
    const meCode = (await t.db.selectFrom('users').select('profileCode').where('id', '=', me.userId).executeTakeFirstOrThrow()).profileCode;
    expect((await call(t.app, 'GET', `/search/code/${meCode}`, { token: blockedByMe.token })).status).toBe(404);
    for (const other of [blockedByMe, blockedMe, hidden, paused, dismissed, deactivated, unverified]) {
      const code = (await t.db.selectFrom('users').select('profileCode').where('id', '=', other.userId).executeTakeFirstOrThrow()).profileCode;
      const reply = await call(t.app, 'GET', `/search/code/${code}`, { token: me.token });
      expect(reply.status).toBe(404);
      expect(reply.body.error.message).toBe('No member has this profile code, or the profile is not available.');
    }
  });

  it('is for members: staff get 403, a member without a profile is told what to do', async () => {
    expect((await call(t.app, 'GET', '/search', { token: admin })).status).toBe(403);
    expect((await call(t.app, 'GET', '/search')).status).toBe(401);
    const registered = await createMemberWithProfile(t);
    await t.db.deleteFrom('profile').where('userId', '=', registered.userId).execute();
    const reply = await call(t.app, 'GET', '/search', { token: registered.token });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toContain('Complete the personal tab of your profile');
  });
});

describe('profile codes', () => {
  it('every member has a different code; a code finds the member as a card, in any case', async () => {
    const city = town();
    const me = await searcher(city);
    const b = await bride(city);
    const codes = (await t.db.selectFrom('users').select('profileCode').execute()).map((r) => r.profileCode);
    expect(new Set(codes).size).toBe(codes.length);
    const code = (await t.db.selectFrom('users').select('profileCode').where('id', '=', b.userId).executeTakeFirstOrThrow()).profileCode!;
    const reply = await call(t.app, 'GET', `/search/code/${code.toLowerCase()}`, { token: me.token });
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatchObject({ userId: b.userId, profileCode: code });
    expect((await call(t.app, 'GET', '/search/code/SMZZZZZZ', { token: me.token })).status).toBe(404);
    const bad = await call(t.app, 'GET', '/search/code/12345', { token: me.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('A profile code is SM followed by six letters and digits');
    const own = (await t.db.selectFrom('users').select('profileCode').where('id', '=', me.userId).executeTakeFirstOrThrow()).profileCode;
    expect((await call(t.app, 'GET', '/search/my-code', { token: me.token })).body.response).toEqual({ profileCode: own });
    expect((await call(t.app, 'GET', `/search/code/${own}`, { token: me.token })).status).toBe(400);
  });

  it('registration gives a new member a code', async () => {
    const member = await registerMember(t);
    const row = await t.db.selectFrom('users').select('profileCode').where('id', '=', member.userId).executeTakeFirstOrThrow();
    expect(row.profileCode).toMatch(/^SM[0-9A-HJKMNP-TV-Z]{6}$/);
  });
});

describe('saved searches', () => {
  it('saves up to five, lists, runs, sets the digest flag and deletes', async () => {
    const city = town();
    const me = await searcher(city);
    const b = await bride(city, { age: 27, religionId: ref.religionId });
    await bride(city, { age: 22, religionId: ref.religionId });
    const save = (name: string, filters: Record<string, unknown> = { city }) =>
      call(t.app, 'POST', '/search/saved', { token: me.token, body: { name, filters, includeInDigest: name === 'one' } });
    const first = await save('one', { city, ageMin: '25', religionId: [ref.religionId, ref.religionId] });
    expect(first.status).toBe(201);
    expect(first.body.response).toMatchObject({
      name: 'one',
      includeInDigest: true,
      filters: { city, ageMin: 25, religionId: [ref.religionId], sort: 'best' },
    });
    for (const name of ['two', 'three', 'four', 'five']) expect((await save(name)).status).toBe(201);
    const sixth = await save('six');
    expect(sixth.status).toBe(409);
    expect(sixth.body.error.message).toBe('You can keep 5 saved searches. Delete one before saving another.');
    const list = (await call(t.app, 'GET', '/search/saved', { token: me.token })).body.response;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['one', 'two', 'three', 'four', 'five']);
    const run = await call(t.app, 'GET', `/search/saved/${first.body.response.id}/results`, { token: me.token });
    expect(run.body.response.items.map((i: { userId: number }) => i.userId)).toEqual([b.userId]);
    const digest = await call(t.app, 'PUT', `/search/saved/${list[1].id}`, { token: me.token, body: { includeInDigest: true } });
    expect(digest.body.response.includeInDigest).toBe(true);
    expect((await call(t.app, 'DELETE', `/search/saved/${list[1].id}`, { token: me.token })).body.response).toEqual({ id: list[1].id, deleted: true });
    expect((await call(t.app, 'DELETE', `/search/saved/${list[1].id}`, { token: me.token })).status).toBe(404);
    expect((await save('six')).status).toBe(201);
    expect((await save('six')).status).toBe(409);
  });

  it("refuses bad filters and another member's searches", async () => {
    const me = await searcher(town());
    const other = await searcher(town());
    const bad = await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: 'x', filters: { ageMin: 40, ageMax: 30 } } });
    expect(bad.status).toBe(400);
    expect((await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: 'x', filters: { colour: 'red' } } })).status).toBe(400);
    expect((await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: '', filters: {} } })).status).toBe(400);
    const mine = await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: 'mine', filters: {} } });
    const id = mine.body.response.id;
    expect((await call(t.app, 'GET', `/search/saved/${id}/results`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'DELETE', `/search/saved/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/search/saved/${id}`, { token: other.token, body: { includeInDigest: true } })).status).toBe(404);
    expect((await call(t.app, 'GET', '/search/saved', { token: other.token })).body.response).toEqual([]);
  });

  it('a saved search whose choice was removed since asks to be saved again', async () => {
    const me = await searcher(town());
    const now = new Date().toISOString();
    const religion = await t.db
      .insertInto('religion')
      .values({ name: `Gone ${randomBytes(3).toString('hex')}`, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const saved = (await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: 'gone', filters: { religionId: String(religion.id) } } })).body
      .response;
    await t.db.deleteFrom('religion').where('id', '=', religion.id).execute();
    const run = await call(t.app, 'GET', `/search/saved/${saved.id}/results`, { token: me.token });
    expect(run.status).toBe(400);
    expect(run.body.error.message).toBe('This saved search names a choice that no longer exists. Run a new search and save it again.');
  });

  it('newResultsForSavedSearch lists members who joined since, under the same exclusions', async () => {
    const city = town();
    const me = await searcher(city);
    const before = await bride(city);
    await t.db
      .updateTable('profile')
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString() })
      .where('userId', '=', before.userId)
      .execute();
    const since = new Date(Date.now() - 86_400_000);
    const fresh = await bride(city);
    const blocked = await bride(city);
    await call(t.app, 'PUT', `/blocks/${blocked.userId}`, { token: me.token });
    const saved = (await call(t.app, 'POST', '/search/saved', { token: me.token, body: { name: 'town', filters: { city }, includeInDigest: true } })).body
      .response;
    const result = await newResultsForSavedSearch(t.db, me.userId, saved.id, since);
    expect(result).toMatchObject({ name: 'town', total: 1 });
    expect(result.items.map((i) => i.userId)).toEqual([fresh.userId]);
    expect(result.items[0].profileCode).toMatch(/^SM/);
    const other = await searcher(town());
    expect(await newResultsForSavedSearch(t.db, other.userId, saved.id, since)).toEqual({ name: null, total: 0, items: [] });
  });
});
