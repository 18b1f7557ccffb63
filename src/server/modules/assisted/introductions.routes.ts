import type { FastifyInstance, FastifyRequest } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { MemberIdParam } from '../../../shared/schemas/assisted.ts';
import {
  AnswerBody,
  FeedbackBody,
  IntroductionBody,
  IntroductionIdParam,
  IntroductionReply,
  MeetingBody,
  MeetingIdParam,
  MeetingStatusBody,
} from '../../../shared/schemas/assisted-introductions.ts';
import { S, staffAct } from './assisted.service.ts';
import { answerIntroduction, introduce, withdrawIntroduction } from './introductions.service.ts';
import { closeMeeting, confirmMeeting, leaveFeedback, meetingInvitation, proposeMeeting } from './meetings.service.ts';
import { MANAGER_ROLE } from './staff.service.ts';

const tags = ['Assisted service'];
const idOf = (request: FastifyRequest) => Number(parse(request.params, IntroductionIdParam).id);
const meetingIdOf = (request: FastifyRequest) => Number(parse(request.params, MeetingIdParam).id);

/**
 * Introductions and meetings (docs/product/assisted-service.md): the manager's acts (introduce,
 * withdraw, propose, mark held or cancel) and the members' (answer, confirm, feedback, the
 * calendar invitation). A manager's every act is a row of the audit log through staffAct; a
 * member's is written by the service in its own transaction.
 */
export function registerIntroductionRoutes(app: FastifyInstance, requireManager: (request: FastifyRequest) => AuthContext) {
  const deps = { db: app.db, config: app.config, mail: app.mail, events: app.events };
  const isManager = (request: FastifyRequest) => requireSignedIn(request).role === MANAGER_ROLE;

  // ---- the manager ----------------------------------------------------------------------------
  app.post(
    '/assisted/workbench/:userId/introductions',
    {
      schema: routeDoc({
        tags,
        summary: 'Introduce my member to a profile they marked Interested: to that member, or to their own manager (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        body: IntroductionBody,
        reply: IntroductionReply,
        status: 201,
        errors: [403, 404, 409, 429],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = Number(parse(request.params, MemberIdParam).userId);
      const body = parse(request.body, IntroductionBody);
      const made = await staffAct(app.db, request, { kind: 'assisted.introduce', table: 'assisted_introduction', subjectId: memberId }, (db) =>
        introduce(deps, db, auth.userId, memberId, body),
      );
      return send(reply, made, 201);
    },
  );
  app.post(
    '/assisted/introductions/:id/withdraw',
    {
      schema: routeDoc({
        tags,
        summary: 'Withdraw an introduction not yet answered; the other side is told (relationship managers)',
        access: 'member',
        params: IntroductionIdParam,
        reply: IntroductionReply,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const id = idOf(request);
      return send(
        reply,
        await staffAct(app.db, request, { kind: 'assisted.introduction-withdraw', table: 'assisted_introduction', subjectId: auth.userId }, (db) =>
          withdrawIntroduction(deps, db, auth.userId, id),
        ),
      );
    },
  );
  app.post(
    '/assisted/introductions/:id/meetings',
    {
      schema: routeDoc({
        tags,
        summary:
          'Propose a meeting after an accepted introduction: India time, in person at a place or by video; both sides are asked to confirm (relationship managers)',
        access: 'member',
        params: IntroductionIdParam,
        body: MeetingBody,
        reply: IntroductionReply,
        status: 201,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const id = idOf(request);
      const body = parse(request.body, MeetingBody);
      const made = await staffAct(app.db, request, { kind: 'assisted.meeting-propose', table: 'assisted_meeting', subjectId: auth.userId }, (db) =>
        proposeMeeting(deps, db, auth.userId, id, body),
      );
      return send(reply, made, 201);
    },
  );
  app.put(
    '/assisted/meetings/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Mark a confirmed meeting held once its time has come, or cancel an open one; both members are told (relationship managers)',
        access: 'member',
        params: MeetingIdParam,
        body: MeetingStatusBody,
        reply: IntroductionReply,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const id = meetingIdOf(request);
      const { status } = parse(request.body, MeetingStatusBody);
      return send(
        reply,
        await staffAct(app.db, request, { kind: `assisted.meeting-${status}`, table: 'assisted_meeting', subjectId: auth.userId }, (db) =>
          closeMeeting(deps, db, auth.userId, id, status),
        ),
      );
    },
  );

  // ---- the members (and the other member's manager, answering for them) -----------------------
  app.put(
    '/assisted/introductions/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Accept or decline an introduction addressed to me (or, as their manager, to my member); accepting connects the two as an accepted interest',
        access: 'member',
        params: IntroductionIdParam,
        body: AnswerBody,
        reply: IntroductionReply,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const manager = isManager(request);
      const auth = manager ? requireManager(request) : requireMember(request, S.membersOnly);
      const id = idOf(request);
      const { answer } = parse(request.body, AnswerBody);
      return send(reply, await answerIntroduction(deps, { auth, ip: request.ip, isManager: manager }, id, answer));
    },
  );
  app.post(
    '/assisted/meetings/:id/confirm',
    {
      schema: routeDoc({
        tags,
        summary: 'Confirm a proposed meeting; once both sides have, it is confirmed and both are told',
        access: 'member',
        params: MeetingIdParam,
        reply: IntroductionReply,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      return send(reply, await confirmMeeting(deps, { auth, ip: request.ip }, meetingIdOf(request)));
    },
  );
  app.post(
    '/assisted/meetings/:id/feedback',
    {
      schema: routeDoc({
        tags,
        summary: 'Say how a meeting went, once it is held; the relationship manager who arranged it reads it',
        access: 'member',
        params: MeetingIdParam,
        body: FeedbackBody,
        reply: IntroductionReply,
        status: 201,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      const { text } = parse(request.body, FeedbackBody);
      return send(reply, await leaveFeedback(deps, { auth, ip: request.ip }, meetingIdOf(request), text), 201);
    },
  );
  app.get(
    '/assisted/meetings/:id/invite.ics',
    {
      schema: routeDoc({
        tags,
        summary: 'The meeting as a calendar invitation (text/calendar), for the two members and their managers',
        access: 'member',
        params: MeetingIdParam,
        produces: 'text/calendar',
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const manager = isManager(request);
      const auth = manager ? requireManager(request) : requireMember(request, S.membersOnly);
      const { fileName, text } = await meetingInvitation(deps, auth, meetingIdOf(request), manager);
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store');
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
}
