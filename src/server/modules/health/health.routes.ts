import type { FastifyInstance } from 'fastify';
import { dialectOf, ping } from '../../db/database.ts';
import { send } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { HealthReply, LiveReply, ReadyReply } from '../../../shared/schemas/health.ts';

const startedAt = Date.now();

/** How long the readiness check waits for the database before it calls it unreachable. */
const READY_PING_MS = 2000;

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

  // Liveness and readiness apart (docs/deploy.md): an orchestrator restarts a process that stops
  // answering /health/live, and sends requests only to one that answers /health/ready.
  app.get(
    '/health/live',
    {
      schema: routeDoc({
        tags: ['Operations'],
        summary: 'Liveness: the process answers (nothing else is checked; a failing database does not fail it)',
        access: 'public',
        reply: LiveReply,
      }),
    },
    async (_request, reply) => send(reply, { status: 'live' }),
  );
  app.get(
    '/health/ready',
    {
      schema: routeDoc({
        tags: ['Operations'],
        summary: 'Readiness: the instance takes requests; 503 while the database is unreachable or the instance drains after SIGTERM',
        access: 'public',
        reply: ReadyReply,
        errors: [503],
      }),
    },
    async (_request, reply) => {
      const unavailable = (message: string) => new HttpError(503, 'unavailable', message, undefined, { 'retry-after': '5' });
      if (app.readiness.draining) throw unavailable('This instance is stopping; send requests to another.');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), READY_PING_MS);
      });
      try {
        await Promise.race([ping(app.db), late]);
      } catch {
        throw unavailable('The database is not reachable.');
      } finally {
        clearTimeout(timer);
      }
      return send(reply, { status: 'ready', database: dialectOf(app.db) });
    },
  );
}
