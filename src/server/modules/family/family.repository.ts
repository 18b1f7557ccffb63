import type { Database } from '../../db/database.ts';
import type { HelperPermission, HelperStatus, Relation } from '../../../shared/schemas/family.ts';

/** The family_helper rows: invitations, links between a helper and a member, the member's choices. */
export interface HelperRow {
  id: number;
  memberUserId: number;
  helperUserId: number | null;
  name: string;
  relation: Relation;
  contactEmail: string | null;
  contactMobile: string | null;
  status: HelperStatus;
  canShortlist: number;
  canInterests: number;
  canPhotoRequests: number;
  canEditProfile: number;
  inviteExpiresAt: string | null;
  createdAt: string;
}

const COLUMNS = [
  'id',
  'memberUserId',
  'helperUserId',
  'name',
  'relation',
  'contactEmail',
  'contactMobile',
  'status',
  'canShortlist',
  'canInterests',
  'canPhotoRequests',
  'canEditProfile',
  'inviteExpiresAt',
  'createdAt',
] as const;

const helpers = (db: Database) => db.selectFrom('familyHelper').select(COLUMNS);
const asRow = (row: unknown) => row as HelperRow;

export const PERMISSION_COLUMN: Record<HelperPermission, 'canShortlist' | 'canInterests' | 'canPhotoRequests' | 'canEditProfile'> = {
  shortlist: 'canShortlist',
  interests: 'canInterests',
  photoRequests: 'canPhotoRequests',
  editProfile: 'canEditProfile',
};

/** A member's helpers, removed ones left out, oldest first. */
export async function helpersOf(db: Database, memberId: number): Promise<HelperRow[]> {
  return (await helpers(db).where('memberUserId', '=', memberId).where('status', '!=', 'removed').orderBy('id').execute()).map(asRow);
}

export async function helperOfMember(db: Database, memberId: number, id: number): Promise<HelperRow | null> {
  const row = await helpers(db).where('id', '=', id).where('memberUserId', '=', memberId).where('status', '!=', 'removed').executeTakeFirst();
  return row ? asRow(row) : null;
}

export async function helperByToken(db: Database, tokenHash: string, now: string): Promise<HelperRow | null> {
  const row = await helpers(db).where('inviteTokenHash', '=', tokenHash).where('status', '=', 'invited').where('inviteExpiresAt', '>', now).executeTakeFirst();
  return row ? asRow(row) : null;
}

/** The active links of a helper account (the members they help), oldest first. */
export async function activeLinksOf(db: Database, helperUserId: number): Promise<HelperRow[]> {
  return (await helpers(db).where('helperUserId', '=', helperUserId).where('status', '=', 'active').orderBy('id').execute()).map(asRow);
}

/** Links that count against a helper's limit of members: active or paused. */
export async function linkCountOf(db: Database, helperUserId: number): Promise<number> {
  const row = await db
    .selectFrom('familyHelper')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('helperUserId', '=', helperUserId)
    .where('status', 'in', ['active', 'paused'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateHelper(db: Database, id: number, values: Partial<Record<keyof HelperRow | 'inviteTokenHash' | 'acceptedAt', unknown>>) {
  await db
    .updateTable('familyHelper')
    .set({ ...(values as object), updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function recordActivity(
  db: Database,
  entry: { memberUserId: number; helperId: number; action: string; targetUserId: number | null; recordId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('familyActivity')
    .values({ ...entry, undoneAt: null, createdAt: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
