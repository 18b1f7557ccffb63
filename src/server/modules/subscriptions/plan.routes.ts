import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import { PlanSchema } from '../../../shared/schemas/subscription.ts';
import { createPlan, deletePlan, findPlan, listPlans, updatePlan } from './plan.service.ts';

const tags = ['Subscription plans'];

/** SubscriptionPlan routes of specification section 7: anyone reads active plans, admins keep them. */
export function registerPlanRoutes(app: FastifyInstance) {
  const db = app.db;
  app.get('/SubscriptionPlan/GetAllSubscriptionPlan', { schema: { tags, summary: 'Plans (active ones; administrators see all)' } }, async (request, reply) => send(reply, await listPlans(db, Boolean(request.auth?.isAdmin))));
  app.get('/SubscriptionPlan/GetSubscriptionPlanById/:id', { schema: { tags, summary: 'One plan' } }, async (request, reply) => {
    const { id } = parse(request.params, idParam);
    return send(reply, await findPlan(db, id, Boolean(request.auth?.isAdmin)));
  });
  app.post('/SubscriptionPlan/AddSubscriptionPlan', { schema: { tags, summary: 'Add a plan (admin)' } }, async (request, reply) => {
    requireAdmin(request);
    return send(reply, await createPlan(db, parse(request.body, PlanSchema)), 201);
  });
  app.put('/SubscriptionPlan/UpdateSubscriptionPlan/:id', { schema: { tags, summary: 'Change a plan (admin)' } }, async (request, reply) => {
    requireAdmin(request);
    const { id } = parse(request.params, idParam);
    return send(reply, await updatePlan(db, id, parse(request.body, PlanSchema)));
  });
  app.delete('/SubscriptionPlan/DeleteSubscriptionPlan/:id', { schema: { tags, summary: 'Delete a plan nobody bought (admin)' } }, async (request, reply) => {
    requireAdmin(request);
    const { id } = parse(request.params, idParam);
    await deletePlan(db, id);
    return send(reply, { id, deleted: true });
  });
}
