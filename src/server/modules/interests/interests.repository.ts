import { sql } from 'kysely';
import { eitherWay } from '../../db/either-way.ts';
import type { Database } from '../../db/database.ts';
import type { InterestStatus, InterestTab } from '../../../shared/schemas/interests.ts';

/** An interest as stored; `status` may still read pending after it expired (see effectiveStatus). */
export interface InterestRow {
  id: number;
  userId: number;
  targetUserId: number;
  status: string;
  note: string | null;
  reply: string | null;
  createdAt: string;
  updatedAt: string | null;
  sentByHelperId?: number | null;
  answeredByHelperId?: number | null;
}

const COLUMNS = [
  'i.id',
  'i.userId',
  'i.targetUserId',
  'i.status',
  'i.note',
  'i.reply',
  'i.createdAt',
  'i.updatedAt',
  'i.sentByHelperId',
  'i.answeredByHelperId',
] as const;
const toRow = (r: Record<string, unknown>): InterestRow => ({
  id: Number(r.id),
  userId: Number(r.userId),
  targetUserId: Number(r.targetUserId),
  status: String(r.status),
  note: (r.note as string | null) ?? null,
  reply: (r.reply as string | null) ?? null,
  createdAt: String(r.createdAt),
  updatedAt: (r.updatedAt as string | null) ?? null,
  sentByHelperId: r.sentByHelperId === null || r.sentByHelperId === undefined ? null : Number(r.sentByHelperId),
  answeredByHelperId: r.answeredByHelperId === null || r.answeredByHelperId === undefined ? null : Number(r.answeredByHelperId),
});

/**
 * The helpers named on these interests, as this reader may see them: their own member's helpers
 * always, another member's only when that member lets others see that family helps.
 */
export async function helperMarks(db: Database, me: number, ids: number[]): Promise<Map<number, { name: string; relation: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('familyHelper as f')
    .innerJoin('users as u', 'u.id', 'f.memberUserId')
    .select(['f.id', 'f.name', 'f.relation', 'f.memberUserId', 'u.familyShown'])
    .where('f.id', 'in', ids)
    .execute();
  return new Map(
    rows
      .filter((r) => r.memberUserId === me || r.familyShown === 1)
      .map((r) => [Number(r.id), { name: r.name.trim().split(/\s+/)[0] ?? r.name, relation: r.relation }]),
  );
}

export const findInterest = async (db: Database, id: number) => {
  const row = await db.selectFrom('interest as i').select(COLUMNS).where('i.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : null;
};

/** The interests between two members, either way (at most two rows). */
export async function interestsBetween(db: Database, a: number, b: number): Promise<InterestRow[]> {
  const rows = await db
    .selectFrom('interest as i')
    .select(COLUMNS)
    .where((eb) => eitherWay(eb, ['i.userId', 'i.targetUserId'], a, b))
    .execute();
  return rows.map(toRow);
}

/** A new interest, or a fresh start of one that was withdrawn, expired or ended. */
export async function upsertPending(db: Database, userId: number, targetUserId: number, note: string | null, now: string): Promise<number> {
  const row = await db
    .insertInto('interest')
    .values({ userId, targetUserId, status: 'pending', note, reply: null, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.columns(['userId', 'targetUserId']).doUpdateSet({ status: 'pending', note, reply: null, createdAt: now, updatedAt: now }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Moves an interest on only from the state it was read in, so two answers cannot both win. */
export async function moveInterest(db: Database, id: number, from: string, to: InterestStatus | 'ended', now: string, reply: string | null = null) {
  const result = await db
    .updateTable('interest')
    .set({ status: to, updatedAt: now, ...(reply !== null ? { reply } : {}) })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A block ends what two members had: pending interests and a connection. */
export async function endInterestsBetween(db: Database, a: number, b: number, now: string) {
  await db
    .updateTable('interest')
    .set({ status: 'ended', updatedAt: now })
    .where('status', 'in', ['pending', 'accepted'])
    .where((eb) => eitherWay(eb, ['userId', 'targetUserId'], a, b))
    .execute();
}

/**
 * One tab of a member's Interests page. The other member must still be discoverable and not
 * blocked either way (`hidden`); expiry is read from the time sent (`expiredBefore`), so a
 * pending interest older than that shows as expired without a job having run.
 *   received  — interests to me, pending first, then by when they changed
 *   sent      — interests from me
 *   connected — accepted, either way
 *   closed    — declined or expired, either way
 */
export async function interestTab(db: Database, me: number, tab: InterestTab, hidden: number[], expiredBefore: string, page: number, pageSize: number) {
  const live = sql<boolean>`(i.status = 'pending' and i.created_at >= ${expiredBefore})`;
  const expired = sql<boolean>`(i.status = 'pending' and i.created_at < ${expiredBefore})`;
  const other =
    tab === 'received'
      ? sql.ref('i.user_id')
      : tab === 'sent'
        ? sql.ref('i.target_user_id')
        : sql`case when i.user_id = ${me} then i.target_user_id else i.user_id end`;
  let base = db.selectFrom('interest as i').innerJoin('profile as p', (join) => join.on(sql<boolean>`p.user_id = ${other}`));
  if (tab === 'received') base = base.where('i.targetUserId', '=', me).where('i.status', 'not in', ['withdrawn', 'ended']);
  else if (tab === 'sent') base = base.where('i.userId', '=', me).where('i.status', '!=', 'ended');
  else {
    base = base.where((eb) => eb.or([eb('i.userId', '=', me), eb('i.targetUserId', '=', me)]));
    base = tab === 'connected' ? base.where('i.status', '=', 'accepted') : base.where(sql<boolean>`(i.status in ('declined', 'expired') or ${expired})`);
  }
  base = base.where('p.discoverable', '=', 1);
  if (hidden.length) base = base.where('p.userId', 'not in', hidden);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .select([...COLUMNS, 'p.userId as otherId'])
      .orderBy(sql`case when ${live} then 0 else 1 end`)
      .orderBy(sql`coalesce(i.updated_at, i.created_at)`, 'desc')
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows: rows.map((r) => ({ ...toRow(r), otherId: Number(r.otherId) })) };
}
