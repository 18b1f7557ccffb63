import { sql } from 'kysely';
import { ROLE_IDS } from '../../../shared/constants.ts';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { HttpError, badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { lockMember } from '../../db/member-lock.ts';
import { transact } from '../../db/transact.ts';
import { actionsSince, logAction } from '../../db/action-log.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { codedReply } from '../../../shared/coded-reply.ts';
import type {
  AppealState,
  ModerationActionName,
  MyReport,
  ReportInput,
  ReportQueuePage,
  ReportRecord,
  ReportReason,
  ReportedProfile,
} from '../../../shared/schemas/interests.ts';
import { syncDiscoverable } from '../discovery/index.ts';
import { revokeUserSessions } from '../auth/index.ts';
import type { MailService } from '../mail/index.ts';
import { mailMemberNotice } from '../notifications/index.ts';
import { addMark, memberCards } from '../interests/index.ts';
import { AUTO_HIDE_REPORTS, countingReporters, reportWeight } from './report-standing.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.MEMBER_LOOP_MSG;

/**
 * Reports and moderation (docs/product/member-loop.md): a member reports a profile with a reason and text (one
 * open report per reporter and profile, five reports a day); open reports from three independent
 * members in good standing hide the profile from discovery until an administrator reviews it
 * (report-standing.ts), and the member is told and may appeal once; an administrator dismisses,
 * warns, hides or deactivates, each logged with who and when; reporters are told the outcome in
 * general words, a warned member is told why (docs/decisions/057-reports-and-action-limits.md,
 * docs/decisions/076-reports-that-cost-a-liar.md).
 */
export interface ModerationDeps {
  db: Database;
  config: Config;
  events: EventBus;
  /** Mails the member a deactivation with its reason; the report and appeal paths send none. */
  mail?: MailService;
}

/** Reports a member may file in a UTC day. */
export const REPORT_DAILY_LIMIT = 5;

const OUTCOME_WORDS = (outcome: string | null) => (outcome === null ? M.outcomeOpen : outcome === 'dismissed' ? M.outcomeNoAction : M.outcomeActioned).text;

async function memberAccount(db: Database, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'isActive', 'moderationHidden'])
    .where('id', '=', userId)
    .where('userRoleId', '=', ROLE_IDS.user)
    .executeTakeFirst();
}

