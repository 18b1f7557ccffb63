import type { FastifyInstance } from 'fastify';
import { array, define, nullable, object, optional } from 'superstruct';
import { pagingFields } from '../../../shared/schemas/paging.ts';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { parse } from '../../lib/validate.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { requireAdmin, requireSignedIn, requireSelfOrAdmin } from '../../plugins/auth-context.ts';
import { AdminSubscriptionUpdateSchema, CheckoutReply, CreateSubscriptionSchema, UserSubscriptionReply } from '../../../shared/schemas/subscription.ts';
import type { PaymentProvider } from '../payments/index.ts';
import {
  activate,
  allSubscriptions,
  orderSubscription,
  storeSubscription,
  currentSubscription,
  deleteSubscription,
  receiptOf,
  setStatus,
  subscriptionFor,
  subscriptionsOf,
} from './subscription.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { invoiceOf, sendPaymentConfirmation } from './invoice.service.ts';
import { DeletedReply, pageOf } from '../../../shared/schemas/reply.ts';

const tags = ['Subscriptions'];
const userParam = object({ userId: idParam.schema.id });
const adminListQuery = object({
  ...pagingFields({ defaultPageSize: 20, maxPageSize: 100 }),
  status: optional(
    define<string>('status', (v) =>
      ['pending', 'active', 'cancelled', 'expired'].includes(String(v)) ? true : 'status must be pending, active, expired or cancelled',
    ),
  ),
});

export function registerSubscriptionRoutes(app: FastifyInstance, provider: PaymentProvider) {
  const db = app.db;

  app.post(
    '/Subscription/create',
    {
      schema: routeDoc({
        tags,
        summary: 'Start buying a plan: a pending subscription and a payment order (amount from the plan)',
        access: 'member',
        body: CreateSubscriptionSchema,
        reply: CheckoutReply,
        status: 201,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      // The provider's order is asked for before the transaction: no network call holds it open.
      const order = await orderSubscription(db, provider, auth, parse(request.body, CreateSubscriptionSchema));
      return send(reply, await auditedAct(db, request, (trx) => storeSubscription(trx, auth, order)), 201);
    },
  );

  app.put(
    '/Subscription/:id/activate',
    {
      schema: routeDoc({
        tags,
        summary: 'Activate a paid subscription (admins may activate unpaid ones)',
        access: 'member',
        params: idParam,
        reply: UserSubscriptionReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      const auth = requireSignedIn(request);
      const activated = await auditedAct(db, request, (trx) => activate(trx, auth, id));
      await sendPaymentConfirmation(db, app.mail, app.config.siteUrl, id);
      return send(reply, activated);
    },
  );

  app.get(
    '/Subscription/active/:userId',
    {
      schema: routeDoc({
        tags,
        summary: 'The plan in force now, or null',
        access: 'member',
        params: userParam,
        reply: nullable(UserSubscriptionReply),
        errors: [403],
      }),
    },
    async (request, reply) => {
      const { userId } = parse(request.params, userParam);
      requireSelfOrAdmin(request, userId);
      return send(reply, await currentSubscription(db, userId, { locale: requestLocale(request) }));
    },
  );

  app.get(
    '/Subscription/GetAllUserSubscriptionByUserId/:userId',
    {
      schema: routeDoc({
        tags,
        summary: "A member's subscriptions, newest first",
        access: 'member',
        params: userParam,
        reply: array(UserSubscriptionReply),
        errors: [403],
      }),
    },
    async (request, reply) => {
      const { userId } = parse(request.params, userParam);
      requireSelfOrAdmin(request, userId);
      return send(reply, await subscriptionsOf(db, userId, requestLocale(request)));
    },
  );

  app.get(
    '/Subscription/GetAllUserSubscription',
    {
      schema: routeDoc({
        tags,
        summary: 'All subscriptions (admin; paged; filter by status)',
        access: 'admin',
        query: adminListQuery,
        reply: pageOf(UserSubscriptionReply),
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      return send(reply, await allSubscriptions(db, parse(request.query, adminListQuery), requestLocale(request)));
    },
  );

  app.get(
    '/Subscription/:id',
    { schema: routeDoc({ tags, summary: 'One subscription (owner or admin)', access: 'member', params: idParam, reply: UserSubscriptionReply }) },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      return send(reply, await subscriptionFor(db, requireSignedIn(request), id, requestLocale(request)));
    },
  );

  app.get(
    '/Subscription/:id/receipt',
    {
      schema: routeDoc({
        tags,
        summary: 'Download the receipt of a paid subscription',
        access: 'member',
        params: idParam,
        produces: 'text/plain',
        errors: [409],
      }),
    },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      const receipt = await receiptOf(db, requireSignedIn(request), id);
      reply.header('content-disposition', `attachment; filename="receipt-${id}.txt"`).header('cache-control', 'private, no-store');
      return reply.type('text/plain; charset=utf-8').send(receipt);
    },
  );

  app.get(
    '/Subscription/:id/invoice',
    {
      schema: routeDoc({
        tags,
        summary: 'Download the GST tax invoice (PDF) of a paid subscription',
        access: 'member',
        params: idParam,
        produces: 'application/pdf',
        errors: [409],
      }),
    },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      const { fileName, pdf } = await invoiceOf(db, requireSignedIn(request), id);
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store');
      return reply.type('application/pdf').send(pdf);
    },
  );

  app.put(
    '/Subscription/GetAllUserSubscription/:id',
    {
      schema: routeDoc({
        tags,
        summary: "Change a subscription's status (admin)",
        access: 'admin',
        params: idParam,
        body: AdminSubscriptionUpdateSchema,
        reply: UserSubscriptionReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const { status } = parse(request.body, AdminSubscriptionUpdateSchema);
      return send(reply, await auditedAct(db, request, (trx) => setStatus(trx, auth, id, status)));
    },
  );

  const remove = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const { id } = parse(request.params, idParam);
    const auth = requireSignedIn(request);
    return send(reply, await auditedAct(db, request, (trx) => deleteSubscription(trx, auth, id)));
  };
  app.delete(
    '/Subscription/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Delete an unpaid subscription (admin: any; members: their own pending ones). A paid one is kept: cancel it instead (409)',
        access: 'member',
        params: idParam,
        reply: DeletedReply,
        errors: [409],
      }),
    },
    remove,
  );
  app.delete(
    '/Subscription/DeleteUserSubscription/:id',
    { schema: routeDoc({ tags, summary: 'Delete a subscription (same rules)', access: 'member', params: idParam, reply: DeletedReply, errors: [409] }) },
    remove,
  );
}
