import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reference from '../../src/shared/horoscope/reference-births.json';
import { GRAHAS, type GrahaPosition } from '../../src/shared/horoscope/chart.ts';
import { manglikReckoning } from '../../src/shared/horoscope/manglik.ts';
import { zodiacPoint } from '../../src/shared/horoscope/zodiac.ts';
import { HOROSCOPE_MSG, SEARCH_MSG } from '../../src/shared/messages.ts';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { fullProfile, referenceIds, type ReferenceIds } from '../factories/profile-sample.ts';

/**
 * The birth chart from a profile's birth details (docs/product/horoscope.md). The births and
 * their expected rashi, nakshatra and Moon come from reference-births.json, computed by the
 * Swiss Ephemeris (scripts/make-horoscope-reference.ts), not by the code under test.
 */
let t: TestApp;
let refs: ReferenceIds;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  refs = await referenceIds(t);
});
afterAll(() => t.close());

const SAVE = '/user-matrimonial-detail/UpdateUserMatrimonial';
const birthOf = (name: string) => reference.births.find((b) => b.name === name)!;
const idOf = async (table: 'rashi' | 'nakshatra', code: string) =>
  Number((await t.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id);
const stored = (userId: number) =>
  t.db
    .selectFrom('profile')
    .select(['rashiId', 'nakshatraId', 'manglikId', 'birthPlace', 'birthPlaceId', 'birthUtcOffset'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
const apart = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** A member and her token. */
async function member() {
  const user = await createUser(t);
  return { id: user.id, token: await tokenFor(t, user.email) };
}
/** Saves her profile with these birth details and hand-chosen horoscope fields. */
async function save(who: { id: number; token: string }, personal: Record<string, unknown>) {
  const body = fullProfile(who.id, refs, { personal });
  const reply = await call(t.app, 'PUT', SAVE, { token: who.token, body });
  expect(reply.status, JSON.stringify(reply.body.error)).toBe(200);
  return reply;
}
const chartOf = async (who: { token: string }) => {
  const reply = await call(t.app, 'GET', '/horoscope/chart', { token: who.token });
  expect(reply.status).toBe(200);
  return reply.body.response;
};

/** The manglik status the reference positions give, by the product's reckoning. */
function referenceManglik(birth: (typeof reference.births)[number]) {
  const longitudes: Record<string, number> = { ...birth.longitudes, ketu: birth.longitudes.rahu + 180 };
  const grahas = GRAHAS.map((graha): GrahaPosition => ({ graha, ...zodiacPoint(longitudes[graha]), retrograde: false, house: null }));
  return manglikReckoning(zodiacPoint(birth.ascendant), grahas).status;
}

describe('places of birth', () => {
  it('finds a town with its state, coordinates and time zone, India first', async () => {
    const who = await member();
    const reply = await call(t.app, 'GET', '/places?q=varanasi', { token: who.token });
    expect(reply.status).toBe(200);
    expect(reply.body.response.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(reply.body.response.items[0]).toMatchObject({
      name: 'Varanasi',
      state: 'Uttar Pradesh',
      country: 'IN',
      countryName: 'India',
      label: 'Varanasi, Uttar Pradesh, India',
      timeZone: 'Asia/Kolkata',
    });
    expect(reply.body.response.items[0].latitude).toBeCloseTo(25.32, 1);
    expect(reply.body.response.items[0].longitude).toBeCloseTo(83.01, 1);
  });

  it("finds today's city by its former name, and places abroad with their zone", async () => {
    const who = await member();
    const first = async (q: string) => (await call(t.app, 'GET', `/places?q=${encodeURIComponent(q)}&limit=3`, { token: who.token })).body.response.items[0];
    expect(await first('Bombay')).toMatchObject({ name: 'Mumbai', state: 'Maharashtra' });
    expect(await first('Madras')).toMatchObject({ name: 'Chennai', state: 'Tamil Nadu' });
    expect(await first('Leicester')).toMatchObject({ country: 'GB', timeZone: 'Europe/London' });
    expect(await first('Toronto')).toMatchObject({ country: 'CA', timeZone: 'America/Toronto' });
    const several = await call(t.app, 'GET', '/places?q=Aurangabad', { token: who.token });
    expect(several.body.response.items.map((p: { state: string }) => p.state)).toEqual(expect.arrayContaining(['Maharashtra', 'Bihar']));
  });

  it("names the country in the member's language", async () => {
    const who = await member();
    await t.db.updateTable('users').set({ locale: 'hi' }).where('id', '=', who.id).execute();
    const reply = await call(t.app, 'GET', '/places?q=Pune', {
      token: await tokenFor(t, (await t.db.selectFrom('users').select('email').where('id', '=', who.id).executeTakeFirstOrThrow()).email),
    });
    expect(reply.body.response.items[0]).toMatchObject({ name: 'Pune', countryName: 'भारत', label: 'Pune, Maharashtra, India' });
  });

  it('refuses a search of one letter, or none, with a message to act on', async () => {
    const who = await member();
    for (const q of ['', 'a', 'x'.repeat(61)]) {
      const reply = await call(t.app, 'GET', `/places?q=${q}`, { token: who.token });
      expect(reply.status).toBe(400);
      expect(reply.body.error.message).toContain(HOROSCOPE_MSG.placeQuery);
    }
    expect((await call(t.app, 'GET', '/places?q=Pune&limit=50', { token: who.token })).status).toBe(400);
  });
});

describe('saving a profile with a date, time and place of birth', () => {
  it.each(['Lucknow 1989', 'Hyderabad 1983', 'Kolkata 1958', 'London 1968'])(
    '%s: fills rashi, nakshatra and manglik from the chart over the ones chosen',
    async (name) => {
      const birth = birthOf(name);
      const who = await member();
      const place = name === 'London 1968' ? 'London, United Kingdom' : name.split(' ')[0];
      await save(who, {
        dob: birth.date,
        birthTime: birth.time,
        birthPlace: place,
        rashiId: await idOf('rashi', 'mesha'),
        nakshatraId: await idOf('nakshatra', 'ashwini'),
        manglikId: 4,
      });
      const moon = zodiacPoint(birth.longitudes.moon);
      const manglik = referenceManglik(birth);
      const row = await stored(who.id);
      expect(row).toMatchObject({
        rashiId: await idOf('rashi', moon.rashi),
        nakshatraId: await idOf('nakshatra', moon.nakshatra),
        manglikId: { yes: 1, no: 2, partial: 3 }[manglik],
      });
      expect(row.birthPlaceId).not.toBeNull();

      const view = await chartOf(who);
      expect(view.note).toBeNull();
      expect(view.chart.kind).toBe('full');
      expect(view.birth).toMatchObject({ date: birth.date, time: birth.time, utcOffsetMinutes: birth.utcOffsetMinutes, offsetFrom: 'zone' });
      expect(view.birth.place.timeZone).toBe(birth.zone);
      expect(view.chart.instant).toBe(birth.instant);
      const chartMoon = view.chart.grahas.find((g: { graha: string }) => g.graha === 'moon');
      expect(chartMoon).toMatchObject({ rashi: moon.rashi, nakshatra: moon.nakshatra, pada: moon.pada });
      expect(apart(chartMoon.longitude, birth.longitudes.moon)).toBeLessThan(1 / 60);
      expect(view.chart.manglik.status).toBe(manglik);
    },
  );

  it('without a birth time keeps her own rashi, nakshatra and manglik, and gives a Moon-only chart', async () => {
    const who = await member();
    const mine = { rashiId: await idOf('rashi', 'tula'), nakshatraId: await idOf('nakshatra', 'swati'), manglikId: 2 };
    await save(who, { dob: '1990-03-10', birthTime: null, birthPlace: 'Jaipur', ...mine });
    expect(await stored(who.id)).toMatchObject(mine);
    const view = await chartOf(who);
    expect(view.note).toBe('noBirthTime');
    expect(view.chart).toMatchObject({ kind: 'moonOnly', lagna: null, manglik: null });
    expect(view.chart.grahas.every((g: { house: number | null }) => g.house === null)).toBe(true);
    expect(view.moonOverDay.start.longitude).not.toBe(view.moonOverDay.end.longitude);
    // The Moon moves about 13° a day: the day's last minute is 11° to 15.5° on from its first.
    const moved = (view.moonOverDay.end.longitude - view.moonOverDay.start.longitude + 360) % 360;
    expect(moved).toBeGreaterThan(11);
    expect(moved).toBeLessThan(15.5);
  });

  it('with a place the gazetteer does not know keeps her choices and says so', async () => {
    const who = await member();
    const mine = { rashiId: await idOf('rashi', 'simha'), nakshatraId: await idOf('nakshatra', 'magha'), manglikId: 1 };
    await save(who, { dob: '1992-07-01', birthTime: '10:30', birthPlace: 'Qqzx Nagar', ...mine });
    expect(await stored(who.id)).toMatchObject({ ...mine, birthPlaceId: null });
    expect(await chartOf(who)).toMatchObject({ note: 'unknownPlace', birth: { placeText: 'Qqzx Nagar', place: null } });
  });

  it('reads the state or country the place of birth names, by name or short form', async () => {
    const placeOf = async (birthPlace: string) => {
      const who = await member();
      await save(who, { dob: '1988-02-02', birthTime: '07:15', birthPlace });
      return (await chartOf(who)).birth.place;
    };
    expect(await placeOf('Aurangabad, Bihar')).toMatchObject({ state: 'Bihar', country: 'IN' });
    expect(await placeOf('Cuttack, Orissa')).toMatchObject({ state: 'Odisha' });
    expect(await placeOf('Hamirpur, HP')).toMatchObject({ state: 'Himachal Pradesh' });
    expect(await placeOf('London, UK')).toMatchObject({ country: 'GB', timeZone: 'Europe/London' });
    expect(await placeOf('London, Canada')).toMatchObject({ country: 'CA', timeZone: 'America/Toronto' });
    expect(await placeOf('Edison, NJ, USA')).toMatchObject({ country: 'US', state: 'NJ', timeZone: 'America/New_York' });
  });

  it('a member without a date of birth gets no chart', async () => {
    const who = await member();
    expect(await chartOf(who)).toMatchObject({ chart: null, note: 'noBirthDate', moonOverDay: null });
  });
});

describe('choosing the place of birth and the UTC offset', () => {
  it('takes the town chosen from the list, and a stated offset over the zone', async () => {
    const who = await member();
    const birth = birthOf('Patna 1966');
    await save(who, { dob: birth.date, birthTime: birth.time, birthPlace: 'Aurangabad' });
    // 'Aurangabad' alone is the larger one, in Maharashtra; she was born in the one in Bihar.
    expect((await chartOf(who)).birth.place.state).toBe('Maharashtra');
    const places = (await call(t.app, 'GET', '/places?q=Aurangabad', { token: who.token })).body.response.items;
    const bihar = places.find((p: { state: string }) => p.state === 'Bihar');
    const chosen = await call(t.app, 'PUT', '/horoscope/birth-details', { token: who.token, body: { placeId: bihar.id, utcOffsetMinutes: null } });
    expect(chosen.status).toBe(200);
    // GeoNames writes its name with its long vowels.
    expect(bihar.label).toBe('Aurangābād, Bihar, India');
    expect(chosen.body.response.birth).toMatchObject({
      placeText: bihar.label,
      place: { id: bihar.id, state: 'Bihar' },
      utcOffsetMinutes: 330,
      offsetFrom: 'zone',
    });
    expect(await stored(who.id)).toMatchObject({ birthPlace: bihar.label, birthPlaceId: bihar.id, birthUtcOffset: null });

    const offset = await call(t.app, 'PUT', '/horoscope/birth-details', { token: who.token, body: { placeId: null, utcOffsetMinutes: 300 } });
    expect(offset.body.response.birth).toMatchObject({ place: { id: bihar.id }, utcOffsetMinutes: 300, offsetFrom: 'member' });
    // Clocks an hour and a half behind India's: the same clock time is 30 minutes later in UTC.
    expect(new Date(offset.body.response.chart.instant).getTime() - new Date(birth.instant).getTime()).toBe(30 * 60_000);
    // A later save of the whole profile keeps the chosen town while its text names it.
    await save(who, { dob: birth.date, birthTime: birth.time, birthPlace: 'Aurangabad, Bihar' });
    expect(await stored(who.id)).toMatchObject({ birthPlaceId: bihar.id, birthUtcOffset: 300 });
  });

  it('refuses a place not in the list and an offset out of range, changing nothing', async () => {
    const who = await member();
    await save(who, { dob: '1985-01-20', birthTime: '08:00', birthPlace: 'Pune' });
    const before = await stored(who.id);
    const place = await call(t.app, 'PUT', '/horoscope/birth-details', { token: who.token, body: { placeId: 2_000_000_000, utcOffsetMinutes: null } });
    expect(place.status).toBe(400);
    expect(place.body.error.message).toBe(HOROSCOPE_MSG.unknownPlace);
    const offset = await call(t.app, 'PUT', '/horoscope/birth-details', { token: who.token, body: { placeId: null, utcOffsetMinutes: 900 } });
    expect(offset.status).toBe(400);
    expect(offset.body.error.message).toContain(HOROSCOPE_MSG.utcOffset);
    expect(await stored(who.id)).toEqual(before);
  });

  it('asks a member without a profile to save it first', async () => {
    const who = await member();
    const reply = await call(t.app, 'PUT', '/horoscope/birth-details', { token: who.token, body: { placeId: null, utcOffsetMinutes: 330 } });
    expect(reply.status).toBe(409);
    expect(reply.body.error.message).toBe(HOROSCOPE_MSG.needsProfile);
  });
});

describe('the manglik compatible search filter', () => {
  const town = () => `Town ${randomBytes(4).toString('hex')}`;
  async function inTown(city: string, genderId: number, manglikId: number | null) {
    const m = await createMemberWithProfile(t, { genderId, age: genderId === 1 ? 30 : 27, city, prefAgeMin: 24, prefAgeMax: 30 });
    await t.db.updateTable('profile').set({ manglikId }).where('userId', '=', m.userId).execute();
    return m;
  }
  const found = async (who: { token: string }, city: string, filter: string) => {
    const reply = await call(t.app, 'GET', `/search?city=${encodeURIComponent(city)}&pageSize=50${filter}`, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.response.items.map((i: { userId: number }) => i.userId).sort((a: number, b: number) => a - b);
  };

  it("shows only the members whose status suits the searcher's, when she asks", async () => {
    const city = town();
    const manglik = await inTown(city, 1, 1);
    const nonManglik = await inTown(city, 1, 2);
    const [yes, no, partial, unknown, empty] = [
      await inTown(city, 2, 1),
      await inTown(city, 2, 2),
      await inTown(city, 2, 3),
      await inTown(city, 2, 4),
      await inTown(city, 2, null),
    ];
    const all = [yes, no, partial, unknown, empty].map((m) => m.userId).sort((a, b) => a - b);
    expect(await found(manglik, city, '')).toEqual(all);
    expect(await found(manglik, city, '&manglikCompatible=true')).toEqual([yes.userId, partial.userId].sort((a, b) => a - b));
    expect(await found(nonManglik, city, '&manglikCompatible=true')).toEqual([no.userId, partial.userId].sort((a, b) => a - b));
    expect(await found(nonManglik, city, '&manglikCompatible=false')).toEqual(all);
  });

  it('asks a searcher who gave no manglik status to give it', async () => {
    const city = town();
    const me = await inTown(city, 1, 4);
    const reply = await call(t.app, 'GET', `/search?city=${encodeURIComponent(city)}&manglikCompatible=true`, { token: me.token });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(SEARCH_MSG.manglikUnknown);
  });
});
