import type { FastifyInstance } from 'fastify';
import { array, object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin, requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import {
  AppealBody,
  AppealStateReply,
  ModeratedReply,
  ModerationBody,
  MyReportReply,
  ReportBody,
  ReportedProfileReply,
  ReportFiledReply,
  ReportQueuePageReply,
  ReportQueueQuery,
  WarningReply,
} from '../../../shared/schemas/interests.ts';
import { fileAppeal, fileReport, moderate, moderationRecord, myAppeal, myReports, myWarnings, reportQueue } from './moderation.service.ts';

const userParam = object({ userId: idParam.schema.id });
const tags = ['Moderation'];

export function registerModerationRoutes(app: FastifyInstance) {
  app.post(
    '/reports',
    {
      schema: routeDoc({
        tags,
        summary: 'Report a profile with a reason and what happened; optionally block the member in the same step',
        access: 'member',
        body: ReportBody,
        reply: ReportFiledReply,
        status: 201,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, 'Reports are made by members; administrators act on them under Reports.');
      const body = parse(request.body, ReportBody);
      return send(reply, await fileReport(app, auth.userId, body), 201);
    },
  );
  app.get(
    '/reports/mine',
    { schema: routeDoc({ tags, summary: "The member's own reports and, in general words, what came of them", access: 'member', reply: array(MyReportReply) }) },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, await myReports(app.db, auth.userId));
    },
  );
  app.get(
    '/moderation/warnings',
    { schema: routeDoc({ tags, summary: 'Warnings our administrators gave the member, with the reason', access: 'member', reply: array(WarningReply) }) },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, await myWarnings(app.db, auth.userId));
    },
  );
  app.get(
    '/moderation/appeal',
    {
      schema: routeDoc({
        tags,
        summary: 'Whether the member is hidden from discovery by reports, and whether their one appeal is still to make',
        access: 'member',
        reply: AppealStateReply,
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, 'Appeals are made by members.');
      return send(reply, await myAppeal(app.db, auth.userId));
    },
  );
  app.post(
    '/moderation/appeal',
    {
      schema: routeDoc({
        tags,
        summary: 'Appeal once against an automatic hide; the appeal waits for administrators in the report queue',
        access: 'member',
        body: AppealBody,
        reply: AppealStateReply,
        status: 201,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, 'Appeals are made by members.');
      const body = parse(request.body, AppealBody);
      return send(reply, await fileAppeal(app, auth.userId, body.text), 201);
    },
  );
  app.get(
    '/moderation/reports',
    {
      schema: routeDoc({
        tags,
        summary: 'Reported profiles with their reports and moderation log (administrators)',
        access: 'admin',
        query: ReportQueueQuery,
        reply: ReportQueuePageReply,
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const q = parse(request.query, ReportQueueQuery);
      return send(reply, await reportQueue(app, auth.userId, q.status, q.page, q.pageSize));
    },
  );
  app.get(
    '/moderation/members/:userId',
    {
      schema: routeDoc({
        tags,
        summary: "A member's reports and moderation log (administrators)",
        access: 'admin',
        params: userParam,
        reply: ReportedProfileReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { userId } = parse(request.params, userParam);
      return send(reply, await moderationRecord(app, auth.userId, userId));
    },
  );
  app.post(
    '/moderation/members/:userId/actions',
    {
      schema: routeDoc({
        tags,
        summary: 'Dismiss the reports, warn the member (they are told why), hide the profile from discovery, or deactivate the account (administrators)',
        access: 'admin',
        params: userParam,
        body: ModerationBody,
        reply: ModeratedReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { userId } = parse(request.params, userParam);
      const body = parse(request.body, ModerationBody);
      return send(
        reply,
        await auditedAct(app.db, request, (db) =>
          moderate({ db, config: app.config, events: app.events, mail: app.mail }, auth.userId, userId, body.action, body.note),
        ),
      );
    },
  );
}
