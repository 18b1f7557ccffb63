import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appendAudit, wasAudited } from '../../lib/audit/audit-chain.ts';
import { ADMIN_ACTS, actKind, type ActInput } from './admin-acts.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const objectOr = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function replyResponse(payload: unknown): Record<string, unknown> {
  if (typeof payload !== 'string') return {};
  try {
    return objectOr(objectOr(JSON.parse(payload)).response);
  } catch {
    return {};
  }
}

/** The act a request is, when it is an administrator's write of ADMIN_ACTS. */
function actOf(request: FastifyRequest) {
  if (READS.has(request.method) || !request.auth?.isAdmin) return null;
  const route = request.routeOptions.url?.replace(/^\/api(?=\/)/, '');
  return route ? (ADMIN_ACTS[`${request.method} ${route}`] ?? null) : null;
}

/**
 * Records every successful administrator act of ADMIN_ACTS in the audit log, as its reply is
 * sent: who, from which address, what, which record and whose, and the request's fields
 * (secrets left out). The generic resource routes record their own, inside their transaction.
 */
export function recordAdminActs(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const act = actOf(request);
    const auth = request.auth;
    if (!act || !auth || wasAudited(request)) return payload;
    const input: ActInput = {
      params: objectOr(request.params) as ActInput['params'],
      // Only JSON bodies are kept: an upload's file never goes into the log.
      body: String(request.headers['content-type'] ?? '').startsWith('application/json') ? objectOr(request.body) : {},
      reply: replyResponse(payload),
    };
    const body = Object.keys(input.body).length ? input.body : null;
    await app.db.transaction().execute((trx) =>
      appendAudit(trx, {
        actorId: auth.userId,
        ip: request.ip,
        kind: actKind(act, input),
        recordTable: act.table,
        recordId: act.id(input),
        subjectId: act.subject?.(input) ?? null,
        before: null,
        after: body,
      }),
    );
    return payload;
  });
}
