import type { Database } from '../../db/database.ts';
import { transact } from '../../db/transact.ts';
import { appendAudit } from '../../lib/audit/audit-chain.ts';
import { isUniqueViolation } from '../../lib/crud/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { INTRO_SERVER as X, MEETING_DAYS_AHEAD, indiaTimeToUtc, type Introduction, type MeetingInput } from '../../../shared/schemas/assisted-introductions.ts';
import { assistedWords } from '../../../shared/i18n/assisted/index.ts';
import { istText } from './assisted-clock.ts';
import { tell } from './assisted.service.ts';
import { introductionOf, introductionReplies, managersOf, meetingOf, type IntroductionRow, type MeetingRow } from './introductions.repository.ts';
import type { IntroductionDeps } from './introductions.service.ts';
import { ownMember } from './workbench.service.ts';
import { notifyBoth, notifyStep } from './assisted-notices.ts';

/**
 * Meetings (docs/product/assisted-service.md): after an accepted introduction the introducing
 * member's manager proposes a time (India time, stored in UTC) and a place or a video call; both
 * members confirm; the manager marks it held, or cancels it; each member then leaves feedback
 * once. Every act is on record; each step is mailed to the people it concerns.
 */
const OPEN = new Set(['proposed', 'confirmed']);
const MEMBER_PAGE = '/dashboard/relationship-manager';

async function replyFor(db: Database, introductionId: number, reader: { userId: number; helper: boolean }): Promise<Introduction> {
  const row = await introductionOf(db, introductionId);
  const [reply] = row ? await introductionReplies(db, [row], reader) : [];
  if (!reply) throw notFound(X.introductionNotFound);
  return reply;
}

/** Where a meeting is, in the reader's words: the place, or a video call in the site. */
const whereOf = (meeting: Pick<MeetingRow, 'mode' | 'place'>, video: string) =>
  meeting.mode === 'video' ? (meeting.place ? `${video}: ${meeting.place}` : video) : (meeting.place ?? '');

/** Tells both members, and the other member's manager when they have one. */
async function tellBoth(deps: IntroductionDeps, db: Database, intro: IntroductionRow, words: Parameters<typeof tell>[3]) {
  await tell(deps, db, intro.memberUserId, words, MEMBER_PAGE);
  await tell(deps, db, intro.otherUserId, words, MEMBER_PAGE);
}

/** The meeting's introduction, when the manager is the current manager of its member. */
async function managersMeeting(db: Database, managerId: number, meetingId: number) {
  const meeting = await meetingOf(db, meetingId);
  const intro = meeting ? await introductionOf(db, meeting.introductionId) : undefined;
  if (!meeting || !intro) throw notFound(X.meetingNotFound);
  await ownMember(db, managerId, intro.memberUserId).catch(() => {
    throw notFound(X.meetingNotFound);
  });
  return { meeting, intro };
}

