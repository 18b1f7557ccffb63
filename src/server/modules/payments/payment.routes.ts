import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import {
  AddPaymentSchema,
  PaymentRecordedReply,
  RazorpayWebhookBody,
  RazorpayWebhookHeaders,
  TestPaymentReply,
  WebhookResultReply,
} from '../../../shared/schemas/subscription.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { addPayment, captureReported, openOrderOf } from './payment.service.ts';
import type { TestProvider } from './providers.ts';
import { hmacHex, safeEqualHex } from './signatures.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';

/** The part of a Razorpay webhook read here; anything may be missing, so every field is checked. */
type RazorpayEvent = { event?: unknown; payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; amount?: unknown } | null } | null } | null };

const tags = ['Payments'];
const checkoutBody = object({ subscriptionId: idParam.schema.id });

export function registerPaymentRoutes(app: FastifyInstance, provider: PaymentProvider, testProvider: TestProvider | null) {
  const db = app.db;

  app.post(
    '/Payment/AddPayment/',
    {
      schema: routeDoc({
        tags,
        summary: "Record a payment after verifying the provider's signature",
        access: 'member',
        body: AddPaymentSchema,
        reply: PaymentRecordedReply,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const input = parse(request.body, AddPaymentSchema);
      return send(reply, await auditedAct(db, request, (trx) => addPayment(trx, provider, auth, input)));
    },
  );

  // The test provider's checkout: clearly a test, available only while the test provider is configured.
  app.post(
    '/Payment/test-checkout',
    {
      schema: routeDoc({
        tags,
        summary: 'TEST PROVIDER ONLY: pay an order without charging anything',
        access: 'member',
        body: checkoutBody,
        reply: TestPaymentReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      if (!testProvider) throw notFound('Test payments are switched off on this site.');
      const { subscriptionId } = parse(request.body, checkoutBody);
      const auth = requireSignedIn(request);
      const paid = await auditedAct(db, request, async (trx) => {
        const order = await openOrderOf(trx, auth, subscriptionId);
        return {
          subscriptionId: order.subscriptionId,
          proof: testProvider.pay(order.providerOrderId),
          test: true,
          notice: 'Test payment — no money was charged.',
        };
      });
      return send(reply, paid);
    },
  );

  // Razorpay webhook: the raw body is what Razorpay signed, so this route parses JSON itself.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/Payment/razorpay-webhook',
      {
        schema: routeDoc({
          tags,
          summary: 'Razorpay webhook (payment.captured), idempotent by payment id',
          access: 'public',
          description: 'Signed by Razorpay with X-Razorpay-Signature (HMAC-SHA256 of the raw body).',
          headers: RazorpayWebhookHeaders,
          body: RazorpayWebhookBody,
          reply: WebhookResultReply,
          errors: [400, 404],
        }),
      },
      async (request, reply) => {
        const secret = app.config.payments.razorpayWebhookSecret;
        if (!secret) throw notFound('Webhooks are not configured.');
        const raw = request.body as Buffer;
        const signature = String(request.headers['x-razorpay-signature'] ?? '');
        if (!Buffer.isBuffer(raw) || !safeEqualHex(signature, hmacHex(secret, raw)))
          throw new HttpError(400, 'bad_signature', 'The webhook signature is not valid.');
        let event: RazorpayEvent | null;
        try {
          event = JSON.parse(raw.toString('utf8')) as RazorpayEvent | null;
        } catch {
          throw new HttpError(400, 'bad_request', 'The request body is not valid JSON.');
        }
        const payment = event?.payload?.payment?.entity;
        if (event?.event !== 'payment.captured' || typeof payment?.id !== 'string' || typeof payment?.order_id !== 'string')
          return send(reply, { ignored: true });
        return send(reply, await captureReported(db, { id: payment.id, orderId: payment.order_id, amount: payment.amount }));
      },
    );
  });
}
