import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../lib/http-error.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { FAMILY_MSG as F } from '../../../shared/messages.ts';
import type { FamilyCapability } from '../../../shared/schemas/family.ts';
import { activeLinksOf, PERMISSION_COLUMN, type HelperRow } from './family.repository.ts';

/**
 * What a family helper's session may reach (docs/decisions/070-family-helpers-acting-for.md):
 * nothing but the routes named here. `self` routes are the helper's own account (sign-out, their
 * password and two-step sign-in, their notifications, whom they act for); every other route
 * named acts in the member's name and needs the capability given. A route not named is refused
 * (403), except those anyone may call, which answer as to a visitor.
 */
export const FAMILY_ROUTES: Readonly<Record<string, 'self' | FamilyCapability>> = {
  'GET /auth/logout': 'self',
  'GET /auth/me': 'self',
  'PUT /account/language': 'self',
  'POST /auth/update-password': 'self',
  'GET /auth/two-step': 'self',
  'POST /auth/two-step/setup': 'self',
  'POST /auth/two-step/confirm': 'self',
  'POST /auth/two-step/recovery-codes': 'self',
  'POST /auth/two-step/disable': 'self',
  'GET /notifications': 'self',
  'GET /notifications/unread': 'self',
  'POST /notifications/read-all': 'self',
  'POST /notifications/:id/read': 'self',
  'GET /events': 'self',
  'POST /events/ticket': 'self',
  'GET /family/acting': 'self',
  'PUT /family/acting': 'self',
  // Seeing matches, search and profiles: always.
  'GET /user-matrimonial-detail/match': 'view',
  'GET /user-matrimonial-detail/GetMatchingProfilesAsync': 'view',
  'GET /user-matrimonial-detail/ViewUserProfileAsync/:id/:viewerId': 'view',
  'GET /user-matrimonial-detail/:id': 'view',
  'GET /user-detail/GetUserProfileAsync/:userId': 'view',
  'GET /Dashboard/GetUserMatchingSummaryAsync': 'view',
  'GET /search': 'view',
  'GET /search/code/:code': 'view',
  'GET /search/my-code': 'view',
  'GET /search/saved': 'view',
  'GET /search/saved/:id/results': 'view',
  'GET /interests': 'view',
  'GET /interests/relation/:userId': 'view',
  'GET /shortlist': 'view',
  'GET /photo-requests': 'view',
  'GET /settings/horoscope-matching': 'view',
  'GET /assisted': 'view',
  // What the member chooses per helper.
  'PUT /shortlist/:userId': 'shortlist',
  'DELETE /shortlist/:userId': 'shortlist',
  'POST /interests': 'interests',
  'POST /interests/:id/accept': 'interests',
  'POST /interests/:id/decline': 'interests',
  'POST /interests/:id/withdraw': 'interests',
  'POST /photo-requests': 'photoRequests',
  // The relationship manager's shortlist: marked by a helper allowed to shortlist.
  'PUT /assisted/picks/:id': 'shortlist',
  'POST /user-matrimonial-detail': 'editProfile',
  'PUT /user-matrimonial-detail/UpdateUserMatrimonial': 'editProfile',
  'PUT /user-matrimonial-detail/UpdateUserMatrimonial/:id': 'editProfile',
  'PUT /user-matrimonial-detail/:id': 'editProfile',
};

export const FAMILY_ROLE = 'family';
export const isHelper = (auth: AuthContext | null): auth is AuthContext => auth?.role === FAMILY_ROLE;

/** The route a request matched, as the table names it (under /api, HEAD as GET). */
export function routeKeyOf(request: FastifyRequest): string | null {
  const url = request.routeOptions.url?.replace(/^\/api(?=\/)/, '');
  if (!url) return null;
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
}

/** Whether the route needs no sign-in (the API description's security is empty or optional). */
function isOpenRoute(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema as { security?: Array<Record<string, unknown>>; hide?: boolean } | undefined;
  // A hidden route answers 405 to everyone (route-doc.ts, `available: false`).
  if (schema?.hide) return true;
  const security = schema?.security;
  return Array.isArray(security) && (security.length === 0 || security.some((s) => Object.keys(s).length === 0));
}

const allows = (link: HelperRow, capability: FamilyCapability) => capability === 'view' || link[PERMISSION_COLUMN[capability]] === 1;

/** The member a helper's session acts for: the one chosen if still active, else the first active link. */
export async function actingLink(db: Database, auth: AuthContext): Promise<HelperRow | null> {
  const links = await activeLinksOf(db, auth.userId);
  return links.find((l) => l.memberUserId === auth.actingForUserId) ?? links[0] ?? null;
}

/**
 * THE one place where a helper's request becomes the member's: the context then names the member
 * (their id, the member role) and carries the helper as `actor`, so every member route, limit
 * (member_action) and rule works unchanged and counts the act as the member's.
 */
export async function actAsMember(db: Database, auth: AuthContext, capability: FamilyCapability): Promise<AuthContext> {
  const link = await actingLink(db, auth);
  if (!link) throw forbidden(F.helperHasNoMember);
  if (!allows(link, capability)) throw forbidden(F.helperNotAllowed);
  const member = await db
    .selectFrom('users')
    .innerJoin('userRole', 'userRole.id', 'users.userRoleId')
    .select(['users.id', 'users.name', 'users.email', 'users.isVerified', 'userRole.code as role', 'userRole.id as roleId'])
    .where('users.id', '=', link.memberUserId)
    .where('users.isActive', '=', 1)
    .executeTakeFirst();
  if (!member) throw forbidden(F.helperHasNoMember);
  return {
    sessionId: auth.sessionId,
    userId: member.id,
    userName: member.name,
    email: member.email,
    role: member.role ?? '',
    roleId: member.roleId,
    isAdmin: false,
    isVerified: member.isVerified === 1,
    // The helper reads the site in their own language.
    locale: auth.locale,
    actingForUserId: member.id,
    actor: { helperId: link.id, helperUserId: auth.userId, firstName: link.name.split(/\s+/)[0] ?? link.name, relation: link.relation },
  };
}

/** Runs on every API request after the session is read: a helper reaches only FAMILY_ROUTES. */
export function registerFamilyGate(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    if (!isHelper(auth)) return;
    const key = routeKeyOf(request);
    // No route matched: the 404 says so to everyone.
    if (!key) return;
    const rule = FAMILY_ROUTES[key];
    if (rule === 'self') return;
    if (rule) {
      request.auth = await actAsMember(app.db, auth, rule);
      return;
    }
    if (isOpenRoute(request)) {
      // A page anyone may read answers the helper as a visitor, with nobody's data.
      request.auth = null;
      return;
    }
    throw forbidden(F.helperCannot);
  });
}
