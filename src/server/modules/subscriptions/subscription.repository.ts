import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { DB, NewRow, RowUpdate } from '../../db/schema.ts';
import { MONEY_RECEIVED } from '../payments/index.ts';

/** Subscriptions (`userSubscription as s`) with their plan (`subscriptionPlan as p`). */
type WithPlan = DB & { s: DB['userSubscription']; p: DB['subscriptionPlan'] };

/** What every subscription reply carries, with when its payment was verified: null when unpaid. */
const subscriptionColumns = (eb: ExpressionBuilder<WithPlan, 's' | 'p'>) => [
  ...([
    's.id',
    's.userId',
    's.planId',
    'p.name as planName',
    'p.nameHi as planNameHi',
    'p.nameTa as planNameTa',
    's.status',
    's.amountPaise',
    's.contactViewsTotal',
    's.contactViewsUsed',
    's.startsAt',
    's.endsAt',
    's.activatedAt',
    's.createdAt',
  ] as const),
  eb.selectFrom('payment as pm').select('pm.verifiedAt').whereRef('pm.subscriptionId', '=', 's.id').where('pm.status', '=', 'captured').limit(1).as('paidAt'),
];

const withPlan = (db: Database) => db.selectFrom('userSubscription as s').innerJoin('subscriptionPlan as p', 'p.id', 's.planId');

export const findSubscription = (db: Database, id: number) => withPlan(db).select(subscriptionColumns).where('s.id', '=', id).executeTakeFirst();

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

/** A member's subscriptions, newest first. */
export const listSubscriptionsOf = (db: Database, userId: number) =>
  withPlan(db).select(subscriptionColumns).where('s.userId', '=', userId).orderBy('s.id', 'desc').execute();

/** One page of every member's subscriptions with the member's name, newest first; `expired` and `active` are read against `now`. */
export async function listSubscriptions(db: Database, filter: { status?: string; page: number; pageSize: number; now: string }) {
  let base = withPlan(db).innerJoin('users as u', 'u.id', 's.userId');
  if (filter.status === 'expired') base = base.where('s.status', '=', 'active').where('s.endsAt', '<=', filter.now);
  else if (filter.status === 'active') base = base.where('s.status', '=', 'active').where('s.endsAt', '>', filter.now);
  else if (filter.status) base = base.where('s.status', '=', filter.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const rows = await base
    .select(subscriptionColumns)
    .select(['u.name as userName', 'u.email as userEmail'])
    .orderBy('s.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total };
}

/**
 * The plan in force at `now` (its end date checked at read time). With `revealedTarget`, also
 * the id of that member's contact reveal under it (`revealId`), so one query answers both.
 */
export const planInForce = (db: Database, userId: number, now: string) =>
  withPlan(db)
    .select(subscriptionColumns)
    .where('s.userId', '=', userId)
    .where('s.status', '=', 'active')
    .where('s.startsAt', '<=', now)
    .where('s.endsAt', '>', now)
    .orderBy('s.startsAt')
    .limit(1);
// Built once each: every card page reads the viewer's plan.
const planInForceQuery = compiledQuery(planInForce);
const planInForceRevealingQuery = compiledQuery((db, userId: number, now: string, target: number) =>
  planInForce(db, userId, now).select((eb) =>
    eb.selectFrom('contactReveal as r').select('r.id').whereRef('r.subscriptionId', '=', 's.id').where('r.targetUserId', '=', target).limit(1).as('revealId'),
  ),
);

export async function findCurrentSubscription(db: Database, userId: number, now: string, revealedTarget?: number) {
  const [row] = revealedTarget === undefined ? await planInForceQuery(db, userId, now) : await planInForceRevealingQuery(db, userId, now, revealedTarget);
  return row as (SubscriptionRow & { revealId?: number | null }) | undefined;
}

export const findPlanToBuy = (db: Database, planId: number) =>
  db.selectFrom('subscriptionPlan').select(['id', 'isActive', 'pricePaise', 'contactViews', 'durationDays']).where('id', '=', planId).executeTakeFirst();

export const findBuyer = (db: Database, userId: number) =>
  db.selectFrom('users').select(['id', 'name', 'email', 'isActive']).where('id', '=', userId).executeTakeFirst();

export async function insertSubscription(db: Database, values: NewRow<'userSubscription'>): Promise<number> {
  return (await db.insertInto('userSubscription').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** When the member's last active plan ends, if it ends after `now`. */
export async function lastActiveEnd(db: Database, userId: number, now: string): Promise<string | null> {
  const row = await db
    .selectFrom('userSubscription')
    .select('endsAt')
    .where('userId', '=', userId)
    .where('status', '=', 'active')
    .where('endsAt', '>', now)
    .orderBy('endsAt', 'desc')
    .executeTakeFirst();
  return row?.endsAt ?? null;
}

/** Activates a pending subscription; false when it was no longer pending. */
export async function activatePending(db: Database, id: number, values: RowUpdate<'userSubscription'>): Promise<boolean> {
  const result = await db.updateTable('userSubscription').set(values).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Spends one contact view of a subscription on a member and records the reveal; false when no
 * view was left. The conditional update is the limit: two reveals at once cannot both take the
 * last view. Run it in a transaction, so a refused reveal records nothing.
 */
export async function spendContactView(db: Database, reveal: { subscriptionId: number; userId: number; targetUserId: number; createdAt: string }) {
  const spent = await db
    .updateTable('userSubscription')
    .set((eb) => ({ contactViewsUsed: eb('contactViewsUsed', '+', 1) }))
    .where('id', '=', reveal.subscriptionId)
    .whereRef('contactViewsUsed', '<', 'contactViewsTotal')
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return false;
  await db.insertInto('contactReveal').values(reveal).execute();
  return true;
}

export const setSubscriptionStatus = (db: Database, id: number, status: string, now: string) =>
  db.updateTable('userSubscription').set({ status, updatedAt: now }).where('id', '=', id).execute();

/** Deletes a subscription on which no money was received (only while pending with `pendingOnly`); false when nothing was deleted. */
export async function deleteUnpaidSubscription(db: Database, id: number, pendingOnly: boolean): Promise<boolean> {
  const result = await db
    .deleteFrom('userSubscription')
    .where('id', '=', id)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('payment').select('payment.id').where('payment.subscriptionId', '=', id).where('payment.status', 'in', MONEY_RECEIVED))),
    )
    .$if(pendingOnly, (q) => q.where('status', '=', 'pending'))
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
