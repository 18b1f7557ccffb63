import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { CONVERSATION_MSG as M } from '../../../shared/messages.ts';
import {
  ConversationListQuery,
  ConversationPageReply,
  ConversationReadReply,
  MessageItemReply,
  SendMessageBody,
  ThreadQuery,
  ThreadReply,
  UnreadCountReply,
} from '../../../shared/schemas/conversations.ts';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { listConversations, markConversationRead, readThread, sendMessage, unreadMessages } from './conversations.service.ts';
import { requestLocale } from '../../lib/request-locale.ts';

/** Conversations are between members; staff have none. */
const forMembers = M.staff;

const userParam = object({ userId: idParam.schema.id });
const tags = ['Conversations'];

export function registerConversationRoutes(app: FastifyInstance) {
  app.get(
    '/conversations',
    {
      schema: routeDoc({
        tags,
        summary: "The member's conversations, one per connection: last message and unread count, latest first",
        access: 'member',
        query: ConversationListQuery,
        reply: ConversationPageReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const q = parse(request.query, ConversationListQuery);
      return send(
        reply,
        await listConversations({ db: app.db, config: app.config, events: app.events, locale: requestLocale(request) }, me, q.page, q.pageSize),
      );
    },
  );
  app.get(
    '/conversations/unread',
    {
      schema: routeDoc({
        tags,
        summary: "How many messages in the caller's conversations are unread (the Messages menu item)",
        access: 'member',
        reply: UnreadCountReply,
      }),
    },
    async (request, reply) => send(reply, { unread: await unreadMessages(app.db, requireSignedIn(request).userId) }),
  );
  app.get(
    '/conversations/:userId/messages',
    {
      schema: routeDoc({
        tags,
        summary: 'The thread with a connected member: the newest messages, or those before a message id; oldest first',
        access: 'member',
        params: userParam,
        query: ThreadQuery,
        reply: ThreadReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { userId } = parse(request.params, userParam);
      const q = parse(request.query, ThreadQuery);
      return send(
        reply,
        await readThread({ db: app.db, config: app.config, events: app.events, locale: requestLocale(request) }, me, userId, q.before, q.limit),
      );
    },
  );
  app.post(
    '/conversations/:userId/messages',
    {
      schema: routeDoc({
        tags,
        summary: 'Send a connected member a message of 1 to 1,000 characters (plain text), within the per-minute and daily limits',
        access: 'member',
        params: userParam,
        body: SendMessageBody,
        reply: MessageItemReply,
        status: 201,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { userId } = parse(request.params, userParam);
      const body = parse(request.body, SendMessageBody);
      return send(reply, await sendMessage(app, me, userId, body.body), 201);
    },
  );
  app.post(
    '/conversations/:userId/read',
    {
      schema: routeDoc({
        tags,
        summary: 'Mark the thread with a connected member read up to its last message',
        access: 'member',
        params: userParam,
        reply: ConversationReadReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { userId } = parse(request.params, userParam);
      return send(reply, await markConversationRead(app, me, userId));
    },
  );
}
