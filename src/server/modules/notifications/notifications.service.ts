import type { Database } from '../../db/database.ts';
import type { EventBus, StoredEvent } from '../../lib/events/events.ts';
import { notFound } from '../../lib/http-error.ts';
import { CONVERSATION_MSG, NOTIFICATION_TEXT } from '../../../shared/messages.ts';
import { NOTIFICATION_TYPES, type NotificationItem, type NotificationPage, type NotificationType } from '../../../shared/schemas/conversations.ts';
import { blockedIds } from '../discovery/index.ts';
import { phrase, type Phrase } from '../../../shared/phrases.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { inLanguage } from '../../../shared/local-names.ts';
import { DEFAULT_LOCALE, localeOfTag, type Locale } from '../../../shared/locales.ts';

/**
 * In-app notifications (docs/product/member-loop.md), made from domain events for the member they are about. New
 * messages are batched per conversation: while the notification of a conversation is unread, a
 * further message counts on it instead of adding another. A block hides both ways what the
 * other member's actions said, as everywhere else; the rows stay, so an unblock shows them again.
 */
const isNotified = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);

export async function recordNotification(event: StoredEvent, db: Database): Promise<void> {
  if (event.recipientId === null || !isNotified(event.type)) return;
  const data = JSON.stringify(event.data);
  // Profile views are batched per viewer per day (UTC): the first view of the day tells, the rest do not.
  if (event.type === 'profile.viewed' && (await viewedToday(db, event))) return;
  if (event.type === 'message.sent' && event.actorId !== null) {
    const open = await db
      .selectFrom('notification')
      .select(['id', 'count'])
      .where('userId', '=', event.recipientId)
      .where('type', '=', 'message.sent')
      .where('actorId', '=', event.actorId)
      .where('readAt', 'is', null)
      .executeTakeFirst();
    if (open) {
      await db
        .updateTable('notification')
        .set({ count: Number(open.count) + 1, eventId: event.id, data, createdAt: event.createdAt })
        .where('id', '=', open.id)
        .execute();
      return;
    }
  }
  await db
    .insertInto('notification')
    .values({ userId: event.recipientId, type: event.type, actorId: event.actorId, eventId: event.id, data, count: 1, createdAt: event.createdAt })
    .execute();
}

async function viewedToday(db: Database, event: StoredEvent): Promise<boolean> {
  const row = await db
    .selectFrom('notification')
    .select('id')
    .where('userId', '=', event.recipientId)
    .where('type', '=', 'profile.viewed')
    .where('actorId', event.actorId === null ? 'is' : '=', event.actorId)
    .where('createdAt', '>=', startOfUtcDay(event.createdAt))
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Answering an interest settles what told of it: the receiver's unread 'interest received'
 * notifications from that sender are marked read (docs/product/member-loop.md).
 */
export async function markInterestNoticeRead(db: Database, me: number, senderId: number, at: string): Promise<void> {
  await db
    .updateTable('notification')
    .set({ readAt: at })
    .where('userId', '=', me)
    .where('type', '=', 'interest.received')
    .where('actorId', '=', senderId)
    .where('readAt', 'is', null)
    .execute();
}

/** Makes notifications from this bus's events from now on. */
export const subscribeNotifications = (bus: EventBus) => bus.subscribe(recordNotification);

export function mine(db: Database, me: number, hidden: number[]) {
  let q = db.selectFrom('notification').where('userId', '=', me);
  if (hidden.length) q = q.where((eb) => eb.or([eb('actorId', 'is', null), eb('actorId', 'not in', hidden)]));
  return q;
}

export async function namesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('profile as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.name', 'p.fullName'])
    .where('u.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r.fullName ?? r.name ?? 'A member']));
}

const shortDate = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** The plan a notification names, in the reader's language when the plan has a name in it (the event keeps all three). */
const planNameIn = (data: Record<string, unknown>, locale: Locale) =>
  inLanguage(locale, String(data.planName ?? ''), data.planNameHi as string | null | undefined, data.planNameTa as string | null | undefined);

