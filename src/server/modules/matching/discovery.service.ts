import type { Database } from '../../db/database.ts';
import { findDiscoverableProfileRow } from '../profile/profile.repository.ts';
import { notFound } from '../../lib/http-error.ts';
import { ageOn } from './match-rules.ts';

/** "Who viewed me": the latest view per viewer, newest first (one row per viewer by design of profile_view). */
export async function viewersOf(db: Database, userId: number, page: number, pageSize: number) {
  const base = db.selectFrom('profileView as v').innerJoin('users as u', 'u.id', 'v.viewerId').where('v.viewedId', '=', userId).where('u.isActive', '=', 1);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .leftJoin('profile as p', 'p.userId', 'v.viewerId')
    .leftJoin('religion as r', 'r.id', 'p.religionId')
    .leftJoin('caste as c', 'c.id', 'p.casteId')
    .select(['v.viewerId', 'v.viewedAt', 'v.viewCount', 'u.name as userName', 'p.fullName', 'p.dob', 'p.city', 'r.name as religion', 'c.name as caste'])
    .orderBy('v.viewedAt', 'desc')
    .orderBy('v.viewerId', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const today = new Date();
  const items = rows.map((r) => ({
    userId: Number(r.viewerId),
    fullName: r.fullName ?? r.userName,
    age: r.dob ? ageOn(String(r.dob), today) : null,
    city: r.city,
    religion: r.religion,
    caste: r.caste,
    viewedAt: r.viewedAt,
    viewCount: Number(r.viewCount),
  }));
  return { items, page, pageSize, total };
}

/** Records a view by the session's member; repeated views update the time and the count. */
export async function recordView(db: Database, viewerId: number, viewedId: number) {
  if (viewerId === viewedId) return;
  const now = new Date().toISOString();
  await db
    .insertInto('profileView')
    .values({ viewerId, viewedId, viewCount: 1, firstViewedAt: now, viewedAt: now })
    .onConflict((oc) => oc.columns(['viewerId', 'viewedId']).doUpdateSet((eb) => ({ viewedAt: now, viewCount: eb('profileView.viewCount', '+', 1) })))
    .execute();
}

/** A member discoverable by others: verified, active, a member (not staff) with a profile. */
export async function assertDiscoverable(db: Database, userId: number) {
  if (!(await findDiscoverableProfileRow(db as Database, userId))) throw notFound('This profile is not available.');
}

/** Interest in a matched profile (UpdateMatchingProfile); idempotent. */
export async function recordInterest(db: Database, userId: number, targetUserId: number) {
  await assertDiscoverable(db, targetUserId);
  await db
    .insertInto('interest')
    .values({ userId, targetUserId, createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['userId', 'targetUserId']).doNothing())
    .execute();
  const mutual = await db.selectFrom('interest').select('id').where('userId', '=', targetUserId).where('targetUserId', '=', userId).executeTakeFirst();
  return { userId, matchingUserId: targetUserId, interested: true, mutualInterest: Boolean(mutual) };
}
