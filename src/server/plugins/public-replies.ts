import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PublicReplies, type KeptReply } from '../lib/public-replies.ts';
import { PUBLIC_CACHE_CONTROL, PUBLIC_LIFETIME_MS, PUBLIC_VARY, publicReplyKey, validatorMatches } from './public-validators.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public replies kept for anonymous readers (lib/public-replies.ts). */
    publicReplies: PublicReplies;
    /** An administrator changed a public table: every instance stops serving what it kept. */
    publicContentChanged(): void;
  }
  interface FastifyRequest {
    /** For an anonymous public read: the kept reply it was answered with, or the generation its reply was read at. */
    publicRead: KeptReply | number | null;
  }
}

/** The same for every anonymous caller and kept: a GET (or HEAD) of a public route without credentials. */
const anonymousPublicRead = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  request.routeOptions.config?.publicCache === true &&
  !request.headers.authorization &&
  !request.headers.cookie;

/**
 * Keeps public replies in memory and answers repeats from there before any parsing, validation
 * or query runs. Registered after CORS, so a kept reply carries the same CORS headers; the
 * security headers and compression still apply on the way out (onSend).
 *
 * An edit on one instance forgets here and is announced to the others (instance-notices.ts,
 * topic `public`), which forget too. A notice lost is bounded by the kept replies' lifetime, the
 * same minute nginx and browsers may keep them.
 */
export function registerPublicReplies(app: FastifyInstance) {
  const store = new PublicReplies({ maxBytes: 4 * 1024 * 1024, maxReplyBytes: 256 * 1024, lifetimeMs: PUBLIC_LIFETIME_MS });
  app.decorate('publicReplies', store);
  app.decorateRequest('publicRead', null);
  app.instanceNotices.listen('public', () => store.forget());
  app.decorate('publicContentChanged', () => {
    store.forget();
    app.instanceNotices.announce('public');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!anonymousPublicRead(request)) return;
    const kept = store.find(publicReplyKey(request));
    if (!kept) {
      request.publicRead = store.generation;
      return;
    }
    request.publicRead = kept;
    reply.header('etag', kept.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', PUBLIC_VARY);
    if (validatorMatches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send('');
    return reply.type('application/json; charset=utf-8').send(kept.body);
  });
}