/** What a notification says as a phrase (key and values), for the dashboard to word in the member's language. */
export function phraseOf(type: NotificationType, name: string, count: number, data: Record<string, unknown>, locale: Locale = DEFAULT_LOCALE): Phrase {
  const who = assistedName(name, data);
  switch (type) {
    case 'interest.received':
      return phrase('notification.interestReceived', { name });
    case 'interest.accepted':
      return data.introductionId === undefined ? phrase('notification.interestAccepted', { name }) : phrase('notification.introAccepted', { name });
    case 'interest.declined':
      return phrase('notification.interestDeclined', { name });
    case 'message.sent':
      return phrase('notification.message', { name, count });
    case 'moderation.warning':
      return phrase('notification.warning', { reason: String(data.reason ?? '') });
    case 'moderation.outcome':
      return phrase('notification.outcome', { words: String(data.message ?? '') });
    case 'moderation.hidden':
      return phrase('notification.hidden', {});
    case 'profile.viewed':
      return phrase('notification.profileViewed', { name });
    case 'photo.requested':
      return phrase('notification.photoRequested', { name });
    case 'plan.expiring':
      return phrase('notification.planExpiring', { plan: planNameIn(data, locale), endsAt: String(data.endsAt ?? new Date().toISOString()) });
    case 'photo.rejected':
      return phrase('notification.photoRejected', { reason: String(data.reason ?? '') });
    case 'account.two-step-reset':
      return phrase('notification.twoStepReset', {});
    case 'family.acted':
      return phrase('notification.familyActed', {
        helper: String(data.helper ?? ''),
        relation: String(data.relation ?? ''),
        action: String(data.action ?? '').replaceAll('.', '_'),
        name,
      });
    case 'assisted.introduced':
      return data.workbench === undefined
        ? phrase('notification.introduced', { manager: String(data.manager ?? ''), name: who })
        : phrase('notification.introducedForMember', { manager: String(data.manager ?? ''), name: who, member: String(data.member ?? '') });
    case 'assisted.answered':
      return data.workbench === undefined
        ? phrase('notification.introDeclined', { name })
        : phrase('notification.introAnswered', { name, member: String(data.member ?? ''), answer: String(data.answer ?? '') });
    case 'assisted.meeting-proposed':
      return phrase('notification.meetingProposed', { name });
    case 'assisted.meeting-confirmed':
      return data.both ? phrase('notification.meetingConfirmed', { name }) : phrase('notification.meetingSideConfirmed', { name });
    case 'assisted.meeting-cancelled':
      return phrase('notification.meetingCancelled', { name });
    case 'assisted.meeting-held':
      return phrase('notification.meetingHeld', { name });
    case 'assisted.feedback':
      return phrase('notification.meetingFeedback', { name });
    case 'assisted.assigned':
      return phrase('notification.assistedAssigned', { name });
  }
}

/**
 * The member an assisted step names: an Elite member kept confidential from the reader is named
 * by her initials, as the introduction's card names her (the step stored them when it was made).
 */
const assistedName = (name: string, data: Record<string, unknown>) => (typeof data.initials === 'string' && data.initials ? data.initials : name);

/** Where an assisted step is followed: the manager's member on the workbench, else the member's own page. */
const assistedLink = (data: Record<string, unknown>) =>
  data.workbench === undefined ? '/dashboard/relationship-manager' : `/dashboard/workbench/${Number(data.workbench)}`;

/** What the notifications say, in one language: the English texts, or a mail's in the member's language. */
export type NotificationTexts = { readonly [K in keyof typeof NOTIFICATION_TEXT]: (typeof NOTIFICATION_TEXT)[K] };