export async function proposeMeeting(
  deps: IntroductionDeps,
  db: Database,
  managerId: number,
  introductionId: number,
  input: MeetingInput,
  now = new Date(),
): Promise<Introduction> {
  const intro = await introductionOf(db, introductionId);
  if (!intro) throw notFound(X.introductionNotFound);
  await ownMember(db, managerId, intro.memberUserId).catch(() => {
    throw notFound(X.introductionNotFound);
  });
  if (intro.status !== 'accepted') throw conflict(X.notAccepted);
  const startsAt = indiaTimeToUtc(input.startsAt)!;
  if (Date.parse(startsAt) <= now.getTime()) throw badRequest(X.past, { startsAt: X.past });
  if (Date.parse(startsAt) > now.getTime() + MEETING_DAYS_AHEAD * 86_400_000)
    throw badRequest(X.tooFar({ days: MEETING_DAYS_AHEAD }), { startsAt: X.tooFar({ days: MEETING_DAYS_AHEAD }) });
  const place = input.place?.trim() || null;
  if (input.mode === 'in-person' && (!place || place.length < 2)) throw badRequest(X.placeNeeded, { place: X.placeNeeded });
  const open = await db
    .selectFrom('assistedMeeting')
    .select('id')
    .where('introductionId', '=', introductionId)
    .where('status', 'in', [...OPEN])
    .executeTakeFirst();
  if (open) throw conflict(X.meetingOpen);
  const at = now.toISOString();
  const made = await db
    .insertInto('assistedMeeting')
    .values({
      introductionId,
      proposedByUserId: managerId,
      startsAt,
      durationMinutes: input.durationMinutes,
      mode: input.mode,
      place,
      status: 'proposed',
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await notifyBoth(deps, db, intro, 'assisted.meeting-proposed', { introductionId, meetingId: Number(made.id) });
  await tellBoth(deps, db, intro, (w, tag) => ({
    summary: w.introMail.proposed,
    text: w.introMail.proposedText({ when: istText(startsAt, tag), where: whereOf({ mode: input.mode, place }, w.meetings.videoCall) }),
  }));
  return replyFor(db, introductionId, { userId: managerId, helper: false });
}

/** A member confirms a proposed meeting; once both have, it is confirmed and both are told. */
export async function confirmMeeting(deps: IntroductionDeps, request: { auth: AuthContext; ip: string | null }, meetingId: number, now = new Date()) {
  const { auth } = request;
  if (auth.actor) throw forbidden(X.helperNotAllowed);
  const introductionId = await transact(deps.db, async (db) => {
    const meeting = await meetingOf(db, meetingId);
    const intro = meeting ? await introductionOf(db, meeting.introductionId) : undefined;
    if (!meeting || !intro || (intro.memberUserId !== auth.userId && intro.otherUserId !== auth.userId)) throw notFound(X.meetingNotFound);
    if (meeting.status !== 'proposed') throw conflict(X.meetingClosed);
    const column = intro.memberUserId === auth.userId ? 'memberConfirmedAt' : 'otherConfirmedAt';
    const at = now.toISOString();
    if (meeting[column] === null) {
      await db
        .updateTable('assistedMeeting')
        .set({ [column]: at, updatedAt: at })
        .where('id', '=', meetingId)
        .execute();
      await appendAudit(db, {
        actorId: auth.userId,
        ip: request.ip,
        kind: 'assisted.meeting-confirm',
        recordTable: 'assisted_meeting',
        recordId: meetingId,
        subjectId: auth.userId,
        before: null,
        after: { confirmed: column },
      });
    }
    const both = (column === 'memberConfirmedAt' ? meeting.otherConfirmedAt : meeting.memberConfirmedAt) !== null;
    const manager = (await managersOf(db, [intro.memberUserId])).get(intro.memberUserId) ?? intro.managerUserId;
    if (both) {
      await db.updateTable('assistedMeeting').set({ status: 'confirmed', updatedAt: at }).where('id', '=', meetingId).execute();
      const said = (w: Parameters<Parameters<typeof tell>[3]>[0], tag: string) => ({
        summary: w.introMail.confirmed,
        text: w.introMail.confirmedText({ when: istText(meeting.startsAt, tag), where: whereOf(meeting, w.meetings.videoCall) }),
      });
      await tellBoth(deps, db, intro, said);
      await notifyBoth(deps, db, intro, 'assisted.meeting-confirmed', { introductionId: intro.id, meetingId, both: true });
      if (manager !== null) await tell(deps, db, manager, said, `/dashboard/workbench/${intro.memberUserId}`);
    } else {
      // The other member is asked to confirm too.
      const other = column === 'memberConfirmedAt' ? intro.otherUserId : intro.memberUserId;
      await notifyStep(
        deps,
        db,
        'assisted.meeting-confirmed',
        { recipientId: other, actorId: auth.userId },
        { introductionId: intro.id, meetingId, both: false },
      );
    }
    if (!both && manager !== null) {
      const name = (await db.selectFrom('users').select('name').where('id', '=', auth.userId).executeTakeFirst())?.name.split(/\s+/)[0] ?? '';
      await tell(
        deps,
        db,
        manager,
        (w) => ({ summary: w.introMail.sideConfirmed({ name }), text: w.introMail.sideConfirmedText }),
        `/dashboard/workbench/${intro.memberUserId}`,
      );
    }
    return intro.id;
  });
  return replyFor(deps.db, introductionId, { userId: auth.userId, helper: false });
}

/** The manager marks a confirmed meeting held once its time has come, or cancels an open one. */
export async function closeMeeting(deps: IntroductionDeps, db: Database, managerId: number, meetingId: number, status: 'held' | 'cancelled', now = new Date()) {
  const { meeting, intro } = await managersMeeting(db, managerId, meetingId);
  if (!OPEN.has(meeting.status)) throw conflict(X.meetingClosed);
  const at = now.toISOString();
  if (status === 'held') {
    if (meeting.status !== 'confirmed') throw conflict(X.notConfirmed);
    if (Date.parse(meeting.startsAt) > now.getTime()) throw conflict(X.notYetTime);
    await db.updateTable('assistedMeeting').set({ status: 'held', heldAt: at, updatedAt: at }).where('id', '=', meetingId).execute();
    await tellBoth(deps, db, intro, (w) => ({ summary: w.introMail.held, text: w.introMail.heldText }));
    await notifyBoth(deps, db, intro, 'assisted.meeting-held', { introductionId: intro.id, meetingId });
  } else {
    await db.updateTable('assistedMeeting').set({ status: 'cancelled', updatedAt: at }).where('id', '=', meetingId).execute();
    await notifyBoth(deps, db, intro, 'assisted.meeting-cancelled', { introductionId: intro.id, meetingId });
    await tellBoth(deps, db, intro, (w, tag) => ({
      summary: w.introMail.cancelled,
      text: w.introMail.cancelledText({ when: istText(meeting.startsAt, tag) }),
    }));
  }
  return replyFor(db, intro.id, { userId: managerId, helper: false });
}

/** A member's feedback on a meeting held, once; the manager who arranged it is told. */
export async function leaveFeedback(
  deps: IntroductionDeps,
  request: { auth: AuthContext; ip: string | null },
  meetingId: number,
  text: string,
  now = new Date(),
) {
  const { auth } = request;
  if (auth.actor) throw forbidden(X.helperNotAllowed);
  const introductionId = await transact(deps.db, async (db) => {
    const meeting = await meetingOf(db, meetingId);
    const intro = meeting ? await introductionOf(db, meeting.introductionId) : undefined;
    if (!meeting || !intro || (intro.memberUserId !== auth.userId && intro.otherUserId !== auth.userId)) throw notFound(X.meetingNotFound);
    if (meeting.status !== 'held') throw conflict(X.notHeld);
    const row = await db
      .insertInto('assistedMeetingFeedback')
      .values({ meetingId, userId: auth.userId, text: text.trim(), createdAt: now.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(X.feedbackGiven);
        throw error;
      });
    await appendAudit(db, {
      actorId: auth.userId,
      ip: request.ip,
      kind: 'assisted.meeting-feedback',
      recordTable: 'assisted_meeting_feedback',
      recordId: Number(row.id),
      subjectId: auth.userId,
      before: null,
      after: { meetingId },
    });
    const manager = meeting.proposedByUserId ?? intro.managerUserId;
    const name = (await db.selectFrom('users').select('name').where('id', '=', auth.userId).executeTakeFirst())?.name.split(/\s+/)[0] ?? '';
    if (manager !== null)
      await tell(
        deps,
        db,
        manager,
        (w) => ({ summary: w.introMail.feedback({ name }), text: w.introMail.feedbackText }),
        `/dashboard/workbench/${intro.memberUserId}`,
      );
    if (manager !== null)
      await notifyStep(deps, db, 'assisted.feedback', { recipientId: manager, actorId: auth.userId }, { meetingId, workbench: intro.memberUserId });
    return intro.id;
  });
  return replyFor(deps.db, introductionId, { userId: auth.userId, helper: false });
}

/**
 * The meeting as a calendar invitation (RFC 5545, written by the `ics` library): its time in UTC,
 * a stable UID per meeting, the two members' first names, the place. Given to the two members
 * and to the managers of either; to anyone else the meeting does not exist.
 */
export async function meetingInvitation(
  deps: IntroductionDeps,
  auth: AuthContext,
  meetingId: number,
  isManager: boolean,
): Promise<{ fileName: string; text: string }> {
  const { db } = deps;
  const meeting = await meetingOf(db, meetingId);
  const intro = meeting ? await introductionOf(db, meeting.introductionId) : undefined;
  if (!meeting || !intro) throw notFound(X.meetingNotFound);
  const managers = await managersOf(db, [intro.memberUserId, intro.otherUserId]);
  const allowed = isManager
    ? managers.get(intro.memberUserId) === auth.userId || managers.get(intro.otherUserId) === auth.userId
    : intro.memberUserId === auth.userId || intro.otherUserId === auth.userId;
  if (!allowed || meeting.status === 'cancelled') throw notFound(X.meetingNotFound);
  const [reply] = await introductionReplies(db, [intro], { userId: auth.userId, helper: Boolean(auth.actor) });
  if (!reply) throw notFound(X.meetingNotFound);
  const w = assistedWords(auth.locale);
  const { createEvent } = await import('ics');
  const host = new URL(deps.config.siteUrl).hostname;
  const made = createEvent({
    start: Date.parse(meeting.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: meeting.durationMinutes },
    title: w.meetings.summary({ a: reply.member.name, b: reply.other.name }),
    description: w.meetings.description({ manager: reply.managerName }),
    location: whereOf(meeting, w.meetings.videoCall),
    uid: `assisted-meeting-${meeting.id}@${host}`,
    productId: `${host}/assisted`,
    status: meeting.status === 'proposed' ? 'TENTATIVE' : 'CONFIRMED',
    sequence: Math.max(0, Math.floor((Date.parse(meeting.updatedAt) - Date.parse(meeting.createdAt)) / 1000)),
  });
  if (made.error || !made.value) throw made.error ?? new Error('The calendar invitation could not be written.');
  return { fileName: `meeting-${meeting.id}.ics`, text: made.value };
}
