import { array, boolean, enums, integer, literal, nullable, number, object, omit, optional, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { GRAHAS } from '../horoscope/grahas';
import { UTC_OFFSET_RANGE } from '../horoscope/birth-time';
import { CODED } from '../coded-messages';
import { checked } from '../validation/refusal';
import { wholeNumber } from '../validation/whole-number';

const M = CODED.HOROSCOPE_MSG;

/** The member's opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export const HoroscopeSettingBody = object({ horoscopeMatching: boolean() });

export const HoroscopeSettingReply = type({ horoscopeMatching: boolean() });
export type HoroscopeSetting = Infer<typeof HoroscopeSettingReply>;

/** Guna milan with another member: the total of 36 and the eight kootas. */
export const GunaMilanReply = type({
  total: number(),
  max: literal(36),
  kootas: array(type({ key: string(), label: string(), points: number(), max: integer() })),
});
export type GunaMilanView = Infer<typeof GunaMilanReply>;

/** A town or city of the gazetteer (GET /places): GeoNames data, CC BY 4.0. */
export const PlaceReply = type({
  /** The GeoNames id. */
  id: integer(),
  name: string(),
  /** The state (India) or the first-level region code (abroad, where it is a short code), else null. */
  state: nullable(string()),
  /** ISO 3166-1 alpha-2. */
  country: string(),
  /** The country in the reader's language. */
  countryName: string(),
  /** "Varanasi, Uttar Pradesh, India": what the profile's place of birth holds once chosen. */
  label: string(),
  latitude: number(),
  longitude: number(),
  /** The IANA time zone at the place's coordinates. */
  timeZone: string(),
  population: integer(),
});
export type Place = Infer<typeof PlaceReply>;

export const PLACE_QUERY = { min: 2, max: 60, defaultLimit: 10, maxLimit: 20 } as const;

export const PlacesQuery = object({
  q: checked<string>('q', (v) => (typeof v === 'string' && v.trim().length >= PLACE_QUERY.min && v.trim().length <= PLACE_QUERY.max ? true : M.placeQuery)),
  limit: optional(wholeNumber('limit', 1, PLACE_QUERY.maxLimit)),
});

export const PlacesReply = type({ items: array(PlaceReply), attribution: string() });

/** The birth details a chart needs beyond the profile's fields: the place chosen from the gazetteer, and a UTC offset over the zone's. */
export const BirthDetailsBody = object({
  placeId: nullable(wholeNumber('placeId', 1, MAX_DB_INTEGER)),
  utcOffsetMinutes: nullable(wholeNumber('utcOffsetMinutes', UTC_OFFSET_RANGE.min, UTC_OFFSET_RANGE.max, M.utcOffset)),
});

const ZodiacPointReply = type({
  longitude: number(),
  rashi: string(),
  rashiIndex: integer(),
  degree: number(),
  nakshatra: string(),
  nakshatraIndex: integer(),
  pada: integer(),
});

/** The chart itself (src/shared/horoscope/chart.ts, BirthChart). */
const BirthChartStruct = type({
  kind: enums(['full', 'moonOnly']),
  instant: string(),
  ayanamsa: type({ name: literal('lahiri'), degrees: number() }),
  lagna: nullable(ZodiacPointReply),
  grahas: array(type({ ...ZodiacPointReply.schema, graha: enums(GRAHAS), retrograde: boolean(), house: nullable(integer()) })),
  manglik: nullable(
    type({
      status: enums(['yes', 'partial', 'no']),
      marsHouse: type({ lagna: integer(), moon: integer(), venus: integer() }),
      doshaFrom: array(enums(['lagna', 'moon', 'venus'])),
      cancellations: array(enums(['ownOrExalted', 'placement', 'withJupiterOrMoon', 'jupiterAspect'])),
    }),
  ),
});

/** Why a chart is only the Moon's, or missing: no date, no time, no place, or a place the gazetteer does not know. */
export const CHART_NOTES = ['noBirthDate', 'noBirthTime', 'noBirthPlace', 'unknownPlace'] as const;
export type ChartNote = (typeof CHART_NOTES)[number];

/** GET /horoscope/chart: the member's chart from her birth details, and what it was computed from. */
export const BirthChartReply = type({
  chart: nullable(BirthChartStruct),
  note: nullable(enums(CHART_NOTES)),
  birth: type({
    date: nullable(string()),
    time: nullable(string()),
    /** The place of birth as the profile holds it. */
    placeText: nullable(string()),
    place: nullable(PlaceReply),
    /** The UTC offset the chart used (minutes east), and whether from the zone's history or the member's own. */
    utcOffsetMinutes: nullable(number()),
    offsetFrom: nullable(enums(['zone', 'member'])),
  }),
  /** Without a birth time: the Moon at the first and last minute of the day of birth, to show whether its rashi and nakshatra changed that day. */
  moonOverDay: nullable(type({ start: ZodiacPointReply, end: ZodiacPointReply })),
});
export type BirthChartView = Infer<typeof BirthChartReply>;

/**
 * GET /horoscope/chart/:userId: another member's chart, for a viewer who turned on horoscope
 * matching. Without the moment of birth (it would tell her date of birth, which members read
 * only as an age) and without her birth details.
 */
export const MemberChartReply = type({ chart: nullable(omit(BirthChartStruct, ['instant'])), note: nullable(enums(CHART_NOTES)) });
export type MemberChartView = Infer<typeof MemberChartReply>;
