import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/request-locale.ts';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireAdmin, requireSignedIn, requireSelfOrAdmin } from '../../plugins/auth-context.ts';
import { AdminSummaryReply, MemberSummaryQuery, MemberSummaryReply } from '../../../shared/schemas/dashboard.ts';
import { adminSummary, memberSummary } from './dashboard.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';

const tags = ['Dashboard'];

/** The two dashboard summaries of docs/product/api.md. */
export function registerDashboardRoutes(app: FastifyInstance) {
  app.get(
    '/Dashboard/GetUserSummary',
    { schema: routeDoc({ tags, summary: 'Site-wide figures for the admin home', access: 'admin', reply: AdminSummaryReply }) },
    async (request, reply) => {
      requireAdmin(request);
      return send(reply, await adminSummary(app.db));
    },
  );

  app.get(
    '/Dashboard/GetUserMatchingSummaryAsync',
    {
      schema: routeDoc({
        tags,
        summary: "A member's own figures (userId defaults to the signed-in member)",
        access: 'member',
        query: MemberSummaryQuery,
        reply: MemberSummaryReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const userId = parse(request.query, MemberSummaryQuery).userId ?? auth.userId;
      requireSelfOrAdmin(request, userId);
      return send(reply, await memberSummary(app.db, userId, requestLocale(request)));
    },
  );
}
