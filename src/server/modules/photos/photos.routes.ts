import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { array } from 'superstruct';
import { requireAdmin, requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { decidedPhotos, undoPhotoDecision } from './photo-decisions.service.ts';
import {
  BadgeListReply,
  DecidedPhotoReply,
  PhotoUndoneReply,
  PendingPhotoReply,
  PhotoRequestAnswerReply,
  PhotoRequestBody,
  PhotoRequestItemReply,
  PhotoReviewedReply,
  PhotoSettingsBody,
  PrivacySettingsReply,
  RejectPhotoBody,
} from '../../../shared/schemas/photos.ts';
import {
  answerPhotoRequest,
  badgesOf,
  listPhotoRequests,
  pendingPhotos,
  privacySettings,
  requestPhotos,
  reviewPhoto,
  setPhotoVisibility,
} from './photos.service.ts';

const tags = ['Photos and privacy'];

/** Photo requests are between members; staff see every photo anyway. */
const forMembers = 'Photo requests are between members; administrators see every photo.';

/** Settings for photo privacy, photo requests, the Photo Approval queue and badges (docs/product/documents-and-photos.md). */
export function registerPhotoRoutes(app: FastifyInstance) {
  /** A decision on a photo, with its audit row, in one transaction; the reply names the photo only. */
  const reviewed = async (request: FastifyRequest, adminId: number, id: number, decision: 'approved' | 'rejected', reason: string | null) => {
    const done = await auditedAct(app.db, request, (db) =>
      reviewPhoto({ db, config: app.config, events: app.events, mail: app.mail }, adminId, id, decision, reason),
    );
    return { id: done.id, approval: done.approval, rejectReason: done.rejectReason };
  };
  app.get(
    '/settings/privacy',
    { schema: routeDoc({ tags, summary: 'Who sees my photos, and whether my profile is paused', access: 'member', reply: PrivacySettingsReply }) },
    async (request, reply) => send(reply, await privacySettings(app.db, requireSignedIn(request).userId)),
  );
  app.put(
    '/settings/photo-visibility',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose who sees my photos: all signed-in members, members with an active plan, or my connections only',
        access: 'member',
        body: PhotoSettingsBody,
        reply: PrivacySettingsReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const body = parse(request.body, PhotoSettingsBody);
      return send(reply, await setPhotoVisibility(app.db, auth.userId, body.photoVisibility));
    },
  );
  app.get(
    '/badges/mine',
    { schema: routeDoc({ tags, summary: 'My verification badges', access: 'member', reply: BadgeListReply }) },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      return send(reply, { badges: (await badgesOf(app.db, [me])).get(me) ?? [] });
    },
  );

  app.post(
    '/photo-requests',
    {
      schema: routeDoc({
        tags,
        summary: 'Ask a member for their photos (when their setting keeps them from me)',
        access: 'member',
        body: PhotoRequestBody,
        reply: PhotoRequestAnswerReply,
        status: 201,
        errors: [403, 404, 409, 429],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, forMembers);
      const body = parse(request.body, PhotoRequestBody);
      return send(
        reply,
        await auditedAct(app.db, request, (db) => requestPhotos({ db, config: app.config, events: app.events }, auth.userId, body.ownerId)),
        201,
      );
    },
  );
  app.get(
    '/photo-requests',
    { schema: routeDoc({ tags, summary: 'Photo requests I received and sent', access: 'member', reply: array(PhotoRequestItemReply) }) },
    async (request, reply) => send(reply, await listPhotoRequests(app.db, requireSignedIn(request).userId)),
  );
  for (const [path, answer] of [
    ['grant', 'granted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/photo-requests/:id/${path}`,
      {
        schema: routeDoc({
          tags,
          summary: answer === 'granted' ? 'Let the member who asked see my photos' : 'Decline a request for my photos',
          access: 'member',
          params: idParam,
          reply: PhotoRequestAnswerReply,
          errors: [403, 404],
        }),
      },
      async (request, reply) => {
        const auth = requireMember(request, forMembers);
        const { id } = parse(request.params, idParam);
        return send(reply, await answerPhotoRequest(app, auth.userId, id, answer));
      },
    );
  }

  app.get(
    '/photo-approval',
    { schema: routeDoc({ tags, summary: 'Photos waiting for approval, oldest first (administrators)', access: 'admin', reply: array(PendingPhotoReply) }) },
    async (request, reply) => {
      const auth = requireAdmin(request);
      return send(reply, await pendingPhotos(app.db, app.config, auth.userId));
    },
  );
  app.get(
    '/photo-approval/decided',
    {
      schema: routeDoc({
        tags,
        summary: 'Photos decided lately, newest decision first, to review or undo (administrators)',
        access: 'admin',
        reply: array(DecidedPhotoReply),
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      return send(reply, await decidedPhotos(app.db, app.config, auth.userId));
    },
  );
  app.post(
    '/photo-approval/:id/undo',
    {
      schema: routeDoc({
        tags,
        summary: 'Undo a photo decision: the photo waits for review again (administrators)',
        access: 'admin',
        params: idParam,
        reply: PhotoUndoneReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      return send(reply, await auditedAct(app.db, request, (db) => undoPhotoDecision(db, auth.userId, id)));
    },
  );
  app.post(
    '/photo-approval/:id/approve',
    {
      schema: routeDoc({
        tags,
        summary: 'Approve a photo: other members may see it (administrators)',
        access: 'admin',
        params: idParam,
        reply: PhotoReviewedReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      return send(reply, await reviewed(request, auth.userId, id, 'approved', null));
    },
  );
  app.post(
    '/photo-approval/:id/reject',
    {
      schema: routeDoc({
        tags,
        summary: 'Reject a photo with a reason the member is told (administrators)',
        access: 'admin',
        params: idParam,
        body: RejectPhotoBody,
        reply: PhotoReviewedReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const body = parse(request.body, RejectPhotoBody);
      return send(reply, await reviewed(request, auth.userId, id, 'rejected', body.reason));
    },
  );
}