/** Whether a message was sent by `sender` in their conversation with `reader`. */
async function sentTo(db: Database, messageId: number, sender: number, reader: number): Promise<boolean> {
  const [low, high] = sender < reader ? [sender, reader] : [reader, sender];
  const row = await db
    .selectFrom('message as m')
    .innerJoin('conversation as c', 'c.id', 'm.conversationId')
    .select('m.id')
    .where('m.id', '=', messageId)
    .where('m.senderId', '=', sender)
    .where('c.userLowId', '=', low)
    .where('c.userHighId', '=', high)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many messages either side of a reported one an administrator reads with it. */
const MESSAGE_CONTEXT = 3;

/** Each reported message with the few around it in its conversation, oldest first. */
async function reportedMessages(db: Database, messageIds: number[]): Promise<Map<number, NonNullable<ReportRecord['message']>>> {
  const found = new Map<number, NonNullable<ReportRecord['message']>>();
  for (const id of messageIds) {
    const at = await db.selectFrom('message').select('conversationId').where('id', '=', id).executeTakeFirst();
    if (!at) continue;
    const around = (side: '<=' | '>') =>
      db
        .selectFrom('message')
        .select(['id', 'senderId', 'body', 'createdAt'])
        .where('conversationId', '=', at.conversationId)
        .where('id', side, id)
        .orderBy('id', side === '<=' ? 'desc' : 'asc')
        .limit(side === '<=' ? MESSAGE_CONTEXT + 1 : MESSAGE_CONTEXT)
        .execute();
    const [before, after] = await Promise.all([around('<='), around('>')]);
    found.set(id, {
      id,
      context: [...before.reverse(), ...after].map((m) => ({
        id: Number(m.id),
        senderId: Number(m.senderId),
        body: m.body,
        createdAt: m.createdAt,
        reported: Number(m.id) === id,
      })),
    });
  }
  return found;
}

export async function fileReport(deps: ModerationDeps, reporterId: number, input: ReportInput, now = new Date()) {
  const { db } = deps;
  const target = input.reportedUserId;
  if (target === reporterId) throw badRequest(M.reportSelf, { reportedUserId: M.reportSelf });
  if (!(await memberAccount(db, target))) throw notFound(M.reportNoMember);
  if (input.messageId !== undefined && !(await sentTo(db, input.messageId, target, reporterId))) {
    throw badRequest(M.reportNoMessage, { messageId: M.reportNoMessage });
  }
  const at = now.toISOString();
  const open = await db
    .selectFrom('report')
    .select('id')
    .where('reporterId', '=', reporterId)
    .where('reportedUserId', '=', target)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (open) throw conflict(M.reportOpen);
  const weight = await reportWeight(db, reporterId, target, now);
  // The count, the report and its place in the action log as one step per reporter, so two
  // reports at the same moment cannot both take the day's last place.
  const id = await db.transaction().execute(async (trx) => {
    await lockMember(trx, reporterId);
    if ((await actionsSince(trx, reporterId, 'report.filed', startOfUtcDay(now))) >= REPORT_DAILY_LIMIT)
      throw new HttpError(429, 'daily_limit', M.reportDailyLimit({ limit: REPORT_DAILY_LIMIT }));
    let row;
    try {
      row = await trx
        .insertInto('report')
        .values({
          reporterId,
          reportedUserId: target,
          reason: input.reason,
          details: input.details.trim(),
          status: 'open',
          weight,
          createdAt: at,
          messageId: input.messageId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    } catch {
      // The partial unique index: a second report sent at the same moment.
      throw conflict(M.reportOpen);
    }
    await logAction(trx, reporterId, 'report.filed', target, at);
    return Number(row.id);
  });
  await deps.events.publish(db, {
    type: 'report.filed',
    actorId: reporterId,
    recipientId: null,
    data: { reportId: id, reportedUserId: target, reason: input.reason, ...(input.messageId ? { messageId: input.messageId } : {}) },
  });
  if (input.block) await addMark(deps, 'block', reporterId, target, now);
  await autoHide(deps, target, now);
  return { id, ...codedReply(M.reportReceived), blocked: input.block };
}

/**
 * After a report has committed (so two reports at the same moment both see each other): the
 * hide, its log entry and the events in one transaction, the member told once it commits. The
 * reports that hid the member are marked counted, which caps their reporters' hides per week.
 */
async function autoHide(deps: ModerationDeps, userId: number, now: Date) {
  const at = now.toISOString();
  await transact(deps.db, async (db) => {
    const { reporters, groups } = await countingReporters(db, userId, now);
    if (groups.length < AUTO_HIDE_REPORTS) return;
    const changed = await db.updateTable('users').set({ moderationHidden: 1 }).where('id', '=', userId).where('moderationHidden', '=', 0).executeTakeFirst();
    if (!Number(changed.numUpdatedRows)) return;
    await db
      .updateTable('report')
      .set({ countedAt: at })
      .where('reportedUserId', '=', userId)
      .where('status', '=', 'open')
      .where('reporterId', 'in', reporters)
      .execute();
    await db
      .insertInto('moderationAction')
      .values({ userId, adminId: null, action: 'auto-hide', note: `${groups.length} open reports from independent members in good standing`, createdAt: at })
      .execute();
    await syncDiscoverable(db, [userId]);
    await deps.events.publish(db, { type: 'moderation.action', actorId: null, recipientId: null, data: { userId, action: 'auto-hide' } });
    // The member is told (a notification, and a mail in their language as they chose for the topic).
    await deps.events.publish(db, { type: 'moderation.hidden', actorId: null, recipientId: userId, data: {} });
  });
}

/** The member's last automatic hide still in force, and the appeal made against it, if any. */
async function appealState(db: Database, userId: number): Promise<AppealState> {
  const account = await db.selectFrom('users').select('moderationHidden').where('id', '=', userId).executeTakeFirst();
  const log = await db
    .selectFrom('moderationAction')
    .select(['id', 'action', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const decided = log.find((a) => a.action !== 'appeal');
  const hidden = account?.moderationHidden === 1 && decided?.action === 'auto-hide';
  const appeal = hidden ? log.find((a) => a.action === 'appeal' && Number(a.id) > Number(decided!.id)) : undefined;
  return {
    hiddenAutomatically: hidden,
    canAppeal: hidden && !appeal,
    appealedAt: appeal?.createdAt ?? null,
  };
}

export const myAppeal = (db: Database, userId: number): Promise<AppealState> => appealState(db, userId);

/** A member hidden automatically asks once for the administrators to look again; the appeal waits in their queue. */
export async function fileAppeal(deps: ModerationDeps, userId: number, text: string, now = new Date()): Promise<AppealState> {
  const { db } = deps;
  const state = await appealState(db, userId);
  if (!state.hiddenAutomatically) throw conflict(M.appealNotHidden);
  if (!state.canAppeal) throw conflict(M.appealOnce);
  const at = now.toISOString();
  await db.insertInto('moderationAction').values({ userId, adminId: null, action: 'appeal', note: text.trim(), createdAt: at }).execute();
  await deps.events.publish(db, { type: 'moderation.action', actorId: userId, recipientId: null, data: { userId, action: 'appeal' } });
  return { hiddenAutomatically: true, canAppeal: false, appealedAt: at };
}

export async function myReports(db: Database, reporterId: number): Promise<MyReport[]> {
  const rows = await db
    .selectFrom('report')
    .select(['id', 'reportedUserId', 'reason', 'status', 'outcome', 'createdAt'])
    .where('reporterId', '=', reporterId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    reportedUserId: Number(r.reportedUserId),
    reason: r.reason as ReportReason,
    status: r.status === 'open' ? 'open' : 'closed',
    outcome: OUTCOME_WORDS(r.status === 'open' ? null : r.outcome),
    createdAt: r.createdAt,
  }));
}

const OUTCOME_OF: Record<ModerationActionName, string> = { dismiss: 'dismissed', warn: 'warned', hide: 'hidden', deactivate: 'deactivated' };

export async function moderate(
  deps: ModerationDeps,
  adminId: number,
  userId: number,
  action: ModerationActionName,
  note: string | undefined,
  now = new Date(),
) {
  // One transaction with the caller's audit row; the reporters and the member hear of it once it commits.
  return transact(deps.db, async (db) => {
    const account = await memberAccount(db, userId);
    if (!account) throw notFound(M.moderationNotMember);
    const reason = note?.trim() || null;
    if (action === 'warn' && !reason) throw badRequest(M.moderationWarnNeedsNote, { note: M.moderationWarnNeedsNote });
    const at = now.toISOString();
    const outcome = OUTCOME_OF[action];
    const reporters = await db.selectFrom('report').select(['id', 'reporterId']).where('reportedUserId', '=', userId).where('status', '=', 'open').execute();
    // A hide lifted after review restores the member: these reporters never hide them automatically again.
    const restored = account.moderationHidden === 1 && (action === 'dismiss' || action === 'warn') ? 1 : 0;
    await db
      .updateTable('report')
      .set({ status: 'closed', outcome, resolvedAt: at, resolvedBy: adminId, restored })
      .where('reportedUserId', '=', userId)
      .where('status', '=', 'open')
      .execute();
    await db.insertInto('moderationAction').values({ userId, adminId, action, note: reason, createdAt: at }).execute();
    // Reviewed: an automatic hide is lifted unless the administrator hides the profile.
    if (action === 'hide') await db.updateTable('users').set({ moderationHidden: 1 }).where('id', '=', userId).execute();
    else if (action === 'deactivate')
      await db.updateTable('users').set({ isActive: 0, deactivationReason: reason, updatedAt: at }).where('id', '=', userId).execute();
    else await db.updateTable('users').set({ moderationHidden: 0 }).where('id', '=', userId).execute();
    if (action === 'deactivate') await revokeUserSessions(db, userId);
    // Told as a deactivation from the Users master is (docs/product/trust.md): queued in this transaction, sent once it commits.
    if (action === 'deactivate' && deps.mail)
      await mailMemberNotice({ db, mail: deps.mail, config: deps.config }, userId, { kind: 'accountDeactivated', reason: reason ?? '' });
    await syncDiscoverable(db, [userId]);
    await deps.events.publish(db, { type: 'moderation.action', actorId: adminId, recipientId: null, data: { userId, action, note: reason } });
    if (action === 'warn') await deps.events.publish(db, { type: 'moderation.warning', actorId: adminId, recipientId: userId, data: { reason } });
    for (const r of reporters) {
      await deps.events.publish(db, {
        type: 'moderation.outcome',
        actorId: null,
        recipientId: Number(r.reporterId),
        data: { reportId: Number(r.id), message: OUTCOME_WORDS(outcome) },
      });
    }
    const after = await db.selectFrom('users').select(['isActive', 'moderationHidden']).where('id', '=', userId).executeTakeFirstOrThrow();
    return { userId, action, closedReports: reporters.length, hidden: after.moderationHidden === 1, isActive: after.isActive === 1 };
  });
}

/**
 * The administrators' queue: profiles with open reports, longest waiting first ('open'), or
 * profiles whose reports were all handled, most recent first ('closed'); each with its open and
 * earlier reports and the moderation log.
 */
export async function reportQueue(deps: ModerationDeps, adminId: number, status: 'open' | 'closed', page: number, pageSize: number): Promise<ReportQueuePage> {
  const { db } = deps;
  let grouped = db.selectFrom('report').select('reportedUserId').groupBy('reportedUserId');
  grouped =
    status === 'open'
      ? grouped.having(sql<boolean>`sum(case when status = 'open' then 1 else 0 end) > 0`)
      : grouped.having(sql<boolean>`sum(case when status = 'open' then 1 else 0 end) = 0`);
  const order = status === 'open' ? sql`min(case when status = 'open' then created_at end)` : sql`max(resolved_at)`;
  // Open cases: the members hidden while they wait first, then by the open reports' weight.
  const first = sql`case when (select u.moderation_hidden from users u where u.id = report.reported_user_id) = 1 then 0 else 1 end`;
  const weightSum = sql`sum(case when status = 'open' then weight else 0 end)`;
  const [count, pageRows] = await Promise.all([
    db
      .selectFrom(grouped.as('g'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    (status === 'open' ? grouped.orderBy(first).orderBy(weightSum, 'desc') : grouped)
      .orderBy(order, status === 'open' ? 'asc' : 'desc')
      .orderBy('reportedUserId')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const ids = pageRows.map((r) => Number(r.reportedUserId));
  return { items: await reportedProfiles(deps, adminId, ids), page, pageSize, total: Number(count?.n ?? 0) };
}

/** One member's reports and moderation log, for the profile's admin view (none is an empty record). */
export async function moderationRecord(deps: ModerationDeps, adminId: number, userId: number): Promise<ReportedProfile> {
  if (!(await memberAccount(deps.db, userId))) throw notFound(M.moderationNotMember);
  return (await reportedProfiles(deps, adminId, [userId]))[0];
}

async function reportedProfiles(deps: ModerationDeps, adminId: number, ids: number[]): Promise<ReportedProfile[]> {
  const { db } = deps;
  if (!ids.length) return [];
  const [cards, accounts, reports, actions] = await Promise.all([
    memberCards(db, deps.config, ids, adminId, undefined, true),
    db.selectFrom('users').select(['id', 'email', 'isActive', 'moderationHidden']).where('id', 'in', ids).execute(),
    db
      .selectFrom('report as r')
      .leftJoin('users as u', 'u.id', 'r.reporterId')
      .select([
        'r.id',
        'r.reportedUserId',
        'r.reporterId',
        'u.name as reporterName',
        'r.reason',
        'r.details',
        'r.status',
        'r.outcome',
        'r.weight',
        'r.createdAt',
        'r.messageId',
      ])
      .where('r.reportedUserId', 'in', ids)
      .orderBy('r.id', 'desc')
      .execute(),
    db
      .selectFrom('moderationAction as a')
      .leftJoin('users as u', 'u.id', 'a.adminId')
      .select(['a.userId', 'a.action', 'u.name as adminName', 'a.note', 'a.createdAt'])
      .where('a.userId', 'in', ids)
      .orderBy('a.id', 'desc')
      .execute(),
  ]);
  const messages = await reportedMessages(db, [...new Set(reports.flatMap((r) => (r.messageId === null ? [] : [Number(r.messageId)])))]);
  return ids.map((id): ReportedProfile => {
    const account = accounts.find((a) => Number(a.id) === id)!;
    const mine = reports
      .filter((r) => Number(r.reportedUserId) === id)
      .map((r): ReportRecord => ({
        id: Number(r.id),
        reporterId: Number(r.reporterId),
        reporterName: r.reporterName ?? null,
        reason: r.reason as ReportReason,
        details: r.details,
        status: r.status === 'open' ? 'open' : 'closed',
        outcome: r.outcome ?? null,
        weight: Number(r.weight),
        goodStanding: Number(r.weight) > 0,
        knewMember: Number(r.weight) > 1,
        createdAt: r.createdAt,
        message: r.messageId === null ? null : (messages.get(Number(r.messageId)) ?? null),
      }));
    const log = actions.filter((a) => Number(a.userId) === id);
    const lastDecision = log.findIndex((a) => a.action !== 'appeal');
    const appeal = log.slice(0, lastDecision === -1 ? log.length : lastDecision).find((a) => a.action === 'appeal');
    return {
      member: { ...cards.get(id)!, email: String(account.email), isActive: account.isActive === 1, hidden: account.moderationHidden === 1 },
      openReports: mine.filter((r) => r.status === 'open'),
      earlierReports: mine.filter((r) => r.status === 'closed'),
      appeal: appeal && log[lastDecision]?.action === 'auto-hide' ? { text: appeal.note ?? '', createdAt: appeal.createdAt } : null,
      actions: log.map((a) => ({ action: a.action, adminName: a.adminName ?? null, note: a.note ?? null, createdAt: a.createdAt })),
    };
  });
}

/** What our team told this member: warnings with their reason, newest first. */
export async function myWarnings(db: Database, userId: number) {
  const rows = await db
    .selectFrom('moderationAction')
    .select(['note', 'createdAt'])
    .where('userId', '=', userId)
    .where('action', '=', 'warn')
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  return rows.map((r) => ({ reason: r.note ?? '', createdAt: r.createdAt }));
}
