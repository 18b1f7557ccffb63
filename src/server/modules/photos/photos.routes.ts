import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import {
  badgeList,
  pendingPhotoList,
  photoRequestAnswer,
  photoRequestList,
  photoReviewed,
  privacySettings as privacyReply,
} from '../../lib/openapi/replies.ts';
import { requireAdmin, requireMember } from '../../plugins/auth-context.ts';
import { forbidden } from '../../lib/http-error.ts';
import { ROLE_IDS } from '../../../shared/constants.ts';
import { PauseBody, PhotoRequestBody, PhotoSettingsBody, RejectPhotoBody } from '../../../shared/schemas/photos.ts';
import {
  answerPhotoRequest,
  badgesOf,
  listPhotoRequests,
  pendingPhotos,
  privacySettings,
  requestPhotos,
  reviewPhoto,
  setPaused,
  setPhotoVisibility,
} from './photos.service.ts';

const tags = ['Photos and privacy'];

/** Photo requests are between members; staff see every photo anyway. */
function memberOnly(request: Parameters<typeof requireMember>[0]) {
  const auth = requireMember(request);
  if (auth.roleId !== ROLE_IDS.user) throw forbidden('Photo requests are between members; administrators see every photo.');
  return auth;
}

/** Settings for photo privacy and pausing, photo requests, the Photo Approval queue and badges (docs/product/documents-and-photos.md). */
export function registerPhotoRoutes(app: FastifyInstance) {
  app.get(
    '/settings/privacy',
    { schema: routeDoc({ tags, summary: 'Who sees my photos, and whether my profile is paused', access: 'member', reply: privacyReply }) },
    async (request, reply) => send(reply, await privacySettings(app.db, requireMember(request).userId)),
  );
  app.put(
    '/settings/photo-visibility',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose who sees my photos: all signed-in members, members with an active plan, or my connections only',
        access: 'member',
        body: PhotoSettingsBody,
        reply: privacyReply,
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request);
      const body = parse(request.body, PhotoSettingsBody);
      return send(reply, await setPhotoVisibility(app.db, auth.userId, body.photoVisibility));
    },
  );
  app.put(
    '/settings/pause',
    {
      schema: routeDoc({
        tags,
        summary: 'Pause my profile (hidden from matches and search; connections and conversations go on) or show it again',
        access: 'member',
        body: PauseBody,
        reply: privacyReply,
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request);
      const body = parse(request.body, PauseBody);
      return send(reply, await setPaused(app.db, auth.userId, body));
    },
  );
  app.get('/badges/mine', { schema: routeDoc({ tags, summary: 'My verification badges', access: 'member', reply: badgeList }) }, async (request, reply) => {
    const me = requireMember(request).userId;
    return send(reply, { badges: (await badgesOf(app.db, [me])).get(me) ?? [] });
  });

  app.post(
    '/photo-requests',
    {
      schema: routeDoc({
        tags,
        summary: 'Ask a member for their photos (when their setting keeps them from me)',
        access: 'member',
        body: PhotoRequestBody,
        reply: photoRequestAnswer,
        status: 201,
        errors: [403, 404, 409],
      }),
    },
    async (request, reply) => {
      const auth = memberOnly(request);
      const body = parse(request.body, PhotoRequestBody);
      return send(reply, await requestPhotos(app, auth.userId, body.ownerId), 201);
    },
  );
  app.get(
    '/photo-requests',
    { schema: routeDoc({ tags, summary: 'Photo requests I received and sent', access: 'member', reply: photoRequestList }) },
    async (request, reply) => send(reply, await listPhotoRequests(app.db, requireMember(request).userId)),
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
          reply: photoRequestAnswer,
          errors: [403, 404],
        }),
      },
      async (request, reply) => {
        const auth = memberOnly(request);
        const { id } = parse(request.params, idParam);
        return send(reply, await answerPhotoRequest(app, auth.userId, id, answer));
      },
    );
  }

  app.get(
    '/photo-approval',
    { schema: routeDoc({ tags, summary: 'Photos waiting for approval, oldest first (administrators)', access: 'admin', reply: pendingPhotoList }) },
    async (request, reply) => {
      const auth = requireAdmin(request);
      return send(reply, await pendingPhotos(app.db, app.config, auth.userId));
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
        reply: photoReviewed,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      return send(reply, await reviewPhoto(app, auth.userId, id, 'approved', null));
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
        reply: photoReviewed,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const body = parse(request.body, RejectPhotoBody);
      return send(reply, await reviewPhoto(app, auth.userId, id, 'rejected', body.reason));
    },
  );
}
