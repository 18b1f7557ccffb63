import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import { ServiceSpeedReply } from '../../../shared/schemas/service-speed.ts';
import { serviceSpeed } from './service-speed.service.ts';

/** The "faster" measure of the assisted service, for administrators (docs/product/assisted-service.md). */
export function registerServiceSpeedRoutes(app: FastifyInstance) {
  app.get(
    '/assisted/speed',
    {
      schema: routeDoc({
        tags: ['Assisted service'],
        summary:
          'Per service (self-service, Assisted, Elite): the median days from joining to a first accepted interest or introduction, and to a first meeting held, each with the members it is computed from (administrators)',
        access: 'admin',
        reply: ServiceSpeedReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      return send(reply, await serviceSpeed(app.db));
    },
  );
}
