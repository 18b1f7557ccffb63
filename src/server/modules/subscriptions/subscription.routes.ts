import type { FastifyInstance } from 'fastify';
import { define, object, optional } from 'superstruct';
import { pagingFields } from '../../../shared/schemas/paging.ts';
import { untyped } from '../../db/database.ts';
import { send } from '../../lib/envelope.ts';
import { conflict } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { requireAdmin, requireMember, requireSelfOrAdmin } from '../../plugins/auth-context.ts';
import { AdminSubscriptionUpdateSchema, CreateSubscriptionSchema } from '../../../shared/schemas/subscription.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { activate, createSubscription, currentSubscription, deleteSubscription, present, subscriptionColumns, subscriptionFor } from './subscription.service.ts';
import { receiptText } from './receipt.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { checkout, deleted, listOf, pageOf, subscription } from '../../lib/openapi/replies.ts';

const tags = ['Subscriptions'];
const userParam = object({ userId: idParam.schema.id });
const adminListQuery = object({
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 100 }),
  status: optional(define<string>('status', (v) => (['pending', 'active', 'cancelled', 'expired'].includes(String(v)) ? true : 'status must be pending, active, expired or cancelled'))),
});

export function registerSubscriptionRoutes(app: FastifyInstance, provider: PaymentProvider) {
  const db = untyped(app.db);
  const withPlan = () => db.selectFrom('userSubscription as s').innerJoin('subscriptionPlan as p', 'p.id', 's.planId');

  app.post('/Subscription/create', { schema: routeDoc({ tags, summary: 'Start buying a plan: a pending subscription and a payment order (amount from the plan)', access: 'member', body: CreateSubscriptionSchema, reply: checkout, status: 201, errors: [403, 404, 409] }) }, async (request, reply) => {
    const auth = requireMember(request);
    return send(reply, await createSubscription(db, provider, auth, parse(request.body, CreateSubscriptionSchema)), 201);
  });

  app.put('/Subscription/:id/activate', { schema: routeDoc({ tags, summary: 'Activate a paid subscription (admins may activate unpaid ones)', access: 'member', params: idParam, reply: subscription, errors: [409] }) }, async (request, reply) => {
    const { id } = parse(request.params, idParam);
    return send(reply, await activate(db, requireMember(request), id));
  });

  app.get('/Subscription/active/:userId', { schema: routeDoc({ tags, summary: 'The plan in force now, or null', access: 'member', params: userParam, reply: { anyOf: [subscription, { type: 'null' }] }, errors: [403] }) }, async (request, reply) => {
    const { userId } = parse(request.params, userParam);
    requireSelfOrAdmin(request, userId);
    return send(reply, await currentSubscription(db, userId));
  });

  app.get('/Subscription/GetAllUserSubscriptionByUserId/:userId', { schema: routeDoc({ tags, summary: "A member's subscriptions, newest first", access: 'member', params: userParam, reply: listOf(subscription), errors: [403] }) }, async (request, reply) => {
    const { userId } = parse(request.params, userParam);
    requireSelfOrAdmin(request, userId);
    const rows = await withPlan().select(subscriptionColumns).where('s.userId', '=', userId).orderBy('s.id', 'desc').execute();
    return send(reply, rows.map(present));
  });

  app.get('/Subscription/GetAllUserSubscription', { schema: routeDoc({ tags, summary: 'All subscriptions (admin; paged; filter by status)', access: 'admin', query: adminListQuery, reply: pageOf(subscription) }) }, async (request, reply) => {
    requireAdmin(request);
    const q = parse(request.query, adminListQuery);
    const { page, pageSize } = q;
    const now = new Date().toISOString();
    let base = withPlan().innerJoin('users as u', 'u.id', 's.userId');
    if (q.status === 'expired') base = base.where('s.status', '=', 'active').where('s.endsAt', '<=', now);
    else if (q.status === 'active') base = base.where('s.status', '=', 'active').where('s.endsAt', '>', now);
    else if (q.status) base = base.where('s.status', '=', q.status);
    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base.select(subscriptionColumns).select(['u.name as userName', 'u.email as userEmail']).orderBy('s.id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
    return send(reply, { items: rows.map(present), page, pageSize, total });
  });

  app.get('/Subscription/:id', { schema: routeDoc({ tags, summary: 'One subscription (owner or admin)', access: 'member', params: idParam, reply: subscription }) }, async (request, reply) => {
    const { id } = parse(request.params, idParam);
    return send(reply, await subscriptionFor(db, requireMember(request), id));
  });

  app.get('/Subscription/:id/receipt', { schema: routeDoc({ tags, summary: 'Download the receipt of a paid subscription', access: 'member', params: idParam, produces: 'text/plain', errors: [409] }) }, async (request, reply) => {
    const { id } = parse(request.params, idParam);
    const sub = await subscriptionFor(db, requireMember(request), id);
    const payment = await db.selectFrom('payment').select(['provider', 'providerPaymentId', 'verifiedAt', 'amountPaise']).where('subscriptionId', '=', id).where('status', '=', 'captured').executeTakeFirst();
    if (!payment) throw conflict('There is no receipt until the payment is complete.');
    const user = await db.selectFrom('users').select(['name', 'email']).where('id', '=', sub.userId).executeTakeFirstOrThrow();
    reply.header('content-disposition', `attachment; filename="receipt-${id}.txt"`).header('cache-control', 'private, no-store');
    return reply.type('text/plain; charset=utf-8').send(receiptText(sub, payment, user));
  });

  app.put('/Subscription/GetAllUserSubscription/:id', { schema: routeDoc({ tags, summary: "Change a subscription's status (admin)", access: 'admin', params: idParam, body: AdminSubscriptionUpdateSchema, reply: subscription, errors: [409] }) }, async (request, reply) => {
    const auth = requireAdmin(request);
    const { id } = parse(request.params, idParam);
    const { status } = parse(request.body, AdminSubscriptionUpdateSchema);
    const sub = await subscriptionFor(db, auth, id);
    if (status === 'active' && sub.status !== 'active') return send(reply, await activate(db, auth, id));
    await db.updateTable('userSubscription').set({ status, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();
    return send(reply, await subscriptionFor(db, auth, id));
  });

  const remove = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { id } = parse(request.params, idParam);
    return send(reply, await deleteSubscription(db, requireMember(request), id));
  };
  app.delete('/Subscription/:id', { schema: routeDoc({ tags, summary: 'Delete an unpaid subscription (admin: any; members: their own pending ones). A paid one is kept: cancel it instead (409)', access: 'member', params: idParam, reply: deleted, errors: [409] }) }, remove);
  app.delete('/Subscription/DeleteUserSubscription/:id', { schema: routeDoc({ tags, summary: 'Delete a subscription (same rules)', access: 'member', params: idParam, reply: deleted, errors: [409] }) }, remove);
}
