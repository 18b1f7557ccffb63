import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import type { AuthContext } from '../lib/request-auth.ts';
import { forbidden, unauthorized, type Said } from '../lib/http-error.ts';
import { ROLE_IDS } from '../../shared/constants.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The auth module's session lookup, passed in by app.ts so that plugins import no module. */
export type FindSession = (db: Database, token: string) => Promise<AuthContext | null>;

/** Reads the bearer token once per request; routes then ask for the access they need. */
export function registerAuthContext(app: FastifyInstance, findSessionByToken: FindSession) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header || !header.toLowerCase().startsWith('bearer ')) return;
    const token = header.slice(7).trim();
    if (!token || token.length > 200) return;
    request.auth = await findSessionByToken(app.db, token);
  });
  // Replies to a signed-in request carry personal data: no browser or proxy keeps a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.auth && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
  });
}

/** Anyone signed in: a member, an editor or an administrator. */
export function requireSignedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Members only: staff (administrators, editors) are refused with `refusal`, which says where
 * they do this instead. What members do between themselves (interests, messages, search,
 * photo requests, reports) has no meaning for staff.
 */
export function requireMember(request: FastifyRequest, refusal: Said): AuthContext {
  const auth = requireSignedIn(request);
  if (auth.roleId !== ROLE_IDS.user) throw forbidden(refusal);
  return auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireSignedIn(request);
  if (!auth.isAdmin) throw forbidden('Only administrators can do this.');
  return auth;
}

/** The member may act for themselves; an administrator for anyone. */
export function requireSelfOrAdmin(request: FastifyRequest, userId: number): AuthContext {
  const auth = requireSignedIn(request);
  if (!auth.isAdmin && auth.userId !== userId) throw forbidden('You can only access your own account.');
  return auth;
}
