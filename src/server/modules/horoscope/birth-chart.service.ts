import type { Database } from '../../db/database.ts';
import { badRequest, conflict, forbidden } from '../../lib/http-error.ts';
import { assertDiscoverable } from '../discovery/index.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { Locale } from '../../../shared/locales.ts';
import { birthChart, moonLongitude } from '../../../shared/horoscope/chart.ts';
import { birthMoment } from '../../../shared/horoscope/birth-time.ts';
import { MANGLIK_CHOICE } from '../../../shared/horoscope/manglik.ts';
import { zodiacPoint } from '../../../shared/horoscope/zodiac.ts';
import type { BirthChartView, ChartNote, MemberChartView, Place } from '../../../shared/schemas/horoscope.ts';
import { fieldInfo } from '../../../shared/schemas/profile.ts';
import { placeById, placeForText } from './gazetteer.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.HOROSCOPE_MSG;

/**
 * A member's chart from the birth details of her profile (docs/product/horoscope.md): with a
 * date, time and place of birth the whole chart; without the time, or without a place the
 * gazetteer knows, the grahas at noon of the day of birth (India's clocks when the place is not
 * known) with the Moon at the day's first and last minute.
 */
export interface BirthDetails {
  dob: string | null;
  birthTime: string | null;
  birthPlace: string | null;
  birthPlaceId: number | null;
  birthUtcOffset: number | null;
}

const INDIA = 'Asia/Kolkata';
const BIRTH_PLACE_MAX = fieldInfo('personal', 'birthPlace').max!;

export async function chartOfBirth(b: BirthDetails, locale: Locale = 'en'): Promise<BirthChartView & { placeFound: Place | null }> {
  const found = await placeForText(b.birthPlace, b.birthPlaceId);
  const place = found && locale !== 'en' ? await placeById(found.id, locale) : found;
  const note: ChartNote | null = !b.dob
    ? 'noBirthDate'
    : !b.birthPlace?.trim()
      ? 'noBirthPlace'
      : !place
        ? 'unknownPlace'
        : !b.birthTime
          ? 'noBirthTime'
          : null;
  const birth = { date: b.dob, time: b.birthTime, placeText: b.birthPlace, place, utcOffsetMinutes: null, offsetFrom: null };
  if (!b.dob) return { chart: null, note, birth, moonOverDay: null, placeFound: found };
  const zone = place?.timeZone ?? INDIA;
  if (b.birthTime && place) {
    const moment = birthMoment(b.dob, b.birthTime, zone, b.birthUtcOffset);
    const chart = birthChart(moment.instant, place);
    return { chart, note, birth: { ...birth, utcOffsetMinutes: moment.utcOffsetMinutes, offsetFrom: moment.offsetFrom }, moonOverDay: null, placeFound: found };
  }
  const at = (time: string) => birthMoment(b.dob!, time, zone, b.birthUtcOffset);
  const noon = at('12:00');
  return {
    chart: birthChart(noon.instant, null, { moonOnly: true }),
    note,
    birth: { ...birth, utcOffsetMinutes: noon.utcOffsetMinutes, offsetFrom: noon.offsetFrom },
    moonOverDay: { start: zodiacPoint(moonLongitude(at('00:00').instant)), end: zodiacPoint(moonLongitude(new Date(at('23:59').instant.getTime() + 59_000))) },
    placeFound: found,
  };
}

/** The profile columns a chart decides. */
export interface ChartFields {
  rashiId: number | null;
  nakshatraId: number | null;
  manglikId: number | null;
}

