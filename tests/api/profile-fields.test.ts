import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_VALIDATION as V } from '../../src/shared/messages.ts';
import { MAX_PREFERENCE_CHOICES } from '../../src/shared/profile-choices.ts';
import { COUNTED_FIELDS, PROFILE_SECTIONS, emptySections } from '../../src/shared/schemas/profile.ts';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';
import { completeProfile, type MoreRefs } from '../factories/complete-profile.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { seedDemoMembers } from '../../src/server/db/seeds/demo.seed.ts';

let t: TestApp;
let refs: ReferenceIds;
let more: MoreRefs;
let member: { id: number; token: string };
let admin: string;

const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';
const READ = (id: number) => `/user-detail/GetUserProfileAsync/${id}`;
const save = (body: Record<string, unknown>) => call(t.app, 'PUT', SAVE, { token: member.token, body: { userId: member.id, ...body } });

async function moreRefs(): Promise<MoreRefs> {
  const ids = async (table: 'gotra' | 'mool' | 'language' | 'rashi' | 'nakshatra', n = 1) =>
    (await t.db.selectFrom(table).select('id').orderBy('id').limit(n).execute()).map((r) => Number(r.id));
  const other = await t.db.selectFrom('caste').select(['id', 'religionId']).where('religionId', '!=', refs.religionId).orderBy('id').executeTakeFirstOrThrow();
  const india = await t.db.selectFrom('country').select('id').where('isoCode', '=', 'IN').executeTakeFirstOrThrow();
  const states = await t.db.selectFrom('state').select('id').where('countryId', '=', india.id).orderBy('id').limit(2).execute();
  const languages = await ids('language', 2);
  return {
    gotraId: (await ids('gotra'))[0],
    moolId: (await ids('mool'))[0],
    languageIds: [languages[0], languages[1]],
    rashiId: (await ids('rashi'))[0],
    nakshatraId: (await ids('nakshatra'))[0],
    otherReligionId: Number(other.religionId),
    otherCasteId: Number(other.id),
    stateIds: [Number(states[0].id), Number(states[1].id)],
  };
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  refs = await referenceIds(t);
  more = await moreRefs();
  const user = await createUser(t);
  member = { id: user.id, token: await tokenFor(t, user.email) };
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

describe('the 55 counted fields', () => {
  it('the six sections count exactly 55 fields', () => {
    const counted = PROFILE_SECTIONS.map((s) => (COUNTED_FIELDS[s] as string[]).length);
    expect(counted).toEqual([23, 5, 7, 9, 6, 5]);
    expect(counted.reduce((a, b) => a + b, 0)).toBe(55);
    // The partner preferences beyond the original six are "any" when empty and not counted.
    expect(Object.keys(emptySections().partnerPreferences!).length).toBe(19);
  });

  it('a profile with every field filled shows 100 %, saved and read back field by field', async () => {
    const body = { ...completeProfile(member.id, refs, more), final: true };
    const res = await call(t.app, 'PUT', SAVE, { token: member.token, body });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.response.completeness).toBe(100);
    const read = await call(t.app, 'GET', READ(member.id), { token: member.token });
    expect(read.status).toBe(200);
    // With a date, time and place of birth, rashi, nakshatra and manglik are the chart's, not the ones sent.
    const { chart } = (await call(t.app, 'GET', '/horoscope/chart', { token: member.token })).body.response;
    const moon = chart.grahas.find((g: { graha: string }) => g.graha === 'moon');
    const idOf = async (table: 'rashi' | 'nakshatra', code: string) =>
      Number((await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
    const charted = {
      rashiId: await idOf('rashi', moon.rashi),
      nakshatraId: await idOf('nakshatra', moon.nakshatra),
      manglikId: { yes: 1, no: 2, partial: 3 }[chart.manglik.status as 'yes'],
    };
    const sent = body as unknown as Record<string, Record<string, unknown>>;
    const expected: Record<string, unknown> = { ...sent, personal: { ...sent.personal, ...charted } };
    for (const section of PROFILE_SECTIONS) expect(read.body.response[section], section).toEqual(expected[section]);
    const row = await t.db.selectFrom('profile').selectAll().where('userId', '=', member.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ birthTime: '06:45', prefStateIds: more.stateIds.join(','), prefHeightMin: 165, completeness: 100 });
  });

  it('a profile of the original fields keeps its figure: new fields are optional, the old rules unchanged', async () => {
    const res = await save({ ...fullProfile(member.id, refs), final: true });
    expect(res.status).toBe(200);
    // The original sample profile fills 34 of its 38 fields: 34 of 55 now.
    const other = await createUser(t);
    const fresh = await call(t.app, 'PUT', SAVE, { token: await tokenFor(t, other.email), body: { ...fullProfile(other.id, refs), final: true } });
    expect(fresh.status).toBe(200);
    expect(fresh.body.response.completeness).toBe(Math.round((34 / 55) * 100));
    const missing = await save({ ...fullProfile(member.id, refs, { partnerPreferences: { religionId: null } }), final: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ 'partnerPreferences.religionId': V.required({ label: 'Preferred religion' }) });
  });
});

describe('demo members', () => {
  it('have complete profiles with a rashi that holds their nakshatra', async () => {
    await seedDemoMembers(t.db, 8, 11);
    const rows = await t.db
      .selectFrom('profile as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .innerJoin('rashi as r', 'r.id', 'p.rashiId')
      .innerJoin('nakshatra as n', 'n.id', 'p.nakshatraId')
      .select(['p.completeness', 'p.casteId', 'r.sortOrder as rashi', 'n.sortOrder as star'])
      .where('u.email', 'like', 'demo%')
      .execute();
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      // A religion without castes in the masters leaves the caste (and its preference) empty.
      expect(row.completeness).toBe(row.casteId === null ? Math.round((53 / 55) * 100) : 100);
      // Nakshatra n spans (n-1)·13°20' to n·13°20'; its rashi holds some part of that span.
      const [from, to] = [(Number(row.star) - 1) * (40 / 3), Number(row.star) * (40 / 3)];
      expect(Number(row.rashi)).toBeGreaterThanOrEqual(Math.floor(from / 30) + 1);
      expect(Number(row.rashi)).toBeLessThanOrEqual(Math.ceil(to / 30));
    }
  });
});

describe('refusing bad values with a clear message', () => {
  it.each([
    [{ personal: { birthTime: '25:10' } }, 'personal.birthTime', V.timeFormat({ label: 'Time of birth' })],
    [{ personal: { birthTime: '6 am' } }, 'personal.birthTime', V.timeFormat({ label: 'Time of birth' })],
    [{ personal: { manglikId: 7 } }, 'personal.manglikId', V.chooseFromList({ label: 'Manglik' })],
    [{ personal: { profileCreatedById: 6 } }, 'personal.profileCreatedById', V.chooseFromList({ label: 'Profile created by' })],
    [{ personal: { weight: 12 } }, 'personal.weight', V.atLeast({ label: 'Weight (kg)', min: 30 })],
    [{ family: { familyValuesId: 'liberal' } }, 'family.familyValuesId', V.wholeNumber({ label: 'Family values' })],
    [{ family: { fatherOccupation: 'x'.repeat(101) } }, 'family.fatherOccupation', V.tooLong({ label: "Father's occupation", max: 100 })],
    [{ partnerPreferences: { religionIds: ['Hindu'] } }, 'partnerPreferences.religionIds', V.chooseFromList({ label: 'Other preferred religions' })],
    [{ partnerPreferences: { stateIds: 7 } }, 'partnerPreferences.stateIds', V.chooseFromList({ label: 'Preferred states (India)' })],
    [{ partnerPreferences: { heightMin: 190, heightMax: 160 } }, 'partnerPreferences.heightMin', V.heightRange],
    [{ partnerPreferences: { incomeMin: 900000, incomeMax: 100000 } }, 'partnerPreferences.incomeMin', V.incomeRange],
  ])('%j is refused', async (body, key, message) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[key]).toBe(message);
  });

  it(`takes at most ${MAX_PREFERENCE_CHOICES} further choices per preference`, async () => {
    const many = Array.from({ length: MAX_PREFERENCE_CHOICES + 1 }, (_, i) => i + 1);
    const res = await save({ partnerPreferences: { motherTongueIds: many } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields['partnerPreferences.motherTongueIds']).toBe(
      V.tooManyChoices({ label: 'Preferred mother tongues', max: MAX_PREFERENCE_CHOICES }),
    );
    const languages = (await t.db.selectFrom('language').select('id').orderBy('id').limit(MAX_PREFERENCE_CHOICES).execute()).map((r) => Number(r.id));
    const ok = await save({ partnerPreferences: { motherTongueIds: languages } });
    expect(ok.status).toBe(200);
    expect(ok.body.response.partnerPreferences.motherTongueIds).toEqual(languages);
  });

  it('refuses ids that are not in the masters, naming the field', async () => {
    const res = await save({ personal: { rashiId: 999_999, motherTongueId: 999_999 }, partnerPreferences: { casteIds: [refs.casteId, 999_999] } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      'personal.rashiId': V.unknownOption({ label: 'Rashi (moon sign)' }),
      'personal.motherTongueId': V.unknownOption({ label: 'Mother tongue' }),
      'partnerPreferences.casteIds': V.unknownOption({ label: 'Other preferred castes' }),
    });
  });

  it('"any" is an empty list: sent as [], "any" or a blank, read back as null', async () => {
    for (const any of [[], 'any', '']) {
      const res = await save({ partnerPreferences: { religionIds: any } });
      expect(res.status).toBe(200);
      expect(res.body.response.partnerPreferences.religionIds).toBeNull();
    }
    const form = await save({ partnerPreferences: { educationIds: `${refs.qualificationId},${refs.qualificationId}` } });
    expect(form.body.response.partnerPreferences.educationIds).toEqual([refs.qualificationId]);
  });
});

