import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findByCode } from '../search/index.ts';
import {
  CLOCK_STOPPING_OUTCOMES,
  type CallOutcome,
  type CallRow,
  type Shortlist,
  type ThreadMessage,
  type WorkbenchMember,
  type WorkbenchRow,
} from '../../../shared/schemas/assisted.ts';
import { weekOf } from './assisted-clock.ts';
import { REQUEST_COLUMNS, briefOf, callsOf, messagesOf, overdueAt, requestOf, shortlistsOf, type RequestRow } from './assisted.repository.ts';
import { S, personOf, tell, type AssistedDeps } from './assisted.service.ts';

/**
 * The relationship manager's workbench (docs/product/assisted-service.md): their own members
 * only. A member assigned to another manager answers as one that does not exist, so ids reveal
 * nothing, and contact details are given only here, to the member's own manager.
 */
export async function ownMember(db: Database, managerId: number, memberId: number): Promise<RequestRow> {
  const row = await requestOf(db, memberId);
  if (!row || row.managerUserId !== managerId) throw notFound(S.notFound);
  return row;
}

async function lastShortlistWeeks(db: Database, memberIds: number[]) {
  if (!memberIds.length) return new Map<number, string>();
  const rows = await db
    .selectFrom('assistedShortlist')
    .select((eb) => ['memberUserId', eb.fn.max('weekOf').as('week')])
    .where('memberUserId', 'in', memberIds)
    .groupBy('memberUserId')
    .execute();
  return new Map(rows.map((r) => [Number(r.memberUserId), String(r.week)]));
}

const rowOf = (r: RequestRow & { name: string; profileCode: string | null }, lastWeek: string | undefined, now: Date): WorkbenchRow => ({
  userId: Number(r.userId),
  name: r.name,
  profileCode: r.profileCode,
  status: r.status,
  firstCallDueAt: r.firstCallDueAt,
  firstCallAt: r.firstCallAt,
  overdue: overdueAt(r, now),
  // After the first call, a shortlist is owed every week (India's Monday to Sunday).
  shortlistDue: r.firstCallAt !== null && lastWeek !== weekOf(now),
});

/** The manager's members, what is due first. */
export async function workbench(db: Database, managerId: number, now = new Date()): Promise<WorkbenchRow[]> {
  const rows = await db
    .selectFrom('assistedMember')
    .innerJoin('users', 'users.id', 'assistedMember.userId')
    .select([...REQUEST_COLUMNS, 'users.name', 'users.profileCode'])
    .where('assistedMember.managerUserId', '=', managerId)
    .execute();
  const weeks = await lastShortlistWeeks(
    db,
    rows.map((r) => Number(r.userId)),
  );
  const items = rows.map((r) => rowOf(r, weeks.get(Number(r.userId)), now));
  const rank = (w: WorkbenchRow) => (w.firstCallAt === null ? 0 : w.shortlistDue ? 1 : 2);
  return items.sort((a, b) => rank(a) - rank(b) || a.firstCallDueAt.localeCompare(b.firstCallDueAt));
}

export async function workbenchMember(db: Database, config: Config, managerId: number, memberId: number, now = new Date()): Promise<WorkbenchMember> {
  const row = await ownMember(db, managerId, memberId);
  const person = (await personOf(db, memberId))!;
  const [weeks, calls, shortlists, messages] = await Promise.all([
    lastShortlistWeeks(db, [memberId]),
    callsOf(db, memberId),
    shortlistsOf(db, config, memberId),
    messagesOf(db, memberId),
  ]);
  return {
    ...rowOf({ ...row, name: person.name, profileCode: person.profileCode }, weeks.get(memberId), now),
    email: person.email,
    mobile: person.mobile,
    locale: person.locale,
    brief: briefOf(row),
    calls,
    shortlists,
    messages,
  };
}

export async function saveBrief(db: Database, managerId: number, memberId: number, input: { expectations: string; nonNegotiables: string }, now = new Date()) {
  await ownMember(db, managerId, memberId);
  const at = now.toISOString();
  await db
    .updateTable('assistedMember')
    .set({ expectations: input.expectations.trim(), nonNegotiables: input.nonNegotiables.trim(), briefUpdatedAt: at, updatedAt: at })
    .where('userId', '=', memberId)
    .execute();
  return briefOf(await requestOf(db, memberId));
}

/** A call note; the first call that reached the member or the family stops the clock. */
export async function recordCall(db: Database, managerId: number, memberId: number, outcome: CallOutcome, note: string, now = new Date()): Promise<CallRow> {
  const row = await ownMember(db, managerId, memberId);
  const at = now.toISOString();
  const inserted = await db
    .insertInto('assistedCall')
    .values({ memberUserId: memberId, managerUserId: managerId, outcome, note: note.trim(), createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.firstCallAt === null && CLOCK_STOPPING_OUTCOMES.has(outcome))
    await db.updateTable('assistedMember').set({ firstCallAt: at, status: 'active', updatedAt: at }).where('userId', '=', memberId).execute();
  return { id: Number(inserted.id), outcome, note: note.trim(), createdAt: at };
}

/**
 * Sends a shortlist: each profile is found by its code under the member's own search rules, so a
 * profile blocked either way, hidden, paused or not verified cannot be sent; the member is told.
 */
export async function sendShortlist(
  deps: AssistedDeps,
  db: Database,
  managerId: number,
  memberId: number,
  picks: Array<{ profileCode: string; note: string }>,
  now = new Date(),
): Promise<Shortlist> {
  await ownMember(db, managerId, memberId);
  const codes = picks.map((p) => p.profileCode.trim().toUpperCase());
  if (new Set(codes).size !== codes.length) throw badRequest(S.duplicatePick, { picks: S.duplicatePick });
  const found: number[] = [];
  for (const code of codes) {
    const card = await findByCode(db, memberId, code).catch(() => null);
    if (!card) throw badRequest(S.profileNotFound({ code }), { picks: S.profileNotFound({ code }) });
    found.push(card.userId);
  }
  const at = now.toISOString();
  const list = await db
    .insertInto('assistedShortlist')
    .values({ memberUserId: memberId, managerUserId: managerId, weekOf: weekOf(now), sentAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assistedPick')
    .values(picks.map((p, i) => ({ shortlistId: list.id, memberUserId: memberId, profileUserId: found[i]!, note: p.note.trim() })))
    .execute();
  await tell(deps, db, memberId, (w) => ({ summary: w.mail.shortlist, text: w.mail.shortlistText({ count: picks.length }) }));
  const [sent] = await shortlistsOf(db, deps.config, memberId, 1);
  return sent!;
}

export async function managerMessage(
  deps: AssistedDeps,
  db: Database,
  managerId: number,
  memberId: number,
  text: string,
  now = new Date(),
): Promise<ThreadMessage> {
  await ownMember(db, managerId, memberId);
  const at = now.toISOString();
  const row = await db
    .insertInto('assistedMessage')
    .values({ memberUserId: memberId, senderUserId: managerId, fromManager: 1, body: text.trim(), createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tell(deps, db, memberId, (w) => ({ summary: w.mail.message, text: w.mail.messageText }));
  return { id: Number(row.id), fromManager: true, text: text.trim(), createdAt: at };
}
