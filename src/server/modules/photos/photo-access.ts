import { sql, type Expression } from 'kysely';
import type { Database } from '../../db/database.ts';
import { eitherWay } from '../../db/either-way.ts';
import { compiledQuery, isAnyOf } from '../../db/compiled-query.ts';
import { planInForce } from '../subscriptions/index.ts';
import type { PhotoVisibility } from '../../../shared/schemas/photos.ts';

/**
 * Who may see a member's photos (docs/product/documents-and-photos.md, docs/security.md). One rule for every way a photo
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

/**
 * Beside an owner's account row `u`: whether a block stands between them and the viewer `me`
 * (either way), an accepted interest connects them, the owner granted the viewer's request, and
 * whether the viewer has a plan in force (the same on every row). With `u.photoVisibility`, what
 * `sightOf` decides by; cards read them in the statement that reads their documents
 * (photos.service.ts).
 */
export const sightColumns = (db: Database, owner: Expression<number>, me: number, now: string) => {
  const exists = (rows: Expression<unknown>) => sql<boolean>`exists ${rows}`;
  return [
    exists(
      db
        .selectFrom('block as b')
        .select('b.id')
        .where((w) => eitherWay(w, ['b.userId', 'b.blockedUserId'], me, owner)),
    ).as('blocked'),
    exists(
      db
        .selectFrom('interest as i')
        .select('i.id')
        .where('i.status', '=', 'accepted')
        .where((w) => eitherWay(w, ['i.userId', 'i.targetUserId'], me, owner)),
    ).as('connected'),
    exists(
      db.selectFrom('photoRequest as r').select('r.id').where('r.requesterId', '=', me).where('r.status', '=', 'granted').where('r.ownerId', '=', owner),
    ).as('granted'),
    exists(planInForce(db, me, now)).as('planned'),
  ] as const;
};

/** The facts of `sightColumns` as read, with the owner's setting. */
interface SightFacts {
  photoVisibility: string;
  blocked: unknown;
  connected: unknown;
  granted: unknown;
  planned: unknown;
}

/** Each owner's photo setting with the facts of `sightColumns`; built once. */
const sightFacts = compiledQuery((db, owners: number[], me: number, now: string) =>
  db
    .selectFrom('users as u')
    .select((eb) => ['u.id', 'u.photoVisibility', ...sightColumns(db, eb.ref('u.id'), me, now)])
    .where(isAnyOf(db, 'u.id', owners)),
);

/** How `viewer` may see the approved photos of `owner`, from the facts read beside the owner's account. */
export function sightOf(owner: number, facts: SightFacts, viewer: PhotoViewer): PhotoSight {
  if (viewer.isAdmin || owner === viewer.userId) return 'full';
  // PostgreSQL answers EXISTS with true or false, SQLite with 1 or 0.
  const holds = (fact: unknown) => Number(fact) === 1;
  if (holds(facts.blocked)) return 'none';
  const visibility = facts.photoVisibility as PhotoVisibility;
  const allowed = visibility === 'all' || holds(facts.connected) || holds(facts.granted) || (visibility === 'plan' && holds(facts.planned));
  return allowed ? 'full' : 'preview';
}

/**
 * How this viewer may see each owner's approved photos, for any number of owners: one query gives
 * each owner's setting with whether a block stands between them, an accepted interest connects
 * them and the owner granted the viewer's request, and the viewer's plan.
 */
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
  const rows = await sightFacts(db, others, me, new Date().toISOString());
  for (const row of rows) sight.set(Number(row.id), sightOf(Number(row.id), row, viewer));
  return sight;
}

/** The account a signed link was issued to, as a viewer; null when the account is gone. */
export async function linkReader(db: Database, userId: number): Promise<PhotoViewer | null> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('userRole as r', 'r.id', 'u.userRoleId')
    .select(['u.id', 'r.code as role'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { userId: Number(row.id), isAdmin: String(row.role).toLowerCase() === 'admin' } : null;
}

/**
 * Whether the reader a photo link was signed for may read it in this size: the owner and
 * administrators always; others only an approved photo, in full if the owner's setting lets
 * them see it, otherwise only the blurred preview; nothing across a block.
 */
export async function photoReadable(db: Database, row: { userId: number; approval: string }, readerId: number, size: string | undefined) {
  const reader = await linkReader(db, readerId);
  if (!reader) return false;
  if (reader.isAdmin || reader.userId === row.userId) return true;
  if (row.approval !== 'approved') return false;
  const sight = (await photoSight(db, [row.userId], reader)).get(row.userId) ?? 'none';
  return sight === 'full' ? size !== undefined : sight === 'preview' && size === 'preview';
}
