import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { object, type } from 'superstruct';
import { DEFAULT_PAGE_SIZE, MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { pagingFields } from '../../../shared/schemas/paging.ts';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { badRequest } from '../../lib/http-error.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { requireAdmin, requireSignedIn, requireSelfOrAdmin } from '../../plugins/auth-context.ts';
import { deleteProfile, getProfile, listProfiles, saveProfile } from './profile.service.ts';
import { ProfileDraftSchema, ProfilePageReply, ProfileViewReply } from '../../../shared/schemas/profile.ts';
import { routeDoc, type RouteDoc } from '../../lib/openapi/route-doc.ts';
import { DeletedUserReply } from '../../../shared/schemas/reply.ts';
import { PROFILE_VALIDATION } from '../../../shared/messages.ts';
import { wholeNumber } from '../../../shared/validation/whole-number.ts';

const BASE = '/user-matrimonial-detail';
const tags = ['Profiles'];
const idStruct = idParam.schema.id;
const userIdParam = object({ userId: idStruct });
// In the body, not the address: its message says so.
const bodyUserId = type({ userId: wholeNumber('userId', 1, MAX_DB_INTEGER, PROFILE_VALIDATION.userIdMissing) });
const pageQuery = type(pagingFields({ defaultPageSize: DEFAULT_PAGE_SIZE, maxPageSize: 100 }));

/**
 * The member whose profile a body is about. Checked before the body itself, so a request for
 * somebody else's profile is refused (403) whatever else it contains.
 */
function ownerOf(request: FastifyRequest, pathUserId?: number): number {
  requireSignedIn(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  if (pathUserId !== undefined && body.userId !== undefined && body.userId !== null && Number(body.userId) !== pathUserId) {
    throw badRequest('The userId in the body does not match the address.', { userId: 'userId must match the address' });
  }
  const userId = pathUserId ?? parse(body, bodyUserId).userId;
  requireSelfOrAdmin(request, userId);
  return userId;
}

/**
 * Profile routes of docs/product/api.md. Every `:id` here is the member's userId (one
 * profile per member), so both readings of the save route address the same record.
 */
export function registerProfileRoutes(app: FastifyInstance) {
  const save = (pathId: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    const userId = ownerOf(request, pathId ? parse(request.params, idParam).id : undefined);
    return send(reply, await auditedAct(app.db, request, (db) => saveProfile(db, { ...(request.body as object), userId })));
  };
  const summary = (text: string, more: Partial<RouteDoc> = {}) => ({
    schema: routeDoc({ tags, summary: text, access: 'member', errors: [403], reply: ProfileViewReply, ...more }),
  });

  app.put(
    `${BASE}/UpdateUserMatrimonial`,
    summary('Save the whole profile (userId in the body); final: true requires every required field', { body: ProfileDraftSchema }),
    save(false),
  );
  app.put(`${BASE}/UpdateUserMatrimonial/:id`, summary('Save the whole profile of member :id', { params: idParam, body: ProfileDraftSchema }), save(true));
  app.put(`${BASE}/:id`, summary('Save the whole profile of member :id (standard pattern)', { params: idParam, body: ProfileDraftSchema }), save(true));

  app.post(
    BASE,
    summary('Create the profile (409 when the member already has one)', { body: ProfileDraftSchema, status: 201, errors: [403, 409] }),
    async (request, reply) => {
      const userId = ownerOf(request);
      return send(reply, await auditedAct(app.db, request, (db) => saveProfile(db, { ...(request.body as object), userId }, { mustBeNew: true })), 201);
    },
  );

  app.get(BASE, summary('All profiles, paged (administrators)', { access: 'admin', query: pageQuery, reply: ProfilePageReply }), async (request, reply) => {
    requireAdmin(request);
    const { page, pageSize } = parse(request.query, pageQuery);
    return send(reply, await listProfiles(app.db, page, pageSize));
  });

  app.get(`${BASE}/:id`, summary("One member's profile (owner or administrator)", { params: idParam }), async (request, reply) => {
    const { id } = parse(request.params, idParam);
    requireSelfOrAdmin(request, id);
    return send(reply, await getProfile(app.db, id));
  });

  app.delete(
    `${BASE}/:id`,
    summary("Delete a member's profile (owner or administrator)", { params: idParam, reply: DeletedUserReply }),
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      requireSelfOrAdmin(request, id);
      const deleted = await auditedAct(app.db, request, async (db) => {
        await deleteProfile(db, id);
        return { deleted: true, userId: id };
      });
      return send(reply, deleted);
    },
  );

  app.get(
    '/user-detail/GetUserProfileAsync/:userId',
    summary('The profile in sections with its progress (owner or administrator)', { params: userIdParam }),
    async (request, reply) => {
      const { userId } = parse(request.params, userIdParam);
      requireSelfOrAdmin(request, userId);
      return send(reply, await getProfile(app.db, userId));
    },
  );
}
