import type { FastifyInstance } from 'fastify';
import { OFFLINE_READ_HEADER, OFFLINE_READS } from '../../shared/offline-reads.ts';

const marked = new Set<string>(OFFLINE_READS);

/**
 * Marks the member's own reads that the service worker may keep for offline use
 * (src/shared/offline-reads.ts, docs/decisions/040). They stay `no-store` for browser and proxy
 * caches; the mark is the deliberate exception the service worker looks for, and
 * `Vary: Authorization` keeps one session's copy from answering another's request.
 */
export function registerOfflineReads(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || !request.auth || reply.statusCode !== 200) return;
    if (!marked.has(request.routeOptions.url ?? '')) return;
    reply.header(OFFLINE_READ_HEADER, 'member');
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\bauthorization\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Authorization` : 'Authorization');
  });
}
