import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boolean, integer, literal, string, type } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { forbidden } from '../../lib/http-error.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { FAMILY_MSG as F } from '../../../shared/messages.ts';
import {
  AcceptInviteBody,
  AcceptInviteReply,
  ActingBody,
  ActingReply,
  ActivityPageReply,
  ActivityQuery,
  FamilySettingsBody,
  HelperListReply,
  HelperReply,
  InviteCodeBody,
  InviteCodeReply,
  InviteHelperBody,
  InviteInfoReply,
  InviteTokenParams,
  UpdateHelperBody,
} from '../../../shared/schemas/family.ts';
import { accountLimits } from '../auth/index.ts';
import { withdrawInterest } from '../interests/index.ts';
import { isHelper } from './family-gate.ts';
import { acceptInvite, inviteHelper, inviteInfo, sendInviteCode } from './family-invite.service.ts';
import {
  actingOf,
  changeHelper,
  chooseMember,
  listActivity,
  listHelpers,
  markUndone,
  removeHelper,
  setFamilyShown,
  undoableInterest,
} from './family.service.ts';

/** Family helpers (docs/product/family.md): the member's settings, the invitation, the helper's choice of member. */
const tags = ['Family'];
const forMembers = 'Family helpers are chosen by the member.';

const InviteReply = type({ id: integer(), message: string() });
const RemovedReply = type({ id: integer(), removed: literal(true) });
const ShownReply = type({ shown: boolean() });
const UndoReply = type({ id: integer(), status: literal('withdrawn') });

/** Attempts at an invitation's code: per address (many families share one) and per invitation. */
const tokenOf = (r: FastifyRequest) => String((r.params as { token?: unknown } | null)?.token ?? '').slice(0, 200) || null;
const INVITE_LIMITS = [
  { name: 'family-invite:ip', max: 60, timeWindow: '10 minutes', key: (r: FastifyRequest) => r.ip },
  { name: 'family-invite:token', max: 10, timeWindow: '10 minutes', key: tokenOf },
];

function requireHelper(request: FastifyRequest) {
  const auth = requireSignedIn(request);
  if (!isHelper(auth)) throw forbidden(F.onlyHelpers);
  return auth;
}
/** The member themself: a helper acting for them never manages helpers (the gate refuses the route). */
const memberOnly = (request: FastifyRequest) => requireMember(request, forMembers).userId;

export function registerFamilyRoutes(app: FastifyInstance) {
  app.get(
    '/family/helpers',
    { schema: routeDoc({ tags, summary: "The member's family helpers and whether others see that family helps", access: 'member', reply: HelperListReply }) },
    async (request, reply) => send(reply, await listHelpers(app, memberOnly(request))),
  );
  app.post(
    '/family/helpers',
    {
      schema: routeDoc({
        tags,
        summary: 'Invite a family helper by e-mail or mobile: they receive a link to join',
        access: 'member',
        body: InviteHelperBody,
        reply: InviteReply,
        status: 201,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      return send(reply, await inviteHelper(app, me, parse(request.body, InviteHelperBody)), 201);
    },
  );
  app.put(
    '/family/helpers/:id',
    {
      schema: routeDoc({
        tags,
        summary: "Change what a helper may do, or pause them (a pause ends the helper's sessions)",
        access: 'member',
        params: idParam,
        body: UpdateHelperBody,
        reply: HelperReply,
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      const { id } = parse(request.params, idParam);
      return send(reply, await changeHelper(app, me, id, parse(request.body ?? {}, UpdateHelperBody)));
    },
  );
  app.delete(
    '/family/helpers/:id',
    {
      schema: routeDoc({
        tags,
        summary: "Remove a helper or withdraw an invitation; the helper's sessions end",
        access: 'member',
        params: idParam,
        reply: RemovedReply,
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      const { id } = parse(request.params, idParam);
      return send(reply, await removeHelper(app, me, id));
    },
  );
  app.put(
    '/family/settings',
    {
      schema: routeDoc({
        tags,
        summary: 'Whether others see "Profile managed with family" and which helper sent or answered an interest',
        access: 'member',
        body: FamilySettingsBody,
        reply: ShownReply,
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      return send(reply, await setFamilyShown(app, me, parse(request.body, FamilySettingsBody).shown));
    },
  );
  app.get(
    '/family/activity',
    {
      schema: routeDoc({
        tags,
        summary: "What the member's helpers did in their name, newest first",
        access: 'member',
        query: ActivityQuery,
        reply: ActivityPageReply,
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      const q = parse(request.query, ActivityQuery);
      return send(reply, await listActivity(app, me, q.page, q.pageSize));
    },
  );
  app.post(
    '/family/activity/:id/undo',
    {
      schema: routeDoc({
        tags,
        summary: 'Undo what a helper did: withdraw an interest they sent while it waits',
        access: 'member',
        params: idParam,
        reply: UndoReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const me = memberOnly(request);
      const { id } = parse(request.params, idParam);
      const interestId = await undoableInterest(app, me, id);
      const done = await withdrawInterest(app, me, interestId);
      await markUndone(app, id);
      return send(reply, { id: done.id, status: 'withdrawn' as const });
    },
  );

  // The invitation link: no sign-in; the token is the permission.
  app.get(
    '/family/invites/:token',
    {
      schema: routeDoc({
        tags,
        summary: 'What an invitation link is for (who invites, as whom, where the code goes)',
        access: 'public',
        params: InviteTokenParams,
        reply: InviteInfoReply,
      }),
    },
    async (request, reply) => send(reply, await inviteInfo(app, parse(request.params, InviteTokenParams).token)),
  );
  app.post(
    '/family/invites/:token/code',
    {
      schema: routeDoc({
        tags,
        summary: 'Send the one-time code to the invited e-mail or mobile (a new helper names the other of the two)',
        access: 'public',
        params: InviteTokenParams,
        body: InviteCodeBody,
        reply: InviteCodeReply,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, INVITE_LIMITS),
    },
    async (request, reply) => {
      const { token } = parse(request.params, InviteTokenParams);
      return send(reply, await sendInviteCode(app, token, parse(request.body ?? {}, InviteCodeBody)));
    },
  );
  app.post(
    '/family/invites/:token/accept',
    {
      schema: routeDoc({
        tags,
        summary: "Accept with the code (and a password for a new helper): the helper's own account is linked and signed in",
        access: 'public',
        params: InviteTokenParams,
        body: AcceptInviteBody,
        reply: AcceptInviteReply,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, INVITE_LIMITS),
    },
    async (request, reply) => {
      const { token } = parse(request.params, InviteTokenParams);
      const input = parse(request.body ?? {}, AcceptInviteBody);
      return send(reply, await acceptInvite(app, token, input, { ip: request.ip, userAgent: request.headers['user-agent'] }));
    },
  );

  // The helper's side: whom this session acts for.
  app.get(
    '/family/acting',
    { schema: routeDoc({ tags, summary: 'The members the signed-in helper helps, and whom this session acts for', access: 'member', reply: ActingReply }) },
    async (request, reply) => {
      const auth = requireHelper(request);
      return send(reply, await actingOf(app, auth.userId, auth.actingForUserId));
    },
  );
  app.put(
    '/family/acting',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose whom this session acts for (a helper of two members)',
        access: 'member',
        body: ActingBody,
        reply: ActingReply,
      }),
    },
    async (request, reply) => {
      const auth = requireHelper(request);
      return send(reply, await chooseMember(app, auth.userId, auth.sessionId, parse(request.body, ActingBody).memberId));
    },
  );
}
