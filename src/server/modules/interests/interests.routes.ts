import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import {
  DeclineInterestBody,
  InterestListQuery,
  InterestMovedReply,
  InterestPageReply,
  InterestSentReply,
  MarkedPageReply,
  MarkResultReply,
  MemberListQuery,
  RelationReply,
  SendInterestBody,
} from '../../../shared/schemas/interests.ts';
import { acceptInterest, declineInterest, listInterests, relationWith, sendInterest, withdrawInterest } from './interests.service.ts';
import { addMark, listMarks, removeMark, type MarkKind } from './member-marks.service.ts';
import { requestLocale } from '../../lib/request-locale.ts';

/** Interests, shortlist, "not interested" and blocks belong to members; staff have none. */
const forMembers = 'Interests, shortlists and blocks are for members.';

const userParam = object({ userId: idParam.schema.id });
const tags = ['Interests'];

export function registerInterestRoutes(app: FastifyInstance) {
  app.get(
    '/interests',
    {
      schema: routeDoc({
        tags,
        summary: "One tab of the member's interests: received, sent, connected or closed (declined, expired)",
        access: 'member',
        query: InterestListQuery,
        reply: InterestPageReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const q = parse(request.query, InterestListQuery);
      return send(
        reply,
        await listInterests({ db: app.db, config: app.config, events: app.events, locale: requestLocale(request) }, me, q.tab, q.page, q.pageSize),
      );
    },
  );
  app.post(
    '/interests',
    {
      schema: routeDoc({
        tags,
        summary: 'Send an interest, with one of the offered notes or a note of up to 300 characters (sending one back accepts theirs)',
        access: 'member',
        body: SendInterestBody,
        reply: InterestSentReply,
        status: 201,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const body = parse(request.body, SendInterestBody);
      return send(reply, await sendInterest(app, me, body), 201);
    },
  );
  app.post(
    '/interests/:id/accept',
    {
      schema: routeDoc({
        tags,
        summary: 'Accept an interest received: the two members are connected',
        access: 'member',
        params: idParam,
        reply: InterestMovedReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      return send(reply, await acceptInterest(app, me, id));
    },
  );
  app.post(
    '/interests/:id/decline',
    {
      schema: routeDoc({
        tags,
        summary: 'Decline an interest received, with one of the offered polite replies',
        access: 'member',
        params: idParam,
        body: DeclineInterestBody,
        reply: InterestMovedReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      const body = parse(request.body ?? {}, DeclineInterestBody);
      return send(reply, await declineInterest(app, me, id, body.template));
    },
  );
  app.post(
    '/interests/:id/withdraw',
    {
      schema: routeDoc({
        tags,
        summary: 'Withdraw an interest sent while it waits for an answer',
        access: 'member',
        params: idParam,
        reply: InterestMovedReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      return send(reply, await withdrawInterest(app, me, id));
    },
  );
  app.get(
    '/interests/relation/:userId',
    {
      schema: routeDoc({
        tags,
        summary: 'How the caller stands with another member: interest, shortlist, not interested, block, report',
        access: 'member',
        params: userParam,
        reply: RelationReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      const { userId } = parse(request.params, userParam);
      return send(reply, await relationWith(app.db, me, userId));
    },
  );

  const marks: Array<[MarkKind, string, string]> = [
    ['shortlist', '/shortlist', 'the shortlist (saved for later)'],
    ['not-interested', '/not-interested', 'the "not interested" list (hidden from matches and search)'],
    ['block', '/blocks', 'the blocked members (hidden both ways, everywhere)'],
  ];
  for (const [kind, path, what] of marks) {
    app.get(
      path,
      { schema: routeDoc({ tags, summary: `The member's ${what}, newest first`, access: 'member', query: MemberListQuery, reply: MarkedPageReply }) },
      async (request, reply) => {
        const me = requireSignedIn(request).userId;
        const q = parse(request.query, MemberListQuery);
        return send(
          reply,
          await listMarks({ db: app.db, config: app.config, events: app.events, locale: requestLocale(request) }, kind, me, q.page, q.pageSize),
        );
      },
    );
    app.put(
      `${path}/:userId`,
      { schema: routeDoc({ tags, summary: `Add a member to ${what}`, access: 'member', params: userParam, reply: MarkResultReply, errors: [404] }) },
      async (request, reply) => {
        const me = requireMember(request, forMembers).userId;
        const { userId } = parse(request.params, userParam);
        return send(reply, await addMark(app, kind, me, userId));
      },
    );
    app.delete(
      `${path}/:userId`,
      { schema: routeDoc({ tags, summary: `Remove a member from ${what}`, access: 'member', params: userParam, reply: MarkResultReply, errors: [404] }) },
      async (request, reply) => {
        const me = requireMember(request, forMembers).userId;
        const { userId } = parse(request.params, userParam);
        return send(reply, await removeMark(app, kind, me, userId));
      },
    );
  }
}
