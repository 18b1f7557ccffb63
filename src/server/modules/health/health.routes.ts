import type { FastifyInstance } from 'fastify';
import { dialectOf, ping } from '../../db/database.ts';
import { send } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { HealthReply } from '../../../shared/schemas/health.ts';

const startedAt = Date.now();

export function registerHealthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: routeDoc({
        tags: ['Operations'],
        summary: 'Process and database health, and which payment provider takes payments (test: no money is charged)',
        access: 'public',
        reply: HealthReply,
        errors: [503],
      }),
    },
    async (_request, reply) => {
      try {
        await ping(app.db);
      } catch {
        throw new HttpError(503, 'unavailable', 'The database is not reachable.');
      }
      return send(reply, {
        status: 'ok',
        database: dialectOf(app.db),
        // The plans page says "no money is charged" while this is 'test'.
        payments: app.config.payments.provider,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );
}