export function describe(
  type: NotificationType,
  name: string,
  actorId: number | null,
  count: number,
  data: Record<string, unknown>,
  T: NotificationTexts = NOTIFICATION_TEXT,
  dateTag = 'en-IN',
): { text: string; link: string } {
  const who = assistedName(name, data);
  const link = assistedLink(data);
  switch (type) {
    case 'interest.received':
      return { text: T.interestReceived({ name }), link: '/dashboard/interests' };
    case 'interest.accepted':
      // An accepted introduction connects as an accepted interest, and is worded as what it was.
      return data.introductionId === undefined
        ? { text: T.interestAccepted({ name }), link: `/dashboard/messages/${actorId}` }
        : { text: T.introAccepted({ name }), link: '/dashboard/relationship-manager' };
    case 'interest.declined':
      return { text: T.interestDeclined({ name }), link: '/dashboard/interests' };
    case 'message.sent':
      return { text: T.message({ name, count }), link: `/dashboard/messages/${actorId}` };
    case 'moderation.warning':
      return { text: T.warning({ reason: String(data.reason ?? '') }), link: '/dashboard' };
    case 'moderation.outcome':
      return { text: T.outcome({ words: String(data.message ?? '') }), link: '/dashboard' };
    case 'moderation.hidden':
      return { text: T.hidden, link: '/dashboard' };
    case 'profile.viewed':
      return { text: T.profileViewed({ name }), link: '/dashboard/profile/view-list' };
    case 'photo.requested':
      return { text: T.photoRequested({ name }), link: '/dashboard/settings' };
    case 'plan.expiring':
      return {
        text: T.planExpiring({ plan: planNameIn(data, localeOfTag(dateTag)), endsAt: shortDate(String(data.endsAt ?? new Date().toISOString()), dateTag) }),
        link: '/dashboard/plans',
      };
    case 'photo.rejected':
      return { text: T.photoRejected({ reason: String(data.reason ?? '') }), link: '/dashboard/profile' };
    case 'account.two-step-reset':
      return { text: T.twoStepReset, link: '/dashboard/settings' };
    case 'family.acted':
      return {
        text: T.familyActed({
          helper: String(data.helper ?? ''),
          relation: String(data.relation ?? ''),
          action: String(data.action ?? '').replaceAll('.', '_'),
          name,
        }),
        link: '/dashboard/settings/family',
      };
    case 'assisted.introduced':
      return {
        text:
          data.workbench === undefined
            ? T.introduced({ manager: String(data.manager ?? ''), name: who })
            : T.introducedForMember({ manager: String(data.manager ?? ''), name: who, member: String(data.member ?? '') }),
        link,
      };
    case 'assisted.answered':
      return {
        text:
          data.workbench === undefined
            ? T.introDeclined({ name })
            : T.introAnswered({ name, member: String(data.member ?? ''), answer: String(data.answer ?? '') }),
        link,
      };
    case 'assisted.meeting-proposed':
      return { text: T.meetingProposed({ name }), link };
    case 'assisted.meeting-confirmed':
      return { text: data.both ? T.meetingConfirmed({ name }) : T.meetingSideConfirmed({ name }), link };
    case 'assisted.meeting-cancelled':
      return { text: T.meetingCancelled({ name }), link };
    case 'assisted.meeting-held':
      return { text: T.meetingHeld({ name }), link };
    case 'assisted.feedback':
      return { text: T.meetingFeedback({ name }), link };
    case 'assisted.assigned':
      return { text: T.assistedAssigned({ name }), link };
  }
}

export async function unreadCount(db: Database, me: number, hidden?: number[]): Promise<number> {
  const row = await mine(db, me, hidden ?? (await blockedIds(db, me)))
    .where('readAt', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listNotifications(db: Database, me: number, page: number, pageSize: number, locale: Locale = DEFAULT_LOCALE): Promise<NotificationPage> {
  const hidden = await blockedIds(db, me);
  const [count, unread, rows] = await Promise.all([
    mine(db, me, hidden)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
    unreadCount(db, me, hidden),
    mine(db, me, hidden)
      .select(['id', 'type', 'actorId', 'data', 'count', 'createdAt', 'readAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const names = await namesOf(db, [...new Set(rows.flatMap((r) => (r.actorId === null ? [] : [Number(r.actorId)])))]);
  const items = rows.map((r): NotificationItem => {
    const actorId = r.actorId === null ? null : Number(r.actorId);
    const type = r.type as NotificationType;
    const n = Number(r.count);
    const name = (actorId !== null && names.get(actorId)) || 'A member';
    const data = JSON.parse(r.data) as Record<string, unknown>;
    const { text, link } = describe(type, name, actorId, n, data);
    return {
      id: Number(r.id),
      type,
      text,
      phrase: phraseOf(type, name, n, data, locale),
      link,
      actorId,
      count: n,
      createdAt: r.createdAt,
      read: r.readAt !== null,
    };
  });
  return { items, page, pageSize, total: Number(count?.n ?? 0), unread };
}

export async function markNotificationRead(db: Database, me: number, id: number, now = new Date()) {
  const row = await db.selectFrom('notification').select(['id', 'readAt']).where('id', '=', id).where('userId', '=', me).executeTakeFirst();
  if (!row) throw notFound(CONVERSATION_MSG.notificationNotFound);
  if (row.readAt === null) await db.updateTable('notification').set({ readAt: now.toISOString() }).where('id', '=', id).execute();
  return { id, read: true, unread: await unreadCount(db, me) };
}

export async function markAllNotificationsRead(db: Database, me: number, now = new Date()) {
  await db.updateTable('notification').set({ readAt: now.toISOString() }).where('userId', '=', me).where('readAt', 'is', null).execute();
  return { unread: await unreadCount(db, me) };
}