async function idOfCode(db: Database, table: 'rashi' | 'nakshatra', code: string): Promise<number | null> {
  const row = await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * What a save stores for rashi, nakshatra and manglik (null: the member's own stand), and the
 * gazetteer's place for the place of birth. Only a whole chart decides them: without a birth
 * time, or a place the gazetteer knows, the member's choices are kept, empty or not.
 */
export async function chartFieldsFor(db: Database, b: BirthDetails): Promise<{ fields: ChartFields | null; birthPlaceId: number | null }> {
  const view = await chartOfBirth(b);
  const birthPlaceId = view.placeFound?.id ?? null;
  const moon = view.chart?.grahas.find((g) => g.graha === 'moon');
  if (view.chart?.kind !== 'full' || !view.chart.manglik || !moon) return { fields: null, birthPlaceId };
  const [rashiId, nakshatraId] = await Promise.all([idOfCode(db, 'rashi', moon.rashi), idOfCode(db, 'nakshatra', moon.nakshatra)]);
  // A master an administrator removed leaves the member's own choice.
  if (rashiId === null || nakshatraId === null) return { fields: null, birthPlaceId };
  return { fields: { rashiId, nakshatraId, manglikId: MANGLIK_CHOICE[view.chart.manglik.status] }, birthPlaceId };
}

const BIRTH_COLUMNS = ['dob', 'birthTime', 'birthPlace', 'birthPlaceId', 'birthUtcOffset', 'rashiId', 'nakshatraId', 'manglikId'] as const;

/** The member's stored birth details and chart fields, or undefined without a profile. */
export const birthRow = (db: Database, userId: number) => db.selectFrom('profile').select(BIRTH_COLUMNS).where('userId', '=', userId).executeTakeFirst();

/** GET /horoscope/chart: the signed-in member's chart, in her language. */
export async function memberChart(db: Database, userId: number, locale: Locale): Promise<BirthChartView> {
  const row = await birthRow(db, userId);
  const { placeFound: _placeFound, ...view } = await chartOfBirth(
    row ?? { dob: null, birthTime: null, birthPlace: null, birthPlaceId: null, birthUtcOffset: null },
    locale,
  );
  return view;
}

/**
 * PUT /horoscope/birth-details: the place chosen from the gazetteer (its label becomes the
 * profile's place of birth) and the member's UTC offset, then the chart fields they decide.
 */
export async function setBirthDetails(
  db: Database,
  userId: number,
  body: { placeId: number | null; utcOffsetMinutes: number | null },
  locale: Locale,
): Promise<BirthChartView> {
  const row = await birthRow(db, userId);
  if (!row) throw conflict(M.needsProfile);
  const place = body.placeId === null ? null : await placeById(body.placeId);
  if (body.placeId !== null && !place) throw badRequest(M.unknownPlace, { placeId: M.unknownPlace });
  const details: BirthDetails = {
    ...row,
    birthPlace: place ? place.label.slice(0, BIRTH_PLACE_MAX) : row.birthPlace,
    birthPlaceId: place ? place.id : row.birthPlaceId,
    birthUtcOffset: body.utcOffsetMinutes,
  };
  const { fields, birthPlaceId } = await chartFieldsFor(db, details);
  await db
    .updateTable('profile')
    .set({ birthPlace: details.birthPlace, birthPlaceId, birthUtcOffset: details.birthUtcOffset, ...fields, updatedAt: new Date().toISOString() })
    .where('userId', '=', userId)
    .execute();
  return memberChart(db, userId, locale);
}

/**
 * GET /horoscope/chart/:userId: a member's chart as another member may see it, under the rule of
 * guna milan (docs/decisions/037-guna-milan.md): only for a viewer who turned on horoscope
 * matching, only of a member she may find (verified, active, not hidden, no block either way),
 * in the viewer's language, without the moment of birth.
 */
export async function viewedChart(db: Database, viewerId: number, targetId: number, locale: Locale): Promise<MemberChartView> {
  const setting = await db.selectFrom('users').select('horoscopeMatching').where('id', '=', viewerId).executeTakeFirst();
  if (Number(setting?.horoscopeMatching) !== 1) throw forbidden(M.optIn);
  await assertDiscoverable(db, targetId, viewerId);
  const { chart, note } = await memberChart(db, targetId, locale);
  if (!chart) return { chart: null, note };
  const { instant: _instant, ...rest } = chart;
  return { chart: rest, note };
}
