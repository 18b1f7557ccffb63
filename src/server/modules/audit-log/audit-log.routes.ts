import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { pageOf } from '../../../shared/schemas/reply.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import { AuditLogQuery, AuditLogRowReply } from '../../../shared/schemas/audit-log.ts';
import { auditLogCsv, auditLogPage, type AuditLogFilter } from './audit-log.repository.ts';

const tags = ['Audit log'];

const filterOf = (q: ReturnType<typeof parseQuery>): AuditLogFilter => ({ actorId: q.actorId, memberId: q.memberId, kind: q.kind, from: q.from, to: q.to });
const parseQuery = (query: unknown) => parse(query, AuditLogQuery);

/**
 * The audit log of administrator acts, for administrators: read and exported, never changed or
 * deleted (no route does either; docs/product/trust.md).
 */
export function registerAuditLogRoutes(app: FastifyInstance) {
  app.get(
    '/audit-log',
    {
      schema: routeDoc({
        tags,
        summary: 'Administrator acts, newest first (administrators; filters: administrator, member, kind, days)',
        access: 'admin',
        query: AuditLogQuery,
        reply: pageOf(AuditLogRowReply),
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parseQuery(request.query);
      return send(reply, await auditLogPage(app.db, filterOf(q), q.page, q.pageSize));
    },
  );
  app.get(
    '/audit-log.csv',
    {
      schema: routeDoc({
        tags,
        summary: 'The filtered administrator acts as a CSV file (administrators)',
        access: 'admin',
        query: AuditLogQuery,
        produces: 'text/csv',
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parseQuery(request.query);
      const csv = await auditLogCsv(app.db, filterOf(q));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`)
        .send(csv);
    },
  );
}
