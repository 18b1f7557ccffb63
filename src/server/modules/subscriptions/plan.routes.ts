import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { parse } from '../../lib/validate.ts';
import { idParam, listQueryStruct, type ListQuery } from '../../lib/crud/list-query.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import { DeletedReply } from '../../../shared/schemas/reply.ts';
import { PlanListReply, PlanReply, PlanSchema } from '../../../shared/schemas/subscription.ts';
import { MODULE_RESOURCES } from '../../../shared/resources.ts';
import { asksForPage, pagePlans } from './plan-list.ts';
import { createPlan, deletePlan, findPlan, listPlans, updatePlan } from './plan.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requestLocale } from '../../lib/request-locale.ts';

const tags = ['Subscription plans'];
const planResource = MODULE_RESOURCES.find((r) => r.table === 'subscriptionPlan')!;
const planListQuery = listQueryStruct(planResource);

/** SubscriptionPlan routes of docs/product/api.md: anyone reads active plans, admins keep them. */
export function registerPlanRoutes(app: FastifyInstance) {
  const db = app.db;
  app.get(
    '/SubscriptionPlan/GetAllSubscriptionPlan',
    {
      schema: routeDoc({
        tags,
        summary: 'Plans (active ones; administrators see all); paged when a page, search, sort or filter is asked for',
        access: 'optional',
        query: planListQuery,
        reply: PlanListReply,
      }),
    },
    async (request, reply) => {
      // Asked with page, pageSize, search, sort or a filter, the plans come paged like every list;
      // asked bare, as the original clients do (docs/product/api.md), they come as the whole array.
      const paged = asksForPage(request.query, planResource) ? parse(request.query, planListQuery) : null;
      const plans = await listPlans(db, Boolean(request.auth?.isAdmin), requestLocale(request));
      return send(reply, paged ? pagePlans(planResource, plans, paged as ListQuery) : plans);
    },
  );
  app.get(
    '/SubscriptionPlan/GetSubscriptionPlanById/:id',
    { schema: routeDoc({ tags, summary: 'One plan', access: 'optional', params: idParam, reply: PlanReply }) },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      return send(reply, await findPlan(db, id, Boolean(request.auth?.isAdmin), requestLocale(request)));
    },
  );
  app.post(
    '/SubscriptionPlan/AddSubscriptionPlan',
    { schema: routeDoc({ tags, summary: 'Add a plan (admin)', access: 'admin', body: PlanSchema, reply: PlanReply, status: 201, errors: [409] }) },
    async (request, reply) => {
      requireAdmin(request);
      const input = parse(request.body, PlanSchema);
      return send(reply, await auditedAct(db, request, (trx) => createPlan(trx, input)), 201);
    },
  );
  app.put(
    '/SubscriptionPlan/UpdateSubscriptionPlan/:id',
    { schema: routeDoc({ tags, summary: 'Change a plan (admin)', access: 'admin', params: idParam, body: PlanSchema, reply: PlanReply, errors: [409] }) },
    async (request, reply) => {
      requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const input = parse(request.body, PlanSchema);
      return send(reply, await auditedAct(db, request, (trx) => updatePlan(trx, id, input)));
    },
  );
  app.delete(
    '/SubscriptionPlan/DeleteSubscriptionPlan/:id',
    { schema: routeDoc({ tags, summary: 'Delete a plan nobody bought (admin)', access: 'admin', params: idParam, reply: DeletedReply, errors: [409] }) },
    async (request, reply) => {
      requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const deleted = await auditedAct(db, request, async (trx) => {
        await deletePlan(trx, id);
        return { id, deleted: true };
      });
      return send(reply, deleted);
    },
  );
}
