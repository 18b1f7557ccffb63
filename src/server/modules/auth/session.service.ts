import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import { writeWatchOf } from '../../db/write-watch.ts';
import { sessionCacheOf } from './session-cache.ts';
import { keepAccountContacts, keptContactsOf } from '../discovery/index.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../shared/locales.ts';

export type { AuthContext };

/**
 * A session ends after this long without a request (docs/decisions/016-abuse-limits-and-idle-sessions.md);
 * the absolute limit (SESSION_TTL_HOURS) still applies to an active one.
 */
export const IDLE_MINUTES = { admin: 30, member: 12 * 60 } as const;
/**
 * The roles that read members' contact details at a desk: administrators and relationship
 * managers (docs/decisions/094-relationship-managers.md) end after the administrators' idle time.
 */
const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'manager']);
export const idleMinutesOf = (role: string) => (STAFF_ROLES.has(role) ? IDLE_MINUTES.admin : IDLE_MINUTES.member);
/** lastSeenAt is written at most this often per session, so reads do not all become writes. */
const SEEN_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque bearer tokens: 256 random bits, only their SHA-256 is stored (current-login-detail). */
export async function createSession(db: Database, userId: number, ttlHours: number, meta: { ip?: string; userAgent?: string }) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000).toISOString();
  const row = await db
    .insertInto('sessions')
    .values({
      userId,
      tokenHash: hashToken(token),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now.toISOString(),
      expiresAt,
      revokedAt: null,
      lastSeenAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, expiresAt };
}

/** The session a token names, with its member, while neither has ended; built once (every signed-in request asks). */
const sessionByTokenHash = compiledQuery((db, tokenHash: string, now: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .innerJoin('userRole', 'userRole.id', 'users.userRoleId')
    .select([
      'sessions.id as sessionId',
      'sessions.createdAt',
      'sessions.lastSeenAt',
      'sessions.expiresAt',
      'sessions.actingForUserId',
      'users.id as userId',
      'users.name as userName',
      'users.email',
      'users.mobile',
      'users.isVerified',
      'users.locale',
      'userRole.code as role',
      'userRole.id as roleId',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .where('users.isActive', '=', 1),
);

type SessionRow = Awaited<ReturnType<typeof sessionByTokenHash>>[number];

export async function findSessionByToken(db: Database, token: string): Promise<AuthContext | null> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  // Kept for seconds (session-cache.ts); its expiry and idleness are judged on every request.
  const cache = sessionCacheOf<SessionRow>(db);
  let row = cache.find(tokenHash, now);
  if (!row) {
    const generation = cache.generation;
    const contactsGeneration = keptContactsOf(db).generation;
    [row] = await sessionByTokenHash(db, tokenHash, new Date(now).toISOString());
    if (!row) return null;
    cache.keep(tokenHash, row, generation, now);
    // The lists this request may read compare the account's own contacts (modules/discovery): read here, once.
    keepAccountContacts(db, row.userId, row.email, row.mobile, contactsGeneration);
  }
  if (Date.parse(row.expiresAt) <= now) return null;
  const role = row.role ?? '';
  const lastSeen = Date.parse(row.lastSeenAt ?? row.createdAt);
  if (now - lastSeen > idleMinutesOf(role) * 60_000) {
    // Ended for good: coming back later (or a role change) does not revive it.
    await revokeSession(db, row.sessionId);
    return null;
  }
  if (now - lastSeen > SEEN_EVERY_MS) {
    const seenAt = new Date(now).toISOString();
    // The kept row records it; other instances' copies, seconds old, are no more idle for lacking it.
    row.lastSeenAt = seenAt;
    const { sessionId } = row;
    await writeWatchOf(db).quietly(() => db.updateTable('sessions').set({ lastSeenAt: seenAt }).where('id', '=', sessionId).execute());
  }
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    userName: row.userName,
    email: row.email,
    role,
    roleId: row.roleId,
    isAdmin: role === 'admin',
    isVerified: row.isVerified === 1,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    actingForUserId: row.actingForUserId,
  };
}

export async function revokeSession(db: Database, sessionId: number) {
  await db.updateTable('sessions').set({ revokedAt: new Date().toISOString() }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

export async function revokeUserSessions(db: Database, userId: number, exceptSessionId?: number) {
  let query = db.updateTable('sessions').set({ revokedAt: new Date().toISOString() }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
