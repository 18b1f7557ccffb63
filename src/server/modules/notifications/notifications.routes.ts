import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../../lib/request-locale.ts';
import { NotificationListQuery, NotificationPageReply, NotificationReadReply, UnreadCountReply } from '../../../shared/schemas/conversations.ts';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead, subscribeNotifications, unreadCount } from './notifications.service.ts';

const tags = ['Notifications'];

/** The bell and the Notifications page: every signed-in person has their own. */
export function registerNotificationRoutes(app: FastifyInstance) {
  subscribeNotifications(app.events);
  app.get(
    '/notifications',
    {
      schema: routeDoc({
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        access: 'member',
        query: NotificationListQuery,
        reply: NotificationPageReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const q = parse(request.query, NotificationListQuery);
      return send(reply, await listNotifications(app.db, me, q.page, q.pageSize, requestLocale(request)));
    },
  );
  app.get(
    '/notifications/unread',
    { schema: routeDoc({ tags, summary: "How many of the caller's notifications are unread (the bell)", access: 'member', reply: UnreadCountReply }) },
    async (request, reply) => send(reply, { unread: await unreadCount(app.db, requireSignedIn(request).userId) }),
  );
  app.post(
    '/notifications/read-all',
    { schema: routeDoc({ tags, summary: "Mark all the caller's notifications read", access: 'member', reply: UnreadCountReply }) },
    async (request, reply) => send(reply, await markAllNotificationsRead(app.db, requireSignedIn(request).userId)),
  );
  app.post(
    '/notifications/:id/read',
    {
      schema: routeDoc({
        tags,
        summary: "Mark one of the caller's notifications read",
        access: 'member',
        params: idParam,
        reply: NotificationReadReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const { id } = parse(request.params, idParam);
      return send(reply, await markNotificationRead(app.db, me, id));
    },
  );
}
