import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../lib/events/events.ts';
import type { ScheduledJob } from '../../lib/scheduler/scheduler.ts';
import type { MailService } from '../mail/index.ts';
import { INTEREST_EXPIRY_DAYS } from '../../../shared/schemas/interests.ts';
import { digestDay, runDigests } from './digest.service.ts';

/**
 * The scheduled work of the member loop (docs/product/member-loop.md), each run once per period across instances
 * by the scheduler's lease (docs/decisions/031-scheduled-work-lease.md).
 */
const DAY_MS = 86_400_000;
/** A plan's member hears this many days before it ends. */
export const PLAN_EXPIRING_DAYS = 7;
/** Events are kept for the live streams' replay; notifications for the list. */
export const EVENTS_KEPT_DAYS = 30;
export const READ_NOTIFICATIONS_KEPT_DAYS = 90;
export const NOTIFICATIONS_KEPT_DAYS = 365;

const hourKey = (now: Date) => now.toISOString().slice(0, 13);
const dayKey = (now: Date) => now.toISOString().slice(0, 10);

/** Pending interests past their 30 days are stored as expired (they already read as expired; lists and counts then need no date arithmetic). */
export async function expireInterests(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - INTEREST_EXPIRY_DAYS * DAY_MS).toISOString();
  const result = await db
    .updateTable('interest')
    .set({ status: 'expired', updatedAt: now.toISOString() })
    .where('status', '=', 'pending')
    .where('createdAt', '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * "Your plan ends in 7 days", once per subscription: claimed by setting `expiry_notified_at` where
 * it is still empty. A member who already bought the next plan (a later active one) is not told.
 */
export async function notifyPlansExpiring(db: Database, events: EventBus, now: Date): Promise<number> {
  const rows = await db
    .selectFrom('userSubscription as s')
    .innerJoin('subscriptionPlan as p', 'p.id', 's.planId')
    .select(['s.id', 's.userId', 's.endsAt', 'p.name as planName', 'p.nameHi as planNameHi', 'p.nameTa as planNameTa'])
    .where('s.status', '=', 'active')
    .where('s.expiryNotifiedAt', 'is', null)
    .where('s.endsAt', '>', now.toISOString())
    .where('s.endsAt', '<=', new Date(now.getTime() + PLAN_EXPIRING_DAYS * DAY_MS).toISOString())
    .orderBy('s.id')
    .execute();
  let told = 0;
  for (const row of rows) {
    const claim = await db
      .updateTable('userSubscription')
      .set({ expiryNotifiedAt: now.toISOString() })
      .where('id', '=', row.id)
      .where('expiryNotifiedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    const renewed = await db
      .selectFrom('userSubscription')
      .select('id')
      .where('userId', '=', row.userId)
      .where('status', '=', 'active')
      .where('endsAt', '>', row.endsAt!)
      .executeTakeFirst();
    if (renewed) continue;
    await events.publish(db, {
      type: 'plan.expiring',
      actorId: null,
      recipientId: row.userId,
      // The plan's name in every language it has, so each reader sees it in theirs.
      data: { subscriptionId: Number(row.id), planName: row.planName, planNameHi: row.planNameHi, planNameTa: row.planNameTa, endsAt: row.endsAt },
    });
    told++;
  }
  return told;
}

/** Old events (the replay needs only recent ones), read notifications after 90 days, any after a year. */
export async function cleanUp(db: Database, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const events = await db.deleteFrom('domainEvent').where('createdAt', '<', ago(EVENTS_KEPT_DAYS)).executeTakeFirst();
  const notifications = await db
    .deleteFrom('notification')
    .where((eb) =>
      eb.or([
        eb.and([eb('readAt', 'is not', null), eb('createdAt', '<', ago(READ_NOTIFICATIONS_KEPT_DAYS))]),
        eb('createdAt', '<', ago(NOTIFICATIONS_KEPT_DAYS)),
      ]),
    )
    .executeTakeFirst();
  return { events: Number(events.numDeletedRows), notifications: Number(notifications.numDeletedRows) };
}

export function memberLoopJobs(deps: { db: Database; events: EventBus; mail: MailService; config: Config }): ScheduledJob[] {
  const { db, events } = deps;
  return [
    { name: 'interest-expiry', key: hourKey, leaseMs: 10 * 60_000, run: (now) => expireInterests(db, now) },
    { name: 'plan-expiring', key: hourKey, leaseMs: 10 * 60_000, run: (now) => notifyPlansExpiring(db, events, now) },
    {
      name: 'notification-digest',
      key: (now) => {
        const { day, due } = digestDay(now);
        return due ? day : null;
      },
      leaseMs: 30 * 60_000,
      run: (now) => runDigests(deps, now),
    },
    { name: 'notification-cleanup', key: dayKey, leaseMs: 10 * 60_000, run: (now) => cleanUp(db, now) },
  ];
}
