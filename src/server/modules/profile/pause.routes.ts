import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { PauseBody, PrivacySettingsReply } from '../../../shared/schemas/photos.ts';
import { setPaused } from './pause.service.ts';

// Listed with the photo settings: one settings screen holds both.
const tags = ['Photos and privacy'];

/** Pausing my profile: it leaves matches and search while connections and conversations go on. */
export function registerPauseRoutes(app: FastifyInstance) {
  app.put(
    '/settings/pause',
    {
      schema: routeDoc({
        tags,
        summary: 'Pause my profile (hidden from matches and search; connections and conversations go on) or show it again',
        access: 'member',
        body: PauseBody,
        reply: PrivacySettingsReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const body = parse(request.body, PauseBody);
      return send(reply, await setPaused(app.db, auth.userId, body));
    },
  );
}
