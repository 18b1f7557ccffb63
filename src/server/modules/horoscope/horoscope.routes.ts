import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import {
  BirthChartReply,
  BirthDetailsBody,
  HoroscopeSettingBody,
  HoroscopeSettingReply,
  MemberChartReply,
  PLACE_QUERY,
  PlacesQuery,
  PlacesReply,
} from '../../../shared/schemas/horoscope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { recordSwitchedConsent } from '../consents/index.ts';
import { horoscopeSetting, setHoroscopeSetting } from './horoscope.service.ts';
import { memberChart, setBirthDetails, viewedChart } from './birth-chart.service.ts';
import { object } from 'superstruct';
import { wholeNumber } from '../../../shared/validation/whole-number.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { GAZETTEER_ATTRIBUTION, searchPlaces } from './gazetteer.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const HOROSCOPE_MSG = CODED.HOROSCOPE_MSG;

const tags = ['Horoscope'];
const memberParam = object({ userId: wholeNumber('userId', 1, MAX_DB_INTEGER) });

/** The opt-in to horoscope matching (docs/decisions/037-guna-milan.md). */
export function registerHoroscopeRoutes(app: FastifyInstance) {
  app.get(
    '/settings/horoscope-matching',
    { schema: routeDoc({ tags, summary: 'Whether guna milan is shown to me on the profiles I view', access: 'member', reply: HoroscopeSettingReply }) },
    async (request, reply) => send(reply, await horoscopeSetting(app.db, requireSignedIn(request).userId)),
  );
  app.put(
    '/settings/horoscope-matching',
    {
      schema: routeDoc({
        tags,
        summary: 'Show or hide guna milan (horoscope compatibility) on the profiles I view; it never changes my matches',
        access: 'member',
        body: HoroscopeSettingBody,
        reply: HoroscopeSettingReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const body = parse(request.body, HoroscopeSettingBody);
      const setting = await setHoroscopeSetting(app.db, auth.userId, body.horoscopeMatching);
      // The switch is the horoscope matching purpose of the consent notice (docs/product/trust.md).
      await recordSwitchedConsent(app.db, auth.userId, 'horoscope-matching', body.horoscopeMatching, request.ip);
      return send(reply, setting);
    },
  );

  app.get(
    '/places',
    {
      schema: routeDoc({
        tags,
        summary: 'Towns and cities of birth whose name begins with q (India first), with their coordinates and IANA time zone',
        description: `${GAZETTEER_ATTRIBUTION}. Every town in India of 1,000 people or more, and abroad of 5,000 or more; former names (Bombay, Madras) find today's.`,
        access: 'member',
        query: PlacesQuery,
        reply: PlacesReply,
      }),
    },
    async (request, reply) => {
      requireSignedIn(request);
      const query = parse(request.query, PlacesQuery);
      const items = await searchPlaces(query.q, query.limit ?? PLACE_QUERY.defaultLimit, requestLocale(request));
      return send(reply, { items, attribution: GAZETTEER_ATTRIBUTION });
    },
  );
  app.get(
    '/horoscope/chart',
    {
      schema: routeDoc({
        tags,
        summary: 'My birth chart (sidereal, Lahiri ayanamsa) from the date, time and place of birth of my profile',
        description:
          'The nine grahas and the lagna with rashi, nakshatra, pada and whole-sign house, and manglik by the reckoning of docs/product/horoscope.md. Without a birth time (or a place the gazetteer knows) the chart is the Moon-only kind with a note, and moonOverDay shows whether the Moon changed rashi or nakshatra that day.',
        access: 'member',
        reply: BirthChartReply,
      }),
    },
    async (request, reply) => send(reply, await memberChart(app.db, requireMember(request, HOROSCOPE_MSG.forMembers).userId, requestLocale(request))),
  );
  app.get(
    '/horoscope/chart/:userId',
    {
      schema: routeDoc({
        tags,
        summary: "Another member's birth chart, in my language, when I turned on horoscope matching",
        description:
          'The same chart as GET /horoscope/chart without the moment of birth. 403 until the viewer turns horoscope matching on; 404 for a member the viewer may not see (hidden, paused, blocked either way).',
        access: 'member',
        params: memberParam,
        reply: MemberChartReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, HOROSCOPE_MSG.forMembers);
      const { userId } = parse(request.params, memberParam);
      return send(reply, await viewedChart(app.db, auth.userId, userId, requestLocale(request)));
    },
  );
  app.put(
    '/horoscope/birth-details',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose my place of birth from the gazetteer (GET /places) and state the UTC offset at my birth; rashi, nakshatra and manglik follow',
        description: 'placeId null keeps the place of birth as written; utcOffsetMinutes null reads the offset from the time zone of the place.',
        access: 'member',
        body: BirthDetailsBody,
        reply: BirthChartReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, HOROSCOPE_MSG.forMembers);
      const body = parse(request.body, BirthDetailsBody);
      return send(reply, await setBirthDetails(app.db, auth.userId, body, requestLocale(request)));
    },
  );
}
