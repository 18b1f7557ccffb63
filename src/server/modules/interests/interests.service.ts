import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { actionsSince, logAction } from '../../db/action-log.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { codedReply } from '../../../shared/coded-reply.ts';
import {
  DECLINE_TEMPLATES,
  INTEREST_EXPIRY_DAYS,
  INTEREST_TEMPLATES,
  effectiveStatus,
  interestBetween,
  type InterestItem,
  type InterestPage,
  type InterestSent,
  type InterestTab,
  type Relation,
  type SendInterestInput,
} from '../../../shared/schemas/interests.ts';
import { findDiscoverableProfileRow, assertDiscoverable, blockedIds } from '../discovery/index.ts';
import {
  endInterestsBetween,
  findInterest,
  helperMarks,
  interestTab,
  interestsBetween,
  moveInterest,
  upsertPending,
  type InterestRow,
} from './interests.repository.ts';
import { memberCards } from './member-cards.ts';
import { lockForInterest } from '../contact-terms/index.ts';
import { assertMayContact } from '../photos/index.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { templatePhrase } from '../../../shared/phrases.ts';
import { markInterestNoticeRead } from '../notifications/index.ts';
import type { Locale } from '../../../shared/locales.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.MEMBER_LOOP_MSG;
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

/**
 * The life of an interest (docs/product/member-loop.md): pending → accepted | declined | withdrawn | expired
 * (30 days unanswered, read from the time sent), and ended by a block. An accepted interest
 * connects two members. Every change publishes a domain event.
 */
export interface InterestDeps {
  db: Database;
  config: Config;
  events: EventBus;
  /** The reader's language, for the reference names on member cards (English when not given). */
  locale?: Locale;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - INTEREST_EXPIRY_DAYS * 86_400_000).toISOString();
async function nameOf(db: Database, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.name', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.fullName ?? row?.name ?? 'this member';
}

/** The caller acts on interests only as a discoverable member (verified, active, with a profile). */
async function assertActiveMember(db: Database, userId: number) {
  if (!(await findDiscoverableProfileRow(db, userId))) throw forbidden(M.interestSenderNotDiscoverable);
}

/**
 * Sends an interest. Sending to a member whose interest is waiting for you accepts theirs (you
 * are both interested: that is a connection). A withdrawn, expired or ended interest may be sent
 * again; a declined one may not. Refusals change nothing.
 */
export async function sendInterest(deps: InterestDeps, senderId: number, input: SendInterestInput, now = new Date()): Promise<InterestSent> {
  const { db } = deps;
  const targetId = input.targetUserId;
  if (targetId === senderId) throw badRequest(M.interestSelf, { targetUserId: M.interestSelf });
  if (input.template !== undefined && input.note !== undefined && input.note.trim() !== '')
    throw badRequest(M.interestNoteAndTemplate, { note: M.interestNoteAndTemplate });
  await assertActiveMember(db, senderId);
  await assertDiscoverable(db, targetId, senderId);
  const name = await nameOf(db, targetId);
  const between = await interestsBetween(db, senderId, targetId);
  const mine = between.find((r) => r.userId === senderId);
  const theirs = between.find((r) => r.userId === targetId);
  const state = (row?: InterestRow) => (row ? effectiveStatus(row.status, row.createdAt, now) : null);
  if (state(mine) === 'accepted' || state(theirs) === 'accepted') throw conflict(M.interestAlreadyConnected({ name }));
  if (theirs && state(theirs) === 'pending') {
    const accepted = await answer(deps, senderId, theirs.id, 'accepted', null, now);
    return { id: accepted.id, status: 'accepted', ...codedReply(M.interestConnected({ name })), mutual: true };
  }
  if (state(mine) === 'pending') throw conflict(M.interestAlreadyPending({ name }));
  if (state(mine) === 'declined') throw conflict(M.interestDeclinedBefore({ name }));
  // Her terms (modules/contact-terms): the badge she asks of senders, and her daily cap, below.
  const terms = await assertMayContact(db, senderId, targetId);
  const limit = deps.config.interestDailyLimit;
  const note = input.template !== undefined ? INTEREST_TEMPLATES[input.template] : input.note?.trim() || null;
  // The count and the insert as one step per sender: two sends at the same moment cannot both
  // take the day's last place. The event follows the commit, so that a live stream told of it
  // can already read it.
  const id = await transact(db, async (trx) => {
    await lockForInterest(trx, senderId, targetId, terms.interestDailyCap, now);
    // Sends are counted in the action log: a send after a withdrawal updates the interest's row,
    // so counting interest rows would give the place back.
    if ((await actionsSince(trx, senderId, 'interest.sent', startOfUtcDay(now))) >= limit)
      throw new HttpError(429, 'daily_limit', M.interestDailyLimit({ limit }));
    await logAction(trx, senderId, 'interest.sent', targetId, now.toISOString());
    return upsertPending(trx, senderId, targetId, note, now.toISOString());
  });
  await deps.events.publish(db, { type: 'interest.received', actorId: senderId, recipientId: targetId, data: { interestId: id, note } });
  return { id, status: 'pending', ...codedReply(M.interestSent({ name })), mutual: false };
}

/** The interest, if the caller is one of its two members; to anyone else it does not exist. */
async function ownInterest(db: Database, me: number, id: number) {
  const row = await findInterest(db, id);
  if (!row || (row.userId !== me && row.targetUserId !== me)) throw notFound(M.interestNotFound);
  return row;
}

