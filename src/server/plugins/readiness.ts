import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance should be sent new requests (GET /api/health/ready, modules/health). */
    readiness: { draining: boolean };
  }
}

/**
 * An instance told to stop (SIGTERM, main.ts) drains: from the moment its close begins its
 * readiness check fails, so a load balancer or orchestrator that asks sends it nothing new while
 * it finishes what is in flight (docs/deploy.md).
 */
export function registerReadiness(app: FastifyInstance) {
  const readiness = { draining: false };
  app.decorate('readiness', readiness);
  app.addHook('preClose', (done) => {
    readiness.draining = true;
    done();
  });
}
