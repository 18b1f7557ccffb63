import type { FastifyInstance } from 'fastify';
import { boolean, type } from 'superstruct';
import { PushEndpointBody, PushKeyReply, PushSubscriptionBody, PushSubscriptionReply, QuietHoursBody, QuietHoursReply } from '../../../shared/schemas/push.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { send } from '../../lib/envelope.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember } from '../../plugins/auth-context.ts';
import { findSubscription, quietHours, removeSubscription, saveSubscription, setQuietHours } from './push.repository.ts';
import { isPushServiceEndpoint } from './push-endpoint.ts';
import { subscribePush } from './push.sender.ts';
import { vapidKeys } from './vapid-keys.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.PUSH_MSG;

const tags = ['Push notifications'];
const RemovedReply = type({ removed: boolean() });

/** Push notifications per device (docs/product/calls-and-push.md). */
export function registerPushRoutes(app: FastifyInstance) {
  const found = vapidKeys(app.config);
  if (found) {
    const pushing = subscribePush(app.events, {
      db: app.db,
      keys: found.keys,
      subject: app.config.vapid.subject,
      loopbackForTests: app.config.pushLoopbackForTests,
      onError: (error) => app.log.warn({ err: error instanceof Error ? error.message : error }, 'push: sending failed'),
    });
    app.addHook('onClose', async () => {
      pushing.stop();
      await pushing.settled();
    });
  }
  const member = (request: Parameters<typeof requireMember>[0]) => requireMember(request, M.staff).userId;
  // The browsers' push services only, whatever NODE_ENV says (push-endpoint.ts).
  const checkEndpoint = (endpoint: string) => {
    if (!isPushServiceEndpoint(endpoint, app.config.pushLoopbackForTests)) throw badRequest(M.unknownService);
  };

  app.get(
    '/push/key',
    {
      schema: routeDoc({
        tags,
        summary: 'The public VAPID key a device subscribes with; null when push notifications are off',
        access: 'member',
        reply: PushKeyReply,
      }),
    },
    async (request, reply) => {
      member(request);
      return send(reply, { publicKey: found?.keys.publicKey ?? null });
    },
  );
  app.put(
    '/push/subscription',
    {
      schema: routeDoc({
        tags,
        summary: 'Turn push notifications on for this device (its push subscription), with the kinds it wants and the language of their texts',
        access: 'member',
        body: PushSubscriptionBody,
        reply: PushSubscriptionReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body, PushSubscriptionBody);
      if (!found) throw conflict(M.off);
      checkEndpoint(body.endpoint);
      await saveSubscription(
        app.db,
        me,
        { endpoint: body.endpoint, ...body.keys, kinds: body.kinds, language: body.language ?? 'en' },
        new Date().toISOString(),
      );
      return send(reply, { subscribed: true, kinds: body.kinds });
    },
  );
  app.post(
    '/push/subscription/status',
    {
      schema: routeDoc({
        tags,
        summary: 'Whether this device (its push endpoint) has push notifications on, and which kinds',
        access: 'member',
        body: PushEndpointBody,
        reply: PushSubscriptionReply,
      }),
    },
    async (request, reply) => {
      const kinds = await findSubscription(app.db, member(request), parse(request.body, PushEndpointBody).endpoint);
      return send(reply, { subscribed: kinds !== null, kinds });
    },
  );
  app.post(
    '/push/subscription/remove',
    { schema: routeDoc({ tags, summary: 'Turn push notifications off for this device', access: 'member', body: PushEndpointBody, reply: RemovedReply }) },
    async (request, reply) => send(reply, { removed: await removeSubscription(app.db, member(request), parse(request.body, PushEndpointBody).endpoint) }),
  );
  app.get(
    '/settings/push-quiet-hours',
    { schema: routeDoc({ tags, summary: 'My quiet hours (India time): no push notification between them', access: 'member', reply: QuietHoursReply }) },
    async (request, reply) => send(reply, await quietHours(app.db, member(request))),
  );
  app.put(
    '/settings/push-quiet-hours',
    {
      schema: routeDoc({
        tags,
        summary: 'Set or clear my quiet hours (HH:MM, India time; both or neither)',
        access: 'member',
        body: QuietHoursBody,
        reply: QuietHoursReply,
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body, QuietHoursBody);
      if ((body.from === null) !== (body.until === null)) throw badRequest(M.bothOrNeither);
      await setQuietHours(app.db, me, body);
      return send(reply, body);
    },
  );
}