async function answer(deps: InterestDeps, me: number, id: number, to: 'accepted' | 'declined', reply: string | null, now: Date) {
  const { db } = deps;
  const row = await ownInterest(db, me, id);
  if (row.targetUserId !== me) throw forbidden(M.interestOnlyReceiver);
  const status = effectiveStatus(row.status, row.createdAt, now);
  if (status === 'expired') throw conflict(M.interestExpired({ days: INTEREST_EXPIRY_DAYS }));
  if (status === 'ended') throw notFound(PROFILE_NOT_AVAILABLE);
  if (status !== 'pending') throw conflict(M.interestAlreadyAnswered({ status }));
  await assertActiveMember(db, me);
  await assertDiscoverable(db, row.userId, me);
  if (!(await moveInterest(db, id, 'pending', to, now.toISOString(), reply))) throw conflict(M.interestAlreadyAnswered({ status: 'answered' }));
  await markInterestNoticeRead(db, me, row.userId, now.toISOString());
  await deps.events.publish(db, {
    type: to === 'accepted' ? 'interest.accepted' : 'interest.declined',
    actorId: me,
    recipientId: row.userId,
    data: { interestId: id, ...(reply ? { reply } : {}) },
  });
  return { id, status: to };
}

export const acceptInterest = (deps: InterestDeps, me: number, id: number, now = new Date()) => answer(deps, me, id, 'accepted', null, now);

export const declineInterest = (deps: InterestDeps, me: number, id: number, template = 0, now = new Date()) =>
  answer(deps, me, id, 'declined', DECLINE_TEMPLATES[template], now);

export async function withdrawInterest(deps: InterestDeps, me: number, id: number, now = new Date()) {
  const { db } = deps;
  const row = await ownInterest(db, me, id);
  if (row.userId !== me) throw forbidden(M.interestOnlySender);
  const status = effectiveStatus(row.status, row.createdAt, now);
  if (status === 'expired') throw conflict(M.interestExpired({ days: INTEREST_EXPIRY_DAYS }));
  if (status !== 'pending') throw conflict(M.interestNotPending({ status }));
  if (!(await moveInterest(db, id, 'pending', 'withdrawn', now.toISOString()))) throw conflict(M.interestNotPending({ status: 'answered' }));
  await deps.events.publish(db, { type: 'interest.withdrawn', actorId: me, recipientId: row.targetUserId, data: { interestId: id } });
  return { id, status: 'withdrawn' as const };
}

/** A block ends the two members' interests and connection; nobody is told (docs/product/member-loop.md). */
export async function endBetween(deps: InterestDeps, a: number, b: number, now = new Date()) {
  await endInterestsBetween(deps.db, a, b, now.toISOString());
}

export async function listInterests(deps: InterestDeps, me: number, tab: InterestTab, page: number, pageSize: number, now = new Date()): Promise<InterestPage> {
  const hidden = await blockedIds(deps.db, me);
  const { total, rows } = await interestTab(deps.db, me, tab, hidden, expiredBefore(now), page, pageSize);
  const cards = await memberCards(
    deps.db,
    deps.config,
    rows.map((r) => r.otherId),
    me,
    now,
    false,
    deps.locale,
  );
  const marks = await helperMarks(deps.db, me, [
    ...new Set(rows.flatMap((r) => [r.sentByHelperId, r.answeredByHelperId]).filter((v): v is number => typeof v === 'number')),
  ]);
  const mark = (id: number | null | undefined) => (typeof id === 'number' ? (marks.get(id) ?? null) : null);
  const items = rows.flatMap((r): InterestItem[] => {
    const member = cards.get(r.otherId);
    const status = effectiveStatus(r.status, r.createdAt, now);
    if (!member || status === 'ended') return [];
    const changedAt = status === 'expired' ? new Date(Date.parse(r.createdAt) + INTEREST_EXPIRY_DAYS * 86_400_000).toISOString() : (r.updatedAt ?? r.createdAt);
    return [
      {
        id: r.id,
        direction: r.userId === me ? 'sent' : 'received',
        status,
        note: r.note,
        reply: r.reply,
        notePhrase: templatePhrase('interest.note', r.note),
        replyPhrase: templatePhrase('interest.reply', r.reply),
        sentAt: r.createdAt,
        changedAt,
        member,
        sentBy: mark(r.sentByHelperId),
        answeredBy: mark(r.answeredByHelperId),
      },
    ];
  });
  return { items, page, pageSize, total, tab };
}

/** How the caller stands with another member (shown on the profile page). */
export async function relationWith(db: Database, me: number, other: number, now = new Date()): Promise<Relation> {
  const [between, shortlisted, dismissed, blocked, reported] = await Promise.all([
    interestsBetween(db, me, other),
    db.selectFrom('shortlist').select('id').where('userId', '=', me).where('targetUserId', '=', other).executeTakeFirst(),
    db.selectFrom('notInterested').select('id').where('userId', '=', me).where('targetUserId', '=', other).executeTakeFirst(),
    db.selectFrom('block').select('id').where('userId', '=', me).where('blockedUserId', '=', other).executeTakeFirst(),
    db.selectFrom('report').select('id').where('reporterId', '=', me).where('reportedUserId', '=', other).where('status', '=', 'open').executeTakeFirst(),
  ]);
  return {
    userId: other,
    interest: interestBetween(me, between, now),
    shortlisted: Boolean(shortlisted),
    notInterested: Boolean(dismissed),
    blocked: Boolean(blocked),
    reported: Boolean(reported),
  };
}
