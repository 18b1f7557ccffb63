import type { FastifyInstance } from 'fastify';

/**
 * Per-route limits (in memory, or in Redis when REDIS_URL is set so every API instance shares them).
 * RATE_LIMITS=false turns them off for load tests of the rest of the system.
 */
export interface RouteLimit {
  max: number;
  timeWindow: string;
  keyGenerator?: (request: import('fastify').FastifyRequest) => string;
}

export function limit(app: FastifyInstance, max: number, timeWindow: string, keyGenerator?: RouteLimit['keyGenerator']): RouteLimit | false {
  if (!app.config.rateLimits) return false;
  return keyGenerator ? { max, timeWindow, keyGenerator } : { max, timeWindow };
}

export const contactRateLimit = (app: FastifyInstance) => limit(app, 5, '10 minutes');
