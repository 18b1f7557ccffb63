import type { Database } from '../../db/database.ts';
import type { CallEndReason, CallItem, CallKind, CallState } from '../../../shared/schemas/calls.ts';
import { CALL_MAX_HOURS, CALL_RING_SECONDS } from '../../../shared/schemas/calls.ts';

/** The SQL of calls (docs/product/calls-and-push.md): one `member_call` row per call. */
export interface CallRow {
  id: number;
  callerId: number;
  calleeId: number;
  kind: CallKind;
  state: CallState;
  endReason: CallEndReason | null;
  createdAt: string;
  answeredAt: string | null;
  endedAt: string | null;
}

const COLUMNS = ['id', 'callerId', 'calleeId', 'kind', 'state', 'endReason', 'createdAt', 'answeredAt', 'endedAt'] as const;
const toRow = (r: Record<(typeof COLUMNS)[number], unknown>): CallRow => ({
  id: Number(r.id),
  callerId: Number(r.callerId),
  calleeId: Number(r.calleeId),
  kind: r.kind as CallKind,
  state: r.state as CallState,
  endReason: (r.endReason ?? null) as CallEndReason | null,
  createdAt: String(r.createdAt),
  answeredAt: r.answeredAt === null ? null : String(r.answeredAt),
  endedAt: r.endedAt === null ? null : String(r.endedAt),
});

export const toCallItem = (row: CallRow, me: number): CallItem => ({
  ...row,
  seconds: row.answeredAt && row.endedAt ? Math.max(0, Math.round((Date.parse(row.endedAt) - Date.parse(row.answeredAt)) / 1000)) : null,
  mine: row.callerId === me,
});

export async function callById(db: Database, id: number): Promise<CallRow | null> {
  const r = await db.selectFrom('memberCall').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return r ? toRow(r) : null;
}

/**
 * Whether a ringing or active row is still a call: a ring past its time was missed, and an active
 * call past the longest call lost both its sides without an end (a closed laptop).
 */
export function isLive(row: Pick<CallRow, 'state' | 'createdAt' | 'answeredAt'>, now: Date): boolean {
  if (row.state === 'ringing') return now.getTime() - Date.parse(row.createdAt) < (CALL_RING_SECONDS + 15) * 1000;
  if (row.state === 'active') return now.getTime() - Date.parse(row.answeredAt ?? row.createdAt) < CALL_MAX_HOURS * 3600 * 1000;
  return false;
}

/** The ringing and active calls either of these members takes part in, live or stale. */
export async function openCallsOf(db: Database, members: number[]): Promise<CallRow[]> {
  const rows = await db
    .selectFrom('memberCall')
    .select(COLUMNS)
    .where('state', 'in', ['ringing', 'active'])
    .where((eb) => eb.or([eb('callerId', 'in', members), eb('calleeId', 'in', members)]))
    .execute();
  return rows.map(toRow);
}

export async function insertCall(db: Database, callerId: number, calleeId: number, kind: CallKind, at: string): Promise<CallRow> {
  const row = await db.insertInto('memberCall').values({ callerId, calleeId, kind, state: 'ringing', createdAt: at }).returning('id').executeTakeFirstOrThrow();
  return { id: Number(row.id), callerId, calleeId, kind, state: 'ringing', endReason: null, createdAt: at, answeredAt: null, endedAt: null };
}

/** Moves a call on from the state it was read in; false when another request moved it first. */
export async function moveCall(db: Database, row: CallRow, to: { state: CallState; endReason?: CallEndReason; answeredAt?: string; endedAt?: string }) {
  const result = await db
    .updateTable('memberCall')
    .set({ state: to.state, endReason: to.endReason ?? null, answeredAt: to.answeredAt ?? row.answeredAt, endedAt: to.endedAt ?? null })
    .where('id', '=', row.id)
    .where('state', '=', row.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Counts one signal of `bytes` on a call that still rings, within the caps; false (nothing counted)
 * when it would pass either, or the call no longer rings. One statement, so signals sent at once
 * cannot pass the caps together.
 */
export async function countRingingSignal(db: Database, id: number, bytes: number, maxSignals: number, maxBytes: number): Promise<boolean> {
  const result = await db
    .updateTable('memberCall')
    .set((eb) => ({ ringingSignals: eb('ringingSignals', '+', 1), ringingSignalBytes: eb('ringingSignalBytes', '+', bytes) }))
    .where('id', '=', id)
    .where('state', '=', 'ringing')
    .where('ringingSignals', '<', maxSignals)
    .where('ringingSignalBytes', '<=', maxBytes - bytes)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many calls a member started since each time (the rate limits). */
export async function startedSince(db: Database, callerId: number, since: string): Promise<number> {
  const r = await db
    .selectFrom('memberCall')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('callerId', '=', callerId)
    .where('createdAt', '>=', since)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The calls between two members, newest first. */
export async function callsBetween(db: Database, a: number, b: number, limit: number): Promise<CallRow[]> {
  const rows = await db
    .selectFrom('memberCall')
    .select(COLUMNS)
    .where((eb) => eb.or([eb.and([eb('callerId', '=', a), eb('calleeId', '=', b)]), eb.and([eb('callerId', '=', b), eb('calleeId', '=', a)])]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toRow);
}

export async function callsEnabled(db: Database, userId: number): Promise<boolean> {
  const r = await db.selectFrom('users').select('callsEnabled').where('id', '=', userId).executeTakeFirst();
  return Number(r?.callsEnabled ?? 0) === 1;
}

export async function setCallsEnabled(db: Database, userId: number, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ callsEnabled: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}

/** The name a member is shown by to the other side of a call. */
export async function shownName(db: Database, userId: number): Promise<string> {
  const r = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.name', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return r?.fullName ?? r?.name ?? 'A member';
}
