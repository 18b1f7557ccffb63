import type { Database } from '../../db/database.ts';
import { findCurrentSubscription } from '../subscriptions/subscription.repository.ts';
import type { PhotoVisibility } from '../../../shared/schemas/photos.ts';

/**
 * Who may see a member's photos (DESIGN §15, docs/security.md). One rule for every way a photo
 * leaves the server: the links put on cards and profiles, and the file route itself, which asks
 * again for the reader a link was signed for, so a link stops working once the answer changes.
 *
 * - The owner and administrators: always, approved or not.
 * - Anyone else sees only approved photos, and nothing at all across a block (either way).
 * - 'all': every signed-in member. 'plan': members with an active plan. 'connections': members
 *   connected by an accepted interest. A member the owner granted a photo request to sees them
 *   under 'plan' and 'connections' alike.
 * - Whoever may not see them gets the blurred preview made at upload, never the photo.
 */
export type PhotoSight = 'full' | 'preview' | 'none';

export interface PhotoViewer {
  userId: number;
  isAdmin: boolean;
}

/** How this viewer may see each owner's approved photos; one query per kind of fact, for any number of owners. */
export async function photoSight(db: Database, ownerIds: number[], viewer: PhotoViewer): Promise<Map<number, PhotoSight>> {
  const owners = [...new Set(ownerIds)];
  const sight = new Map<number, PhotoSight>();
  if (!owners.length) return sight;
  if (viewer.isAdmin) {
    for (const id of owners) sight.set(id, 'full');
    return sight;
  }
  const me = viewer.userId;
  const others = owners.filter((id) => id !== me);
  if (owners.includes(me)) sight.set(me, 'full');
  if (!others.length) return sight;
  const [settings, blocks, connections, grants, plan] = await Promise.all([
    db.selectFrom('users').select(['id', 'photoVisibility']).where('id', 'in', others).execute(),
    db
      .selectFrom('block')
      .select(['userId', 'blockedUserId'])
      .where((eb) =>
        eb.or([eb.and([eb('userId', '=', me), eb('blockedUserId', 'in', others)]), eb.and([eb('blockedUserId', '=', me), eb('userId', 'in', others)])]),
      )
      .execute(),
    db
      .selectFrom('interest')
      .select(['userId', 'targetUserId'])
      .where('status', '=', 'accepted')
      .where((eb) =>
        eb.or([eb.and([eb('userId', '=', me), eb('targetUserId', 'in', others)]), eb.and([eb('targetUserId', '=', me), eb('userId', 'in', others)])]),
      )
      .execute(),
    db.selectFrom('photoRequest').select('ownerId').where('requesterId', '=', me).where('status', '=', 'granted').where('ownerId', 'in', others).execute(),
    findCurrentSubscription(db, me, new Date().toISOString()),
  ]);
  const blocked = new Set(blocks.map((b) => Number(b.userId === me ? b.blockedUserId : b.userId)));
  const connected = new Set(connections.map((c) => Number(c.userId === me ? c.targetUserId : c.userId)));
  const granted = new Set(grants.map((g) => Number(g.ownerId)));
  for (const row of settings) {
    const owner = Number(row.id);
    if (blocked.has(owner)) {
      sight.set(owner, 'none');
      continue;
    }
    const visibility = row.photoVisibility as PhotoVisibility;
    const allowed = visibility === 'all' || connected.has(owner) || granted.has(owner) || (visibility === 'plan' && Boolean(plan));
    sight.set(owner, allowed ? 'full' : 'preview');
  }
  return sight;
}

/** The account a signed link was issued to, as a viewer; null when the account is gone. */
export async function linkReader(db: Database, userId: number): Promise<PhotoViewer | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('userRole as r', 'r.id', 'u.userRoleId')
    .select(['u.id', 'r.name as role'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { userId: Number(row.id), isAdmin: String(row.role).toLowerCase() === 'admin' } : null;
}
