import type { Database } from '../../db/database.ts';
import type { PushKind, PushKinds, QuietHours } from '../../../shared/schemas/push.ts';

/** The SQL of push subscriptions and quiet hours (docs/product/calls-and-push.md). */
export interface SubscriptionRow {
  id: number;
  endpoint: string;
  /** Pushes in a row the push service refused with 400 or 403. */
  refusals: number;
  p256dh: string;
  auth: string;
  language: string;
}

const flags = (k: PushKinds) => ({ interests: k.interests ? 1 : 0, acceptances: k.acceptances ? 1 : 0, messages: k.messages ? 1 : 0, calls: k.calls ? 1 : 0 });

/**
 * Devices a member may have push notifications on at once; saving one more drops the one saved
 * (or saved again) longest ago.
 */
const PUSH_DEVICES_PER_MEMBER = 10;
/** Pushes in a row a push service may refuse (400, 403) before the device is dropped. */
const PUSH_REFUSALS_TO_DROP = 3;

/**
 * Saves a device's subscription for the member; a device that changed hands moves to them. Beyond
 * PUSH_DEVICES_PER_MEMBER, the member's devices saved longest ago are dropped.
 */
export async function saveSubscription(
  db: Database,
  userId: number,
  s: { endpoint: string; p256dh: string; auth: string; kinds: PushKinds; language: string },
  at: string,
): Promise<void> {
  const values = { userId, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, ...flags(s.kinds), language: s.language, updatedAt: at };
  await db
    .insertInto('pushSubscription')
    .values({ ...values, createdAt: at })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, refusals: 0 }))
    .execute();
  const kept = db
    .selectFrom('pushSubscription')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PUSH_DEVICES_PER_MEMBER);
  await db.deleteFrom('pushSubscription').where('userId', '=', userId).where('id', 'not in', kept).execute();
}

export async function findSubscription(db: Database, userId: number, endpoint: string): Promise<PushKinds | null> {
  const r = await db
    .selectFrom('pushSubscription')
    .select(['interests', 'acceptances', 'messages', 'calls'])
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return r
    ? { interests: Number(r.interests) === 1, acceptances: Number(r.acceptances) === 1, messages: Number(r.messages) === 1, calls: Number(r.calls) === 1 }
    : null;
}

export async function removeSubscription(db: Database, userId: number, endpoint: string): Promise<boolean> {
  const r = await db.deleteFrom('pushSubscription').where('userId', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** A member's devices that want this kind. */
export async function subscriptionsFor(db: Database, userId: number, kind: PushKind): Promise<SubscriptionRow[]> {
  const rows = await db
    .selectFrom('pushSubscription')
    .select(['id', 'endpoint', 'refusals', 'p256dh', 'auth', 'language'])
    .where('userId', '=', userId)
    .where(kind, '=', 1)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), refusals: Number(r.refusals) }));
}

/** The push service said the subscription is gone (404, 410), or it is no push service's. */
export async function dropSubscription(db: Database, id: number): Promise<void> {
  await db.deleteFrom('pushSubscription').where('id', '=', id).execute();
}

/** The push service refused a push (400, 403): counted, and the device dropped at PUSH_REFUSALS_TO_DROP in a row. */
export async function countRefusal(db: Database, id: number): Promise<void> {
  await db
    .updateTable('pushSubscription')
    .set((eb) => ({ refusals: eb('refusals', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('pushSubscription').where('id', '=', id).where('refusals', '>=', PUSH_REFUSALS_TO_DROP).execute();
}

/** The push service took a push: the refusals in a row start again. */
export async function clearRefusals(db: Database, id: number): Promise<void> {
  await db.updateTable('pushSubscription').set({ refusals: 0 }).where('id', '=', id).where('refusals', '>', 0).execute();
}

export async function quietHours(db: Database, userId: number): Promise<QuietHours> {
  const r = await db.selectFrom('users').select(['pushQuietFrom', 'pushQuietUntil']).where('id', '=', userId).executeTakeFirst();
  return { from: r?.pushQuietFrom ?? null, until: r?.pushQuietUntil ?? null };
}

export async function setQuietHours(db: Database, userId: number, q: QuietHours): Promise<void> {
  await db.updateTable('users').set({ pushQuietFrom: q.from, pushQuietUntil: q.until }).where('id', '=', userId).execute();
}

/** The first word of the name a member is shown by: all a push says of them. */
export async function firstName(db: Database, userId: number): Promise<string> {
  const r = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.name', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (r?.fullName ?? r?.name ?? '').trim().split(/\s+/)[0] ?? '';
}
