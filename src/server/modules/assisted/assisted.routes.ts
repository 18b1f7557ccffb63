import type { FastifyInstance, FastifyRequest } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { forbidden } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireAdmin, requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { cardLookups } from '../photos/index.ts';
import { searchMembers } from '../search/index.ts';
import {
  AssignBody,
  AssistedRequestBody,
  BriefBody,
  BriefReply,
  CallNoteBody,
  CallReply,
  ManagerBody,
  ManagerIdParam,
  ManagerListReply,
  ManagerReply,
  ManagerUpdateBody,
  MemberIdParam,
  MessageBody,
  MessageReply,
  MyAssistedReply,
  PickIdParam,
  PickReply,
  QueueItemReply,
  QueueReply,
  ShortlistBody,
  ShortlistReply,
  VerdictBody,
  WorkbenchReply,
} from '../../../shared/schemas/assisted.ts';
import { MyAssistedPageReply, WorkbenchMemberPageReply } from '../../../shared/schemas/assisted-introductions.ts';
import { SearchPageReply, SearchQuery, type SearchFilters } from '../../../shared/schemas/search.ts';
import { markPick, memberMessage, myAssisted, requestService, S, staffAct } from './assisted.service.ts';
import { assignManager, assistedQueue, createManager, listManagers, MANAGER_ROLE, updateManager } from './staff.service.ts';
import { registerIntroductionRoutes } from './introductions.routes.ts';
import { memberIntroductions, workbenchIntroductions } from './introductions.service.ts';
import { managerMessage, ownMember, recordCall, saveBrief, sendShortlist, workbench, workbenchMember } from './workbench.service.ts';

const tags = ['Assisted service'];

/** Relationship managers only (docs/product/assisted-service.md). */
function requireManager(request: FastifyRequest) {
  const auth = requireSignedIn(request);
  if (auth.role !== MANAGER_ROLE) throw forbidden(S.managersOnly);
  return auth;
}
const memberOf = (request: FastifyRequest) => Number(parse(request.params, MemberIdParam).userId);

