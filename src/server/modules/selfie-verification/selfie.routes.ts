import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin, requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { selfieEn } from '../../../shared/i18n/selfie-verification/en.ts';
import {
  SelfieChallengeReply,
  SelfieCheckBody,
  SelfieCheckReply,
  SelfieDecisionReply,
  SelfieQueueQuery,
  SelfieQueueReply,
  SelfieRejectBody,
  SelfieStatusReply,
} from '../../../shared/schemas/selfie-verification.ts';
import { approveCheck, rejectCheck, selfieImage, selfieQueue, selfieStatus, startChallenge, submitCheck } from './selfie.service.ts';

const tags = ['Selfie verification'];
const idOnly = object({ id: idParam.schema.id });
const REFUSAL = selfieEn.server.membersOnly;
/** Five pictures of a few hundred kilobytes each fit; more is refused before it is read. */
const CHECK_BODY_LIMIT = 12 * 1024 * 1024;

/** A live selfie checked against the profile photos (docs/product/trust.md, docs/decisions/093-selfie-verification.md). */
export function registerSelfieRoutes(app: FastifyInstance) {
  app.get(
    '/selfie-verification',
    {
      schema: routeDoc({ tags, summary: 'Where the member’s selfie check stands, and whether she may start one', access: 'member', reply: SelfieStatusReply }),
    },
    async (request, reply) => send(reply, await selfieStatus(app, requireMember(request, REFUSAL).userId)),
  );
  app.post(
    '/selfie-verification/challenges',
    {
      schema: routeDoc({
        tags,
        summary: 'A liveness challenge: steps in an order the server chose, to answer within five minutes',
        access: 'member',
        reply: SelfieChallengeReply,
        status: 201,
        errors: [403, 409, 429],
      }),
    },
    async (request, reply) => send(reply, await startChallenge(app, requireMember(request, REFUSAL).userId), 201),
  );
  app.post(
    '/selfie-verification/checks',
    {
      schema: routeDoc({
        tags,
        summary: 'Answer a challenge with one picture per step and a selfie; the server checks them against the profile photos',
        access: 'member',
        body: SelfieCheckBody,
        reply: SelfieCheckReply,
        status: 201,
        errors: [403, 409, 413, 415, 429],
      }),
      bodyLimit: CHECK_BODY_LIMIT,
    },
    async (request, reply) => {
      const auth = requireMember(request, REFUSAL);
      const body = parse(request.body, SelfieCheckBody);
      return send(reply, await submitCheck(app, auth.userId, body), 201);
    },
  );
  app.get(
    '/selfie-verification/checks/:id/selfie',
    {
      schema: routeDoc({
        tags,
        summary: 'The selfie of a waiting check, for its member and administrators only',
        access: 'member',
        params: idOnly,
        produces: 'image/*',
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const { id } = parse(request.params, idOnly);
      const bytes = await selfieImage(app, id, { userId: auth.userId, isAdmin: auth.isAdmin });
      return reply
        .header('content-type', 'application/octet-stream')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
  app.get(
    '/selfie-verification/queue',
    {
      schema: routeDoc({
        tags,
        summary: 'Selfie checks waiting for a decision, the oldest first, with the members’ photos (administrators)',
        access: 'admin',
        query: SelfieQueueQuery,
        reply: SelfieQueueReply,
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const q = parse(request.query, SelfieQueueQuery);
      return send(reply, await selfieQueue(app, auth.userId, q.page, q.pageSize));
    },
  );
  app.post(
    '/selfie-verification/checks/:id/approve',
    {
      schema: routeDoc({
        tags,
        summary: 'Approve a waiting selfie: the badge, the selfie deleted, the member mailed (administrators)',
        access: 'admin',
        params: idOnly,
        reply: SelfieDecisionReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      return send(reply, await auditedAct(app.db, request, (db) => approveCheck(app, db, auth.userId, id)));
    },
  );
  app.post(
    '/selfie-verification/checks/:id/reject',
    {
      schema: routeDoc({
        tags,
        summary: 'Reject a waiting selfie with the reason the member reads; the selfie deleted (administrators)',
        access: 'admin',
        params: idOnly,
        body: SelfieRejectBody,
        reply: SelfieDecisionReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      const body = parse(request.body, SelfieRejectBody);
      return send(reply, await auditedAct(app.db, request, (db) => rejectCheck(app, db, auth.userId, id, body.reason)));
    },
  );
}
