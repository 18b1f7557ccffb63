import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { contactRateLimit } from '../../lib/rate-limits.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import {
  GrievanceAdminItemReply,
  GrievanceBody,
  GrievanceDecisionBody,
  GrievanceFiledReply,
  GrievanceLookupBody,
  GrievancePageReply,
  GrievanceQueueQuery,
  GrievanceReportQuery,
  GrievanceReportReply,
  GrievanceStatusReply,
} from '../../../shared/schemas/grievances.ts';
import {
  acknowledgeGrievance,
  decideGrievance,
  fileGrievance,
  grievanceQueue,
  grievanceStatus,
  monthlyReport,
  takeDownGrievance,
} from './grievances.service.ts';

const tags = ['Grievances'];
const idOnly = object({ id: idParam.schema.id });

/** Grievances under the IT Rules 2021 (docs/product/trust.md): anyone files and follows; administrators act. */
export function registerGrievanceRoutes(app: FastifyInstance) {
  app.post(
    '/grievances',
    {
      schema: routeDoc({
        tags,
        summary: 'File a complaint with the grievance officer, as a member or a visitor; answers its ticket number and clocks',
        access: 'optional',
        body: GrievanceBody,
        reply: GrievanceFiledReply,
        status: 201,
        errors: [429],
      }),
      config: { rateLimit: contactRateLimit(app) },
    },
    async (request, reply) => {
      const body = parse(request.body, GrievanceBody);
      const userId = request.auth && !request.auth.actor ? request.auth.userId : null;
      return send(reply, await fileGrievance(app, body, userId), 201);
    },
  );
  app.post(
    '/grievances/status',
    {
      schema: routeDoc({
        tags,
        summary: 'Follow a complaint by its ticket number and the e-mail address it was filed with',
        access: 'public',
        body: GrievanceLookupBody,
        reply: GrievanceStatusReply,
        errors: [404, 429],
      }),
      config: { rateLimit: contactRateLimit(app) },
    },
    async (request, reply) => {
      const body = parse(request.body, GrievanceLookupBody);
      return send(reply, await grievanceStatus(app.db, body.ticket, body.email));
    },
  );
  app.get(
    '/grievances',
    {
      schema: routeDoc({
        tags,
        summary: 'Complaints with their clocks, the nearest first (administrators)',
        access: 'admin',
        query: GrievanceQueueQuery,
        reply: GrievancePageReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parse(request.query, GrievanceQueueQuery);
      return send(reply, await grievanceQueue(app.db, q.status ?? 'open', q.page, q.pageSize));
    },
  );
  app.get(
    '/grievances/report',
    {
      schema: routeDoc({
        tags,
        summary: "A month's complaints by kind and outcome (administrators)",
        access: 'admin',
        query: GrievanceReportQuery,
        reply: GrievanceReportReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parse(request.query, GrievanceReportQuery);
      return send(reply, await monthlyReport(app.db, q.month));
    },
  );
  app.post(
    '/grievances/:id/acknowledge',
    {
      schema: routeDoc({
        tags,
        summary: 'Acknowledge a complaint; its author is mailed (administrators)',
        access: 'admin',
        params: idOnly,
        reply: GrievanceAdminItemReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      return send(reply, await auditedAct(app.db, request, (db) => acknowledgeGrievance(app, db, id)));
    },
  );
  app.post(
    '/grievances/:id/take-down',
    {
      schema: routeDoc({
        tags,
        summary: 'Take down the profile an impersonation or intimate-image complaint names (administrators)',
        access: 'admin',
        params: idOnly,
        reply: GrievanceAdminItemReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      return send(reply, await auditedAct(app.db, request, (db) => takeDownGrievance(app, db, auth.userId, id)));
    },
  );
  app.post(
    '/grievances/:id/decide',
    {
      schema: routeDoc({
        tags,
        summary: 'Decide a complaint; its author is mailed the outcome, the reason and how to appeal (administrators)',
        access: 'admin',
        params: idOnly,
        body: GrievanceDecisionBody,
        reply: GrievanceAdminItemReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      const body = parse(request.body, GrievanceDecisionBody);
      return send(reply, await auditedAct(app.db, request, (db) => decideGrievance(app, db, auth.userId, id, body.outcome, body.reason)));
    },
  );
}
