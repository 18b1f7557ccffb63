import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { appendAudit } from '../../lib/audit/audit-chain.ts';
import type { EventBus } from '../../lib/events/events.ts';
import { HttpError, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { assertDiscoverable, isEliteMember, pairBlocked } from '../discovery/index.ts';
import { eitherWay } from '../../db/either-way.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import type { assistedWords } from '../../../shared/i18n/assisted/index.ts';
import { INTRODUCTION_DAILY_LIMIT, INTRO_SERVER as X, type Introduction, type IntroductionAnswer } from '../../../shared/schemas/assisted-introductions.ts';
import { initialsOf, introductionOf, introductionReplies, introductions, managersOf, type IntroductionRow } from './introductions.repository.ts';
import { notifyStep } from './assisted-notices.ts';
import { S, personOf, tell, type AssistedDeps } from './assisted.service.ts';
import { ownMember } from './workbench.service.ts';

/**
 * Introductions (docs/product/assisted-service.md): a manager introduces their member, who said
 * Interested of a shortlisted profile, to that member, or to that member's own manager when the
 * other member is assisted. The other side accepts or declines; an accepted introduction
 * connects the two as an accepted interest does: the same `interest` row, so messages, contact
 * views and calls work as for any connection, and the same `interest.accepted` event.
 */
export interface IntroductionDeps extends AssistedDeps {
  events: EventBus;
}

const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;
const LIVE = ['pending', 'accepted'] as const;

const fullName = async (db: Database, userId: number) => {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.name', 'p.fullName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return (row?.fullName ?? row?.name ?? '').trim();
};
const firstName = async (db: Database, userId: number) => {
  const name = await fullName(db, userId);
  return name.split(/\s+/)[0] ?? name;
};

/** The introductions a member reads: those made for them and those addressed to them, a block between the two hiding them. */
export async function memberIntroductions(db: Database, auth: AuthContext, now = new Date()): Promise<Introduction[]> {
  const me = auth.userId;
  const rows = await introductions(db)
    .where((eb) => eb.or([eb('memberUserId', '=', me), eb.and([eb('otherUserId', '=', me), eb('status', '!=', 'withdrawn')])]))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  const open: IntroductionRow[] = [];
  for (const row of rows) if (!(await pairBlocked(db, row.memberUserId, row.otherUserId))) open.push(row);
  return introductionReplies(db, open, { userId: me, helper: Boolean(auth.actor) }, now);
}

/** The introductions of one of the manager's members, made for them or addressed to them. */
export async function workbenchIntroductions(db: Database, managerId: number, memberId: number, now = new Date()): Promise<Introduction[]> {
  const rows = await introductions(db)
    .where((eb) => eb.or([eb('memberUserId', '=', memberId), eb.and([eb('otherUserId', '=', memberId), eb('status', '!=', 'withdrawn')])]))
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  // Read as the member's manager: the side is the manager's whichever end their member is.
  return (await introductionReplies(db, rows, { userId: managerId, helper: false }, now)).filter((i) => i.side === 'manager' || i.side === 'other-manager');
}

async function replyFor(db: Database, id: number, reader: { userId: number; helper: boolean }): Promise<Introduction> {
  const row = await introductionOf(db, id);
  const [reply] = row ? await introductionReplies(db, [row], reader) : [];
  if (!reply) throw notFound(X.introductionNotFound);
  return reply;
}

/**
 * The manager introduces their member to a profile the member marked Interested. The other
 * member must still be open to the member (discoverable, no block either way, not kept
 * confidential from them); the pair has no live introduction and is not already connected. A
 * manager sends at most INTRODUCTION_DAILY_LIMIT introductions a day (from midnight UTC),
 * counted from the introductions themselves, which are never sent again in place.
 */
export async function introduce(
  deps: IntroductionDeps,
  db: Database,
  managerId: number,
  memberId: number,
  input: { pickId: number; message: string },
  now = new Date(),
): Promise<Introduction> {
  await ownMember(db, managerId, memberId);
  const pick = await db
    .selectFrom('assistedPick')
    .select(['id', 'profileUserId', 'verdict'])
    .where('id', '=', input.pickId)
    .where('memberUserId', '=', memberId)
    .executeTakeFirst();
  if (!pick) throw notFound(S.pickNotFound);
  if (pick.verdict !== 'interested') throw conflict(X.pickNotInterested);
  const otherId = Number(pick.profileUserId);
  try {
    await assertDiscoverable(db, otherId, memberId);
  } catch {
    throw conflict(X.cannotIntroduce);
  }
  const live = await db
    .selectFrom('assistedIntroduction')
    .select('id')
    .where((eb) => eitherWay(eb, ['memberUserId', 'otherUserId'], memberId, otherId))
    .where('status', 'in', LIVE)
    .executeTakeFirst();
  if (live) throw conflict(X.alreadyIntroduced);
  const connected = await db
    .selectFrom('interest')
    .select('id')
    .where((eb) => eitherWay(eb, ['userId', 'targetUserId'], memberId, otherId))
    .where('status', '=', 'accepted')
    .executeTakeFirst();
  if (connected) throw conflict(X.alreadyConnected);
  const sentToday = await db
    .selectFrom('assistedIntroduction')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('managerUserId', '=', managerId)
    .where('createdAt', '>=', startOfUtcDay(now))
    .executeTakeFirst();
  if (Number(sentToday?.n ?? 0) >= INTRODUCTION_DAILY_LIMIT) throw new HttpError(429, 'daily_limit', X.dailyLimit({ max: INTRODUCTION_DAILY_LIMIT }));
  const otherManager = (await managersOf(db, [otherId])).get(otherId) ?? null;
  const row = await db
    .insertInto('assistedIntroduction')
    .values({
      managerUserId: managerId,
      memberUserId: memberId,
      otherUserId: otherId,
      otherManagerUserId: otherManager,
      shortlistItemId: pick.id,
      message: input.message.trim(),
      status: 'pending',
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const manager = (await personOf(db, managerId))!;
  const member = await firstName(db, memberId);
  // In the app: the member introduced, named by initials while she is an Elite member kept
  // confidential (as the introduction's card names her), to the reader who answers.
  const initials = (await isEliteMember(db, memberId, now.toISOString())) ? initialsOf(await fullName(db, memberId)) : undefined;
  await notifyStep(
    deps,
    db,
    'assisted.introduced',
    { recipientId: otherManager ?? otherId, actorId: memberId },
    {
      introductionId: Number(row.id),
      manager: manager.name,
      ...(initials ? { initials } : {}),
      ...(otherManager !== null ? { workbench: otherId, member: await firstName(db, otherId) } : {}),
    },
  );
  // To the other member's own manager when they have one, who speaks to them and answers; else to the member.
  if (otherManager !== null)
    await tell(
      deps,
      db,
      otherManager,
      (w) => ({ summary: w.introMail.forYourMember({ member }), text: w.introMail.forYourMemberText }),
      `/dashboard/workbench/${otherId}`,
    );
  else
    await tell(
      deps,
      db,
      otherId,
      (w) => ({ summary: w.introMail.introduced({ manager: manager.name }), text: w.introMail.introducedText({ manager: manager.name, member }) }),
      '/dashboard/relationship-manager',
    );
  return replyFor(db, Number(row.id), { userId: managerId, helper: false });
}

/**
 * The two members connected as by an accepted interest: an interest between them, either way,
 * is accepted, else one from the member to the other is written accepted. Nothing else is
 * copied: the connection is the interests module's record.
 */
async function connect(db: Database, memberId: number, otherId: number, at: string) {
  const rows = await db
    .selectFrom('interest')
    .select(['id', 'userId'])
    .where((eb) => eitherWay(eb, ['userId', 'targetUserId'], memberId, otherId))
    .execute();
  const row = rows.find((r) => Number(r.userId) === otherId) ?? rows[0];
  if (row) await db.updateTable('interest').set({ status: 'accepted', updatedAt: at }).where('id', '=', row.id).execute();
  else
    await db
      .insertInto('interest')
      .values({ userId: memberId, targetUserId: otherId, status: 'accepted', note: null, reply: null, createdAt: at, updatedAt: at })
      .execute();
}

/**
 * The other member, or their own manager for them, accepts or declines. A block since, or the
 * member no longer discoverable, answers as for a profile not available. Both the member and
 * their manager are told; an acceptance is announced as an accepted interest.
 */
export async function answerIntroduction(
  deps: IntroductionDeps,
  request: { auth: AuthContext; ip: string | null; isManager: boolean },
  id: number,
  answer: IntroductionAnswer,
  now = new Date(),
): Promise<Introduction> {
  const { auth } = request;
  if (auth.actor) throw forbidden(X.helperNotAllowed);
  const reply = await transact(deps.db, async (db) => {
    const row = await introductionOf(db, id);
    if (!row) throw notFound(X.introductionNotFound);
    const answersFor = request.isManager ? (await managersOf(db, [row.otherUserId])).get(row.otherUserId) === auth.userId : row.otherUserId === auth.userId;
    if (!answersFor) throw notFound(X.introductionNotFound);
    if (row.status !== 'pending') throw conflict(X.notPending);
    if (await pairBlocked(db, row.memberUserId, row.otherUserId)) throw notFound(PROFILE_NOT_AVAILABLE);
    if (answer === 'accepted') await assertDiscoverable(db, row.memberUserId);
    const at = now.toISOString();
    const moved = await db
      .updateTable('assistedIntroduction')
      .set({ status: answer, answeredAt: at, answeredByUserId: auth.userId })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!Number(moved.numUpdatedRows)) throw conflict(X.notPending);
    if (answer === 'accepted') {
      await connect(db, row.memberUserId, row.otherUserId, at);
      await deps.events.publish(db, { type: 'interest.accepted', actorId: row.otherUserId, recipientId: row.memberUserId, data: { introductionId: id } });
    }
    await appendAudit(db, {
      actorId: auth.userId,
      ip: request.ip,
      kind: 'assisted.introduction-answer',
      recordTable: 'assisted_introduction',
      recordId: id,
      subjectId: row.otherUserId,
      before: { status: 'pending' },
      after: { status: answer },
    });
    const other = await firstName(db, row.otherUserId);
    const say = (w: ReturnType<typeof assistedWords>) =>
      answer === 'accepted'
        ? { summary: w.introMail.accepted({ name: other }), text: w.introMail.acceptedText }
        : { summary: w.introMail.declined({ name: other }), text: w.introMail.declinedText };
    await tell(deps, db, row.memberUserId, say, '/dashboard/relationship-manager');
    const manager = (await managersOf(db, [row.memberUserId])).get(row.memberUserId) ?? row.managerUserId;
    if (manager !== null) await tell(deps, db, manager, say, `/dashboard/workbench/${row.memberUserId}`);
    // In the app: a decline to the member (an acceptance told them as an accepted interest), the answer to their manager.
    const about = { recipientId: row.memberUserId, actorId: row.otherUserId };
    if (answer === 'declined') await notifyStep(deps, db, 'assisted.answered', about, { introductionId: id, answer });
    if (manager !== null)
      await notifyStep(
        deps,
        db,
        'assisted.answered',
        { recipientId: manager, actorId: row.otherUserId },
        { introductionId: id, answer, workbench: row.memberUserId, member: await firstName(db, row.memberUserId) },
      );
    return row;
  });
  return replyFor(deps.db, reply.id, { userId: auth.userId, helper: false });
}

/** The introducing side's manager withdraws an introduction not yet answered; the other side is told. */
export async function withdrawIntroduction(deps: IntroductionDeps, db: Database, managerId: number, id: number): Promise<Introduction> {
  const row = await introductionOf(db, id);
  if (!row) throw notFound(X.introductionNotFound);
  await ownMember(db, managerId, row.memberUserId).catch(() => {
    throw notFound(X.introductionNotFound);
  });
  if (row.status !== 'pending') throw conflict(X.notPending);
  await db
    .updateTable('assistedIntroduction')
    .set({ status: 'withdrawn', answeredAt: new Date().toISOString(), answeredByUserId: managerId })
    .where('id', '=', id)
    .execute();
  const to = row.otherManagerUserId ?? row.otherUserId;
  await tell(deps, db, to, (w) => ({ summary: w.introMail.withdrawn, text: w.introMail.withdrawnText }));
  return replyFor(db, id, { userId: managerId, helper: false });
}