/** The assisted service: the member's side, the administrators' queue and managers, the manager's workbench. */
export function registerAssistedRoutes(app: FastifyInstance) {
  const deps = { db: app.db, config: app.config, mail: app.mail, events: app.events };

  // ---- the member (a family helper reads, and marks picks when allowed to shortlist) ---------
  app.get(
    '/assisted',
    {
      schema: routeDoc({
        tags,
        summary:
          'My relationship manager: the request and its first-call clock, the manager, the brief, the shortlists, the introductions with their meetings, and the thread',
        access: 'member',
        reply: MyAssistedPageReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      // Introductions are every member's: one may be addressed to a member who never asked for the service.
      const [mine, introductions] = await Promise.all([myAssisted(app.db, app.config, auth), memberIntroductions(app.db, auth)]);
      return send(reply, { ...mine, introductions });
    },
  );
  app.post(
    '/assisted/request',
    {
      schema: routeDoc({
        tags,
        summary: 'Ask for a call from a relationship manager (free): the request enters the queue with its first-call clock',
        access: 'member',
        body: AssistedRequestBody,
        reply: MyAssistedReply,
        status: 201,
        errors: [403, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      if (auth.actor) throw forbidden(S.helperNotAllowed);
      parse(request.body, AssistedRequestBody);
      return send(reply, await requestService(deps, auth), 201);
    },
  );
  app.put(
    '/assisted/picks/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Mark a shortlisted profile Interested, Not for us or Maybe; the manager is told',
        access: 'member',
        params: PickIdParam,
        body: VerdictBody,
        reply: PickReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      const id = Number(parse(request.params, PickIdParam).id);
      const { verdict } = parse(request.body, VerdictBody);
      return send(reply, await markPick(deps, auth, id, verdict));
    },
  );
  app.post(
    '/assisted/messages',
    {
      schema: routeDoc({
        tags,
        summary: 'Write to my relationship manager (a thread apart from messages between members)',
        access: 'member',
        body: MessageBody,
        reply: MessageReply,
        status: 201,
        errors: [403, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, S.membersOnly);
      const { text } = parse(request.body, MessageBody);
      return send(reply, await memberMessage(deps, auth, text), 201);
    },
  );

  // ---- administrators -------------------------------------------------------------------------
  app.get(
    '/assisted/managers',
    { schema: routeDoc({ tags, summary: 'Relationship managers with their workload (administrators)', access: 'admin', reply: ManagerListReply }) },
    async (request, reply) => {
      requireAdmin(request);
      return send(reply, await listManagers(app.db));
    },
  );
  app.post(
    '/assisted/managers',
    {
      schema: routeDoc({
        tags,
        summary: 'Create a relationship manager: a staff account that signs in with two steps (administrators)',
        access: 'admin',
        body: ManagerBody,
        reply: ManagerReply,
        status: 201,
        errors: [409],
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const body = parse(request.body, ManagerBody);
      return send(reply, await auditedAct(app.db, request, (db) => createManager(deps, db, body)), 201);
    },
  );
  app.put(
    '/assisted/managers/:id',
    {
      schema: routeDoc({
        tags,
        summary: "A manager's working hours, languages and whether they take members (administrators)",
        access: 'admin',
        params: ManagerIdParam,
        body: ManagerUpdateBody,
        reply: ManagerReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const id = Number(parse(request.params, ManagerIdParam).id);
      const body = parse(request.body, ManagerUpdateBody);
      return send(reply, await auditedAct(app.db, request, (db) => updateManager(db, id, body)));
    },
  );
  app.get(
    '/assisted/queue',
    { schema: routeDoc({ tags, summary: 'Requests with their first-call clocks, overdue ones marked (administrators)', access: 'admin', reply: QueueReply }) },
    async (request, reply) => {
      requireAdmin(request);
      return send(reply, await assistedQueue(app.db));
    },
  );
  app.put(
    '/assisted/members/:userId/manager',
    {
      schema: routeDoc({
        tags,
        summary: 'Assign a member to a relationship manager, or reassign them; both are told (administrators)',
        access: 'admin',
        params: MemberIdParam,
        body: AssignBody,
        reply: QueueItemReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const memberId = memberOf(request);
      const { managerId } = parse(request.body, AssignBody);
      return send(reply, await auditedAct(app.db, request, (db) => assignManager(deps, db, memberId, managerId)));
    },
  );

  // ---- the relationship manager's workbench ---------------------------------------------------
  app.get(
    '/assisted/workbench',
    {
      schema: routeDoc({
        tags,
        summary: 'My members and what is due: first calls and this week’s shortlists (relationship managers)',
        access: 'member',
        reply: WorkbenchReply,
        errors: [403],
      }),
    },
    async (request, reply) => send(reply, await workbench(app.db, requireManager(request).userId)),
  );
  app.get(
    '/assisted/workbench/:userId',
    {
      schema: routeDoc({
        tags,
        summary: 'One of my members: contact details, the brief, calls, shortlists, introductions with their meetings, and the thread (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        reply: WorkbenchMemberPageReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      const member = await workbenchMember(app.db, app.config, auth.userId, memberId);
      const introductions = await workbenchIntroductions(app.db, auth.userId, memberId);
      // Reading a member's contact details is an act on record.
      await staffAct(app.db, request, { kind: 'assisted.member-read', table: 'assisted_member', subjectId: memberId }, async () => ({ id: memberId }));
      return send(reply, { ...member, introductions });
    },
  );
  app.get(
    '/assisted/workbench/:userId/search',
    {
      schema: routeDoc({
        tags,
        summary: 'Search profiles for one of my members, as that member would see them (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        query: SearchQuery,
        reply: SearchPageReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      await ownMember(app.db, auth.userId, memberId);
      const { page, pageSize, ...filters } = parse(request.query, SearchQuery);
      // The member's own view: their blocks, the photos their standing may see, never the hidden or paused.
      const { photos, badges } = cardLookups(app.db, app.config, { userId: memberId, isAdmin: false });
      const found = await searchMembers(app.db, memberId, filters as SearchFilters, page, pageSize, photos, badges, undefined, requestLocale(request));
      await staffAct(app.db, request, { kind: 'assisted.search', table: 'assisted_member', subjectId: memberId }, async () => ({
        id: memberId,
        total: found.total,
      }));
      return send(reply, found);
    },
  );
  app.put(
    '/assisted/workbench/:userId/brief',
    {
      schema: routeDoc({
        tags,
        summary: 'The brief kept with the member and the family: what they expect, what is not negotiable (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        body: BriefBody,
        reply: BriefReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      const body = parse(request.body, BriefBody);
      return send(
        reply,
        await staffAct(app.db, request, { kind: 'assisted.brief', table: 'assisted_member', subjectId: memberId }, (db) =>
          saveBrief(db, auth.userId, memberId, body),
        ),
      );
    },
  );
  app.post(
    '/assisted/workbench/:userId/calls',
    {
      schema: routeDoc({
        tags,
        summary: 'Record a call with its outcome; the first call that reached the member or family stops the clock (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        body: CallNoteBody,
        reply: CallReply,
        status: 201,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      const body = parse(request.body, CallNoteBody);
      const call = await staffAct(app.db, request, { kind: 'assisted.call', table: 'assisted_call', subjectId: memberId }, (db) =>
        recordCall(db, auth.userId, memberId, body.outcome, body.note),
      );
      return send(reply, call, 201);
    },
  );
  app.post(
    '/assisted/workbench/:userId/shortlists',
    {
      schema: routeDoc({
        tags,
        summary: 'Send a shortlist of hand-picked profiles, each with a note; the member is told (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        body: ShortlistBody,
        reply: ShortlistReply,
        status: 201,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      const { picks } = parse(request.body, ShortlistBody);
      const sent = await staffAct(app.db, request, { kind: 'assisted.shortlist', table: 'assisted_shortlist', subjectId: memberId }, (db) =>
        sendShortlist(deps, db, auth.userId, memberId, picks),
      );
      return send(reply, sent, 201);
    },
  );
  app.post(
    '/assisted/workbench/:userId/messages',
    {
      schema: routeDoc({
        tags,
        summary: 'Write to one of my members in their thread (relationship managers)',
        access: 'member',
        params: MemberIdParam,
        body: MessageBody,
        reply: MessageReply,
        status: 201,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const auth = requireManager(request);
      const memberId = memberOf(request);
      const { text } = parse(request.body, MessageBody);
      const sent = await staffAct(app.db, request, { kind: 'assisted.message', table: 'assisted_message', subjectId: memberId }, (db) =>
        managerMessage(deps, db, auth.userId, memberId, text),
      );
      return send(reply, sent, 201);
    },
  );

  registerIntroductionRoutes(app, requireManager);
}
