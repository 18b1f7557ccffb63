import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { tokenFor } from '../factories/sessions.ts';
import { activeSubscription } from '../factories/commerce.ts';
import * as namesInLanguages from '../../src/server/db/migrations/0052-reference-names-in-languages.ts';
import { LIST_NAMES_0052 } from '../../src/server/db/migrations/data/0052-list-names.ts';

/**
 * Reference data in languages (docs/decisions/073-reference-data-in-languages.md): a member reads
 * the lists, the cards and the plans in the account's language; a visitor in the language of
 * Accept-Language; an empty name reads as the English one; administrators edit the names.
 */
let t: TestApp;
let admin: string;

const idOf = async (table: 'religion' | 'caste' | 'occupation' | 'qualification' | 'maritalStatus', name: string) =>
  Number((await t.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);

async function speaking(locale: 'en' | 'hi' | 'ta', token: string) {
  const res = await call(t.app, 'PUT', '/account/language', { token, body: { locale } });
  expect(res.status).toBe(200);
}

/** A seeker of this language and the one member they match: a Hindu Iyer software professional with an MBA. */
async function seekerAndMatch(locale: 'en' | 'hi' | 'ta', religion = 'Jewish') {
  const religionId = await idOf('religion', religion);
  const seeker = await createMemberWithProfile(t, {
    genderId: 1,
    age: 33,
    religionId,
    casteId: null,
    prefAgeMin: 44,
    prefAgeMax: 45,
    prefReligionId: religionId,
  });
  await speaking(locale, seeker.token);
  const match = await createMemberWithProfile(t, {
    genderId: 2,
    age: 44,
    religionId,
    casteId: await idOf('caste', 'Bene Israel'),
    occupationId: await idOf('occupation', 'Software Professional'),
    highestQualificationId: await idOf('qualification', 'MBA/PGDM'),
  });
  return { seeker, match };
}

async function cardOf(token: string, userId: number) {
  const res = await call(t.app, 'GET', '/user-matrimonial-detail/match', { token });
  expect(res.status).toBe(200);
  return res.body.response.items.find((i: { userId: number }) => i.userId === userId);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

describe('reference lists in languages', () => {
  it('are seeded with a Hindi and a Tamil name for every row', async () => {
    for (const table of [
      'religion',
      'caste',
      'complexion',
      'maritalStatus',
      'occupation',
      'qualification',
      'dietaryHabit',
      'language',
      'state',
      'location',
      'country',
    ] as const) {
      const missing = await t.db
        .selectFrom(table)
        .select('name')
        .where((eb) => eb.or([eb('nameHi', 'is', null), eb('nameTa', 'is', null)]))
        .execute();
      expect({ table, missing }).toEqual({ table, missing: [] });
    }
  });

  it('answer a visitor in the language of Accept-Language, each language kept apart', async () => {
    const hindu = async (language?: string) => {
      const res = await call(t.app, 'GET', '/religion-master', language ? { headers: { 'accept-language': language } } : {});
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      return res.body.response.items.find((r: { name: string }) => r.name === 'Hindu');
    };
    expect(await hindu('ta-IN,ta;q=0.9,en;q=0.8')).toMatchObject({ name: 'Hindu', nameHi: 'हिन्दू', nameTa: 'இந்து', localName: 'இந்து' });
    expect((await hindu('hi')).localName).toBe('हिन्दू');
    expect((await hindu()).localName).toBe('Hindu');
    expect((await hindu('fr-FR,fr;q=0.9')).localName).toBe('Hindu');
    expect((await hindu('ta')).localName).toBe('இந்து');
  });

  it("answer a member in the account's language, whatever Accept-Language says", async () => {
    const { seeker } = await seekerAndMatch('hi');
    const castes = await call(t.app, 'GET', `/caste-master/get-caste-master-by-religion-id/${await idOf('religion', 'Hindu')}`, {
      token: seeker.token,
      headers: { 'accept-language': 'ta' },
    });
    expect(castes.status).toBe(200);
    expect(castes.body.response.find((c: { name: string }) => c.name === 'Brahmin - Iyer').localName).toBe('ब्राह्मण - अय्यर');
    const statuses = await call(t.app, 'GET', '/marital-status-master', { token: seeker.token, headers: { 'accept-language': 'en' } });
    expect(statuses.body.response.items.map((s: { localName: string }) => s.localName)).toContain('अविवाहित');
  });
});

describe('cards in the reader’s language', () => {
  it('name religion, caste, occupation and qualification in Tamil for a Tamil member and in English for an English one', async () => {
    const tamil = await seekerAndMatch('ta');
    expect(await cardOf(tamil.seeker.token, tamil.match.userId)).toMatchObject({
      religion: 'யூதர்',
      caste: 'பெனே இஸ்ரேல்',
      occupation: 'மென்பொருள் நிபுணர்',
      qualification: 'எம்பிஏ/பிஜிடிஎம்',
    });
    const english = await seekerAndMatch('en', 'Parsi');
    const card = await cardOf(english.seeker.token, english.match.userId);
    expect(card).toMatchObject({ religion: 'Parsi', caste: 'Bene Israel', occupation: 'Software Professional', qualification: 'MBA/PGDM' });
    // Hindi, for the same card the English reader just read (the names are kept per process, every language at once).
    await speaking('hi', english.seeker.token);
    expect(await cardOf(english.seeker.token, english.match.userId)).toMatchObject({ religion: 'पारसी', occupation: 'सॉफ्टवेयर प्रोफेशनल' });
  });

  it('name them in the member cards of the shortlist too', async () => {
    const { seeker, match } = await seekerAndMatch('ta', 'Buddhist');
    expect((await call(t.app, 'PUT', `/shortlist/${match.userId}`, { token: seeker.token })).status).toBe(200);
    const list = await call(t.app, 'GET', '/shortlist', { token: seeker.token });
    expect(list.status).toBe(200);
    expect(list.body.response.items[0].member).toMatchObject({ religion: 'பௌத்தர்', caste: 'பெனே இஸ்ரேல்' });
  });
});

describe('administrators edit the names', () => {
  it('a Tamil name shows on the next card, an empty one falls back to English, a too long one is refused and changes nothing', async () => {
    const { seeker, match } = await seekerAndMatch('ta', 'Christian');
    const occupationId = await idOf('occupation', 'Software Professional');
    const current = (await call(t.app, 'GET', `/occupation-master/${occupationId}`, { token: admin })).body.response;

    const renamed = await call(t.app, 'PUT', `/occupation-master/${occupationId}`, { token: admin, body: { ...current, nameTa: 'கணினி மென்பொருள் வல்லுநர்' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.response).toMatchObject({ name: 'Software Professional', nameTa: 'கணினி மென்பொருள் வல்லுநர்' });
    expect((await cardOf(seeker.token, match.userId)).occupation).toBe('கணினி மென்பொருள் வல்லுநர்');

    const tooLong = await call(t.app, 'PUT', `/occupation-master/${occupationId}`, { token: admin, body: { ...current, nameTa: 'அ'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.nameTa).toBe('Tamil name must be at most 200 characters');
    expect((await cardOf(seeker.token, match.userId)).occupation).toBe('கணினி மென்பொருள் வல்லுநர்');

    const emptied = await call(t.app, 'PUT', `/occupation-master/${occupationId}`, { token: admin, body: { ...current, nameTa: '' } });
    expect(emptied.status).toBe(200);
    expect((await cardOf(seeker.token, match.userId)).occupation).toBe('Software Professional');
    expect((await call(t.app, 'GET', `/occupation-master/${occupationId}`, { token: seeker.token })).body.response.localName).toBe('Software Professional');

    await call(t.app, 'PUT', `/occupation-master/${occupationId}`, { token: admin, body: current });
  });

  it('a member may not edit them', async () => {
    const { seeker } = await seekerAndMatch('ta', 'Sikh');
    const religionId = await idOf('religion', 'Sikh');
    const res = await call(t.app, 'PUT', `/religion-master/${religionId}`, { token: seeker.token, body: { name: 'Sikh', nameTa: 'x' } });
    expect(res.status).toBe(403);
    expect((await t.db.selectFrom('religion').select('nameTa').where('id', '=', religionId).executeTakeFirstOrThrow()).nameTa).toBe('சீக்கியர்');
  });
});

describe('plans in languages', () => {
  const gold = (plans: Array<{ name: string }>) => plans.find((p) => p.name === 'Gold — 3 months') as Record<string, unknown>;

  it('are named and described in the reader’s language, in English where a language is empty', async () => {
    const { seeker } = await seekerAndMatch('hi', 'Muslim');
    const hindi = gold((await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan', { token: seeker.token })).body.response);
    expect(hindi).toMatchObject({ name: 'Gold — 3 months', localName: 'गोल्ड — 3 महीने' });
    expect(String(hindi.localDescription)).toContain('40 सदस्यों');
    const visitor = gold((await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan', { headers: { 'accept-language': 'ta' } })).body.response);
    expect(visitor.localName).toBe('கோல்டு — 3 மாதங்கள்');
    const english = gold((await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan')).body.response);
    expect(english).toMatchObject({ localName: 'Gold — 3 months', localDescription: english.description });
  });

  it('name a member’s own plan in the account’s language: the subscriptions, the current plan and the home figures', async () => {
    const { seeker } = await seekerAndMatch('ta', 'Parsi');
    const plans = (await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan')).body.response;
    const id = await activeSubscription(t, seeker.token, Number(gold(plans).id));
    const shown = (await call(t.app, 'GET', `/Subscription/${id}`, { token: seeker.token })).body.response;
    expect(shown.planLocalName).toBe('கோல்டு — 3 மாதங்கள்');
    const mine = (await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${seeker.userId}`, { token: seeker.token })).body.response;
    expect(mine[0]).toMatchObject({ planName: 'Gold — 3 months', planLocalName: 'கோல்டு — 3 மாதங்கள்' });
    const current = (await call(t.app, 'GET', `/Subscription/active/${seeker.userId}`, { token: seeker.token })).body.response;
    expect(current).toMatchObject({ planName: 'Gold — 3 months', planLocalName: 'கோல்டு — 3 மாதங்கள்' });
    const home = (await call(t.app, 'GET', '/Dashboard/GetUserMatchingSummaryAsync', { token: seeker.token })).body.response;
    expect(home.currentPlan).toMatchObject({ planName: 'Gold — 3 months', planLocalName: 'கோல்டு — 3 மாதங்கள்' });
    // An English reader of the same subscription (an administrator) reads the English name.
    const asAdmin = (await call(t.app, 'GET', `/Subscription/GetAllUserSubscriptionByUserId/${seeker.userId}`, { token: admin })).body.response;
    expect(asAdmin[0].planLocalName).toBe('Gold — 3 months');
  });

  it('are edited by administrators, checked, and an empty name reads as English', async () => {
    const plans = (await call(t.app, 'GET', '/SubscriptionPlan/GetAllSubscriptionPlan', { token: admin })).body.response;
    const plan = plans.find((p: { name: string }) => p.name === 'Diamond — 6 months');
    const body = { name: plan.name, price: plan.price, durationDays: plan.durationDays, contactViews: plan.contactViews, description: plan.description };

    const tooLong = await call(t.app, 'PUT', `/SubscriptionPlan/UpdateSubscriptionPlan/${plan.id}`, {
      token: admin,
      body: { ...body, nameHi: 'क'.repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields.nameHi).toBe('Hindi plan name must be at most 100 characters');

    const edited = await call(t.app, 'PUT', `/SubscriptionPlan/UpdateSubscriptionPlan/${plan.id}`, {
      token: admin,
      body: { ...body, nameHi: 'डायमंड — छह महीने', nameTa: '', descriptionHi: 'छह महीने की सदस्यता', descriptionTa: '' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.response).toMatchObject({ nameHi: 'डायमंड — छह महीने', nameTa: null, descriptionTa: null });

    const inHindi = (await call(t.app, 'GET', `/SubscriptionPlan/GetSubscriptionPlanById/${plan.id}`, { headers: { 'accept-language': 'hi' } })).body.response;
    expect(inHindi).toMatchObject({ localName: 'डायमंड — छह महीने', localDescription: 'छह महीने की सदस्यता' });
    const inTamil = (await call(t.app, 'GET', `/SubscriptionPlan/GetSubscriptionPlanById/${plan.id}`, { headers: { 'accept-language': 'ta' } })).body.response;
    expect(inTamil).toMatchObject({ localName: 'Diamond — 6 months', localDescription: plan.description });
  });
});

// Last in the file: taking the columns away and back resets every name the tests above edited.
describe('the migration that adds the names', () => {
  it('gives a database seeded before it the shipped names, by English name (a country by ISO code), and leaves renamed rows English', async () => {
    const religions = await t.db.selectFrom('religion').select(['id', 'name']).orderBy('id').execute();
    const renamed = religions.find((r) => r.name === 'Sikh')!;
    await namesInLanguages.down(t.db);
    // An administrator renamed a seeded row before the upgrade: its shipped names no longer fit it.
    await t.db.updateTable('religion').set({ name: 'Sikh (Amritdhari)' }).where('id', '=', renamed.id).execute();
    await namesInLanguages.up(t.db);

    const named = async (table: 'religion' | 'country' | 'caste', column: 'name' | 'isoCode', value: string) =>
      t.db.selectFrom(table).select(['nameHi', 'nameTa']).where(column, '=', value).executeTakeFirstOrThrow();
    expect(await named('religion', 'name', 'Hindu')).toEqual({ nameHi: 'हिन्दू', nameTa: 'இந்து' });
    expect(await named('country', 'isoCode', 'IN')).toEqual({ nameHi: 'भारत', nameTa: 'இந்தியா' });
    expect(await named('caste', 'name', 'Bene Israel')).toMatchObject({
      nameHi: expect.stringMatching(/[\u0900-\u097F]/),
      nameTa: expect.stringMatching(/[\u0B80-\u0BFF]/),
    });
    expect(await named('religion', 'name', 'Sikh (Amritdhari)')).toEqual({ nameHi: null, nameTa: null });
    const gold = await t.db
      .selectFrom('subscriptionPlan')
      .select(['nameHi', 'nameTa', 'descriptionHi'])
      .where('name', '=', 'Gold — 3 months')
      .executeTakeFirstOrThrow();
    expect(gold).toMatchObject({ nameHi: 'गोल्ड — 3 महीने', nameTa: 'கோல்டு — 3 மாதங்கள்', descriptionHi: expect.stringContaining('40 सदस्यों') });
    // Every religion with a shipped English name has both names again.
    const missing = await t.db
      .selectFrom('religion')
      .select('name')
      .where((eb) => eb.or([eb('nameHi', 'is', null), eb('nameTa', 'is', null)]))
      .execute();
    expect(missing.map((r) => r.name).filter((name) => name in LIST_NAMES_0052.religion!)).toEqual([]);
    expect(missing.map((r) => r.name)).toContain('Sikh (Amritdhari)');
  });
});
