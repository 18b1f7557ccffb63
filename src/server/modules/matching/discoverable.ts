import type { Kysely } from 'kysely';
import { ROLE_IDS } from '../../../shared/constants.ts';

/**
 * Who others may discover: an account that is verified, active and a member (not an
 * administrator or editor), with a profile. The match window reads this rule from
 * `profile.discoverable` (migration 0008) so it never looks an account up per candidate; every
 * write that changes one of its inputs (account verification, the Users master's role, verified
 * and active flags, a new profile) calls `syncDiscoverable`. Deleting an account deletes its
 * profile with it; the profile's own verified flag is scored, not filtered, so it is no input.
 */
export interface DiscoverableInputs {
  isVerified: number | boolean;
  isActive: number | boolean;
  userRoleId: number;
}

export const isDiscoverable = (user: DiscoverableInputs): 0 | 1 => (Number(user.isVerified) === 1 && Number(user.isActive) === 1 && user.userRoleId === Number(ROLE_IDS.user) ? 1 : 0);

/** Recomputes the flag of these members' profiles from their accounts (a no-op for a member without a profile). */
export async function syncDiscoverable(db: Kysely<any>, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('profile')
    .set((eb) => ({
      discoverable: eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('users as u')
              .select('u.id')
              .whereRef('u.id', '=', 'profile.userId')
              .where('u.isVerified', '=', 1)
              .where('u.isActive', '=', 1)
              .where('u.userRoleId', '=', ROLE_IDS.user),
          ),
        )
        .then(1)
        .else(0)
        .end(),
    }))
    .where('userId', 'in', userIds)
    .execute();
}
