import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { HoroscopeSettingBody, HoroscopeSettingReply } from '../../../shared/schemas/horoscope.ts';
import { horoscopeSetting, setHoroscopeSetting } from './horoscope.service.ts';

const tags = ['Horoscope'];

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
      return send(reply, await setHoroscopeSetting(app.db, auth.userId, body.horoscopeMatching));
    },
  );
}