describe('the rashi and nakshatra masters', () => {
  it('hold the 12 rashis and 27 nakshatras in order, readable by anyone', async () => {
    const rashis = await call(t.app, 'GET', '/rashi-master');
    expect(rashis.status).toBe(200);
    expect(rashis.body.response.items.map((r: { name: string }) => r.name).slice(0, 3)).toEqual(['Mesha (Aries)', 'Vrishabha (Taurus)', 'Mithuna (Gemini)']);
    expect(rashis.body.response.items).toHaveLength(12);
    const stars = await call(t.app, 'GET', '/nakshatra-master');
    expect(stars.body.response.items).toHaveLength(27);
    expect(stars.body.response.items.at(-1).name).toBe('Revati');
  });

  it('an administrator adds and renames one; a member may not', async () => {
    const made = await call(t.app, 'POST', '/nakshatra-master', { token: admin, body: { name: 'Abhijit' } });
    expect(made.status).toBe(201);
    const renamed = await call(t.app, 'PUT', `/nakshatra-master/${made.body.response.id}`, { token: admin, body: { name: 'Abhijit (28th)' } });
    expect(renamed.status).toBe(200);
    expect((await call(t.app, 'POST', '/rashi-master', { token: member.token, body: { name: 'Ophiuchus' } })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/nakshatra-master/${made.body.response.id}`, { token: admin })).status).toBe(200);
  });
});

describe('guna milan on a viewed profile', () => {
  const chart = async (rashi: string, nakshatra: string) => ({
    rashiId: Number((await t.db.selectFrom('rashi').select('id').where('code', '=', rashi).executeTakeFirstOrThrow()).id),
    nakshatraId: Number((await t.db.selectFrom('nakshatra').select('id').where('code', '=', nakshatra).executeTakeFirstOrThrow()).id),
  });
  const view = (targetId: number, viewer: { userId: number; token: string }) =>
    call(t.app, 'GET', `/user-matrimonial-detail/ViewUserProfileAsync/${targetId}/${viewer.userId}`, { token: viewer.token });

  it('shows the 36-point breakdown only when the viewer opted in and both gave rashi and nakshatra', async () => {
    const groom = await createMemberWithProfile(t, { genderId: 1, ...(await chart('kanya', 'uttaraPhalguni')) });
    const bride = await createMemberWithProfile(t, { genderId: 2, ...(await chart('vrishabha', 'rohini')) });
    const plain = await createMemberWithProfile(t, { genderId: 2 });

    expect((await call(t.app, 'GET', '/settings/horoscope-matching', { token: groom.token })).body.response).toEqual({ horoscopeMatching: false });
    expect((await view(bride.userId, groom)).body.response.gunaMilan).toBeNull();

    const on = await call(t.app, 'PUT', '/settings/horoscope-matching', { token: groom.token, body: { horoscopeMatching: true } });
    expect(on.body.response).toEqual({ horoscopeMatching: true });
    const seen = (await view(bride.userId, groom)).body.response.gunaMilan;
    expect(seen.total).toBe(25);
    expect(seen.kootas.map((k: { key: string; points: number }) => [k.key, k.points])).toEqual([
      ['varna', 1],
      ['vashya', 1],
      ['tara', 3],
      ['yoni', 1],
      ['grahaMaitri', 5],
      ['gana', 6],
      ['bhakoot', 0],
      ['nadi', 8],
    ]);
    // The bride did not opt in; a member without a chart gives none.
    expect((await view(groom.userId, bride)).body.response.gunaMilan).toBeNull();
    expect((await view(plain.userId, groom)).body.response.gunaMilan).toBeNull();
    // The bride opts in: the same pair, read with her as the bride.
    await call(t.app, 'PUT', '/settings/horoscope-matching', { token: bride.token, body: { horoscopeMatching: true } });
    expect((await view(groom.userId, bride)).body.response.gunaMilan.total).toBe(25);
  });

  it('refuses a setting that is not true or false', async () => {
    const res = await call(t.app, 'PUT', '/settings/horoscope-matching', { token: member.token, body: { horoscopeMatching: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/horoscopeMatching/);
  });
});
