import { keptRowsOf, type KeptRows } from '../../db/kept-rows.ts';
import type { WatchedDatabase, Write } from '../../db/write-watch.ts';

/**
 * Sessions read in the last seconds, by token hash, so that a member's burst of requests (a page
 * asks for several things at once) reads their session once. Every signed-in request looked its
 * session up: one round trip to the database before anything else, and under bench:cluster a
 * fifth of PostgreSQL's statements (docs/decisions/049-sessions-kept-for-seconds.md).
 *
 * Forgotten, all at once, when a write could change what a kept session says: a session revoked
 * or changed, an account's name, email, verification, language, role or activity changed, an
 * account or role removed. Kept as db/kept-rows.ts keeps rows: another instance's writes arrive
 * as a notice over Redis (plugins/auth-context.ts), and what no notice reaches lasts at most
 * KEEP_MS.
 */
export const KEEP_MS = 2_000;
const MAX_KEPT = 10_000;

/** What a write must touch for kept sessions to be forgotten (SQL names). */
const WATCHED: Record<string, ReadonlySet<string> | 'all'> = {
  sessions: 'all',
  users: new Set(['id', 'name', 'email', 'is_verified', 'locale', 'is_active', 'user_role_id']),
  user_role: 'all',
};

/** Whether a write may change a kept session: an insert adds rows no kept session names. */
export function changesSessions(write: Write): boolean {
  const watched = WATCHED[write.table];
  if (!watched || write.kind === 'insert') return false;
  return watched === 'all' || write.columns === 'all' || write.columns.some((c) => watched.has(c));
}

/** The sessions kept for one database. */
export const sessionCacheOf = <Row>(db: WatchedDatabase): KeptRows<Row> =>
  keptRowsOf<Row>(db, 'sessions', { keepMs: KEEP_MS, maxKept: MAX_KEPT, changes: changesSessions });
