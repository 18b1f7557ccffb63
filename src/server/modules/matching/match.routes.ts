import type { FastifyInstance, FastifyRequest } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { badRequest, forbidden } from '../../lib/http-error.ts';
import { object } from 'superstruct';
import { idParam } from '../../lib/crud/list-query.ts';
import { revealContact, viewProfile } from './view-profile.service.ts';
import { cardLookups } from '../photos/index.ts';
import { parse } from '../../lib/validate.ts';
import { AUTH_LIMITS, accountLimits } from '../auth/index.ts';
import { requireSelfOrAdmin, requireSignedIn } from '../../plugins/auth-context.ts';
import { findMatches } from './match.service.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { viewersOf } from '../discovery/index.ts';
import { relationWith, sendInterest } from '../interests/index.ts';
import { interestBody, interestQuery, matchQuery, viewersQuery } from './match.schemas.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { InterestResultReply, MatchPageReply, RevealResultReply, ViewedProfileReply, ViewerPageReply } from '../../../shared/schemas/matching.ts';

/** The member acts for themselves; an administrator names the member with userId. */
function subject(request: FastifyRequest, userId: number | undefined): number {
  const auth = requireSignedIn(request);
  if (userId === undefined) {
    if (auth.isAdmin) throw badRequest('userId is required when an administrator asks.', { userId: 'Required for administrators' });
    return auth.userId;
  }
  requireSelfOrAdmin(request, userId);
  return userId;
}

const tags = ['Matching'];

export function registerMatchRoutes(app: FastifyInstance) {
  const db = app.db;
  registerViewProfileRoutes(app);

  app.get(
    '/user-matrimonial-detail/match',
    {
      schema: routeDoc({
        tags,
        summary: 'Ranked matches for a member (paged; default page 1, size 10; verifiedOnly for verified profiles only)',
        access: 'member',
        query: matchQuery,
        reply: MatchPageReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const q = parse(request.query, matchQuery);
      const userId = subject(request, q.userId);
      const { photos, badges } = cardLookups(app.db, app.config, requireSignedIn(request));
      return send(
        reply,
        await findMatches(db, userId, q.page, q.pageSize, photos, badges, { verifiedOnly: q.verifiedOnly ?? false, locale: requestLocale(request) }),
      );
    },
  );

  app.get(
    '/user-matrimonial-detail/GetMatchingProfilesAsync',
    {
      schema: routeDoc({
        tags,
        summary: 'Who viewed my profile: the latest view per viewer, newest first',
        access: 'member',
        query: viewersQuery,
        reply: ViewerPageReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const q = parse(request.query, viewersQuery);
      const userId = subject(request, q.userId);
      return send(reply, await viewersOf(db, userId, q.page, q.pageSize, requestLocale(request)));
    },
  );

  app.post(
    '/user-matrimonial-detail/UpdateMatchingProfile',
    {
      schema: routeDoc({
        tags,
        summary: "Record the member's interest in a matched profile",
        description: 'Kept for older clients: sends the interest as POST /interests does (the same service), answering as sent when one is already live.',
        deprecated: true,
        access: 'member',
        query: interestQuery,
        body: interestBody,
        reply: InterestResultReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const q = parse(request.query, interestQuery);
      const b = parse(request.body ?? {}, interestBody);
      if (q.userId !== undefined && b.userId !== undefined && q.userId !== b.userId) throw badRequest('userId differs between the address and the body.');
      if (q.matchingUserId !== undefined && b.matchingUserId !== undefined && q.matchingUserId !== b.matchingUserId)
        throw badRequest('matchingUserId differs between the address and the body.');
      const matchingUserId = q.matchingUserId ?? b.matchingUserId;
      if (matchingUserId === undefined) throw badRequest('matchingUserId is required.', { matchingUserId: 'Required' });
      const userId = subject(request, q.userId ?? b.userId);
      if (userId === matchingUserId) throw badRequest('You cannot express interest in your own profile.');
      // Idempotent, as it always was: a live interest already sent, or a connection, answers as sent.
      const result = await auditedAct(db, request, async (on) => {
        const standing = (await relationWith(on, userId, matchingUserId)).interest;
        const live = standing && ((standing.direction === 'sent' && standing.status === 'pending') || standing.status === 'accepted');
        const mutualInterest = live
          ? standing.status === 'accepted'
          : (await sendInterest({ db: on, config: app.config, events: app.events }, userId, { targetUserId: matchingUserId })).mutual;
        return { userId, matchingUserId, interested: true, mutualInterest };
      });
      return send(reply, result);
    },
  );
}

const viewParams = object({ id: idParam.schema.id, viewerId: idParam.schema.id });

/** Viewing another member's profile, and spending a contact view to see how to reach them. */
export function registerViewProfileRoutes(app: FastifyInstance) {
  app.get(
    '/user-matrimonial-detail/ViewUserProfileAsync/:id/:viewerId',
    {
      schema: routeDoc({
        tags,
        summary: "Another member's profile as this viewer may see it (records the view)",
        access: 'member',
        params: viewParams,
        reply: ViewedProfileReply,
        errors: [403, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.viewProfile),
    },
    async (request, reply) => {
      const { id, viewerId } = parse(request.params, viewParams);
      const auth = requireSignedIn(request);
      if (viewerId !== auth.userId) throw forbidden('The viewer must be you.');
      return send(reply, await viewProfile(app.db, app.config, id, auth, app.events));
    },
  );
  app.post(
    '/user-matrimonial-detail/RevealContact/:id',
    {
      schema: routeDoc({
        tags,
        summary: "Spend one contact view of the current plan on this member's contact details",
        access: 'member',
        params: idParam,
        reply: RevealResultReply,
        errors: [403, 409],
      }),
    },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      const auth = requireSignedIn(request);
      if (id === auth.userId) throw badRequest('These are your own contact details.');
      return send(reply, await revealContact(app.db, id, auth.userId));
    },
  );
}
