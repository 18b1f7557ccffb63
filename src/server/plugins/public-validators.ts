import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedLocale } from '../lib/request-locale.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply is the same for every anonymous caller (reference lists, site content): give it a validator and a shared lifetime. */
    publicCache?: boolean;
  }
}

/**
 * How long a browser, nginx or a CDN may reuse a public list before asking again: an
 * administrator's edit reaches every reader within this time (signed-in readers, the
 * administrator included, always get a fresh copy: their replies are no-store).
 */
export const PUBLIC_LIFETIME_MS = 60_000;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_LIFETIME_MS / 1000}, must-revalidate`;

/**
 * What an anonymous public reply is kept under: its address and the language it answers in
 * (reference lists name their rows in the reader's language, docs/decisions/073-reference-data-in-languages.md).
 * Browsers and nginx keep one copy per Accept-Language (`Vary`).
 */
export const publicReplyKey = (request: FastifyRequest) => `${acceptedLocale(request.headers['accept-language'])} ${request.url}`;
export const PUBLIC_VARY = 'accept-language';

/** Whether an If-None-Match header names this validator (weak comparison, as RFC 9110 asks for GET). */
export function validatorMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Public replies carry an ETag made from their body and Cache-Control, and a request that
 * already holds the same body gets 304 with none. Registered before compression, so the
 * validator is the JSON's, whichever encoding is sent (hence weak). A reply made for an anonymous
 * public read is kept (plugins/public-replies.ts), and a repeat is answered from there with the
 * same validator.
 */
export function registerPublicValidators(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const read = request.publicRead;
    if (read === null) return payload;
    if (typeof read === 'object') {
      if (reply.statusCode !== 304) return payload;
    } else {
      if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      app.publicReplies.keep(publicReplyKey(request), read, payload, etag);
      reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', PUBLIC_VARY);
      if (!validatorMatches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
    }
    reply.removeHeader('content-type').removeHeader('content-length');
    return '';
  });
}
