import type { Database } from './database.ts';

/**
 * The log of counted acts (docs/product/limits.md, docs/decisions/057-reports-and-action-limits.md):
 * a daily limit counts rows of `member_action`, which are only ever added, never the rows the act
 * itself writes, so an interest withdrawn and sent again, whose row is updated in place, still
 * takes one more place of the day. Count and log inside one transaction that holds the member's
 * lock (lockMember), so two requests at the same moment cannot both take the last place.
 */
export type CountedAction = 'interest.sent' | 'report.filed' | 'photo.requested' | 'conversation.started';

/** How many times the member did this since `since` (an ISO time, e.g. the start of the UTC day). */
export async function actionsSince(db: Database, userId: number, action: CountedAction, since: string): Promise<number> {
  const row = await db
    .selectFrom('memberAction')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('action', '=', action)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function logAction(db: Database, userId: number, action: CountedAction, targetUserId: number | null, at: string): Promise<void> {
  await db.insertInto('memberAction').values({ userId, action, targetUserId, createdAt: at }).execute();
}
