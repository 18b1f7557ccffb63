import { ROLE_IDS } from '../../../shared/constants.ts';
import { forgetAllRankings } from './match-cache.ts';
import type { Database } from '../../db/database.ts';
import { afterCommit } from '../../db/transact.ts';

/**
 * Who others may discover: an account that is verified, active, a member (not an
 * administrator or editor), not hidden by moderation and not paused by the member, with a profile. The match window reads this rule from
 * `profile.discoverable` (migration 0008) so it never looks an account up per candidate; every
 * write that changes one of its inputs (account verification, the Users master's role, verified
 * and active flags, a moderator's hide, a new profile) calls `syncDiscoverable`. Deleting an account deletes its
 * profile with it; the profile's own verified flag is scored, not filtered, so it is no input.
 */
export interface DiscoverableInputs {
  isVerified: number | boolean;
  isActive: number | boolean;
  userRoleId: number;
  /** Hidden from discovery by an administrator or by three open reports (modules/moderation). */
  moderationHidden?: number | boolean;
  /** Paused by the member (Settings): out of matches and search, connections go on. */
  pausedAt?: string | null;
}

export const isDiscoverable = (user: DiscoverableInputs): 0 | 1 =>
  Number(user.isVerified) === 1 &&
  Number(user.isActive) === 1 &&
  user.userRoleId === Number(ROLE_IDS.user) &&
  !Number(user.moderationHidden ?? 0) &&
  !user.pausedAt
    ? 1
    : 0;

/**
 * Recomputes the flag of these members' profiles from their accounts (a no-op for a member
 * without a profile). When a flag changes, every cached ranking is dropped (match-cache.ts), so a
 * member who leaves or joins the pool does so on the next page anyone reads, not a minute later.
 */
export async function syncDiscoverable(db: Database, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  const rows = (await db
    .selectFrom('profile as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select(['p.userId', 'p.discoverable', 'u.isVerified', 'u.isActive', 'u.userRoleId', 'u.moderationHidden', 'u.pausedAt'])
    .where('p.userId', 'in', userIds)
    .execute()) as Array<DiscoverableInputs & { userId: number; discoverable: number }>;
  const changed = rows.filter((row) => Number(row.discoverable) !== isDiscoverable({ ...row, userRoleId: Number(row.userRoleId) }));
  if (changed.length === 0) return;
  for (const value of [0, 1] as const) {
    const ids = changed.filter((row) => isDiscoverable({ ...row, userRoleId: Number(row.userRoleId) }) === value).map((row) => row.userId);
    if (ids.length) await db.updateTable('profile').set({ discoverable: value }).where('userId', 'in', ids).execute();
  }
  forgetAllRankings(db);
  // Inside a transaction, once more at its commit: a ranking made in between saw the pool before.
  await afterCommit(db, (committed) => forgetAllRankings(committed));
}

/**
 * The profile of a member others may see: verified, active, a member (not staff), not hidden by moderation. Read from the
 * account itself, not from the `discoverable` flag that the match window uses: an access
 * decision does not rest on a copy.
 */
export const findDiscoverableProfileRow = (db: Database, userId: number) => discoverableProfile(db, userId).selectAll('p').executeTakeFirst();

/** The query of a discoverable profile (above) before its columns are chosen, for a check inside another query. */
export const discoverableProfile = (db: Database, userId: number) =>
  db
    .selectFrom('profile as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .where('p.userId', '=', userId)
    .where('u.isVerified', '=', 1)
    .where('u.isActive', '=', 1)
    .where('u.userRoleId', '=', ROLE_IDS.user)
    .where('u.moderationHidden', '=', 0);
