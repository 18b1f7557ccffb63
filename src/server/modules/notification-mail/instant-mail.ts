import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import type { EventBus, StoredEvent } from '../../lib/events/events.ts';
import type { MailService } from '../mail/index.ts';
import { NOTIFICATION_TYPES, type NotificationType } from '../../../shared/schemas/conversations.ts';
import { ASSISTED_NOTIFICATION_TYPES } from '../../../shared/schemas/live-events.ts';
import { MAIL_TOPIC_DEFAULTS } from '../../../shared/schemas/notification-mail.ts';
import { MAIL_WORDS } from './mail-words.ts';
import { pairBlocked } from '../discovery/index.ts';
import { describe, MEMBER_NOTICE_TYPES, namesOf } from '../notifications/index.ts';
import { TOPIC_OF } from './preferences.service.ts';
import { dashboardUrl, unsubscribeHeaders, unsubscribeLinks } from './mail-links.ts';
import { mailRecipient } from './recipient.ts';

const isNotified = (type: string): type is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(type);
/** The assisted service's steps: each step mails its own words (the time, the place) to the people it concerns. */
const mailedByStep = (type: NotificationType) => (ASSISTED_NOTIFICATION_TYPES as readonly string[]).includes(type);

/**
 * Instant e-mails (docs/product/member-loop.md, docs/decisions/030-notification-mail-and-unsubscribe.md): for a
 * notification whose topic the member set to "instant", one mail through the mail service's
 * queue (sendLater: recorded in email-log and delivered after the reply, retried when it fails),
 * never while the request waits. Nothing is sent to a deactivated or deleted account, across a
 * block, or for a notification the in-app list did not make (a repeat view the same day, a
 * further message of a conversation whose notification is still unread).
 */
export async function mailNotification(deps: { mail: MailService; config: Config }, event: StoredEvent, db: Database): Promise<boolean> {
  // An act on the member's own account is mailed once, by the act itself (notifications/member-notice.ts).
  if (event.recipientId === null || !isNotified(event.type) || MEMBER_NOTICE_TYPES.has(event.type) || mailedByStep(event.type)) return false;
  const topic = TOPIC_OF[event.type];
  const chosen = await db
    .selectFrom('notificationPreference')
    .select('mode')
    .where('userId', '=', event.recipientId)
    .where('topic', '=', topic)
    .executeTakeFirst();
  if ((chosen?.mode ?? MAIL_TOPIC_DEFAULTS[topic]) !== 'instant') return false;
  const made = await db.selectFrom('notification').select(['count']).where('eventId', '=', event.id).where('userId', '=', event.recipientId).executeTakeFirst();
  if (!made || Number(made.count) > 1) return false;
  if (event.actorId !== null && (await pairBlocked(db, event.actorId, event.recipientId))) return false;
  const to = await mailRecipient(db, event.recipientId);
  if (!to) return false;
  const words = MAIL_WORDS[to.locale];
  const actorName = event.actorId === null ? words.someone : ((await namesOf(db, [event.actorId])).get(event.actorId) ?? words.someone);
  const { text, link } = describe(event.type, actorName, event.actorId, 1, event.data, words.notification, words.tag);
  const unsubscribe = unsubscribeLinks(deps.config, to.userId, topic);
  const note = event.type === 'interest.received' ? quotedNote(event.data.note) : '';
  deps.mail.sendLater(
    'notification',
    to.email,
    {
      name: to.name,
      summary: text.replace(/[.।]$/, ''),
      text: note ? `${text}\n\n${words.theirNote({ note })}` : text,
      topic: words.topics[topic],
      link: dashboardUrl(deps.config, link),
      unsubscribeLink: unsubscribe.page,
      settingsLink: dashboardUrl(deps.config, '/dashboard/settings'),
    },
    { headers: unsubscribeHeaders(unsubscribe.oneClick), locale: to.locale },
  );
  return true;
}

/**
 * The sender's note as one plain line of the mail: what they typed, with control characters and
 * line breaks made spaces, so it cannot pose as the mail's own lines or links; '' without one.
 */
export function quotedNote(note: unknown): string {
  if (typeof note !== 'string') return '';
  return note
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}

/**
 * Mails notifications from this bus's events from now on. Subscribe after the in-app
 * notifications (notifications.routes.ts), whose row this reads.
 */
export const subscribeNotificationMail = (bus: EventBus, deps: { mail: MailService; config: Config }) =>
  bus.subscribe(async (event, db) => void (await mailNotification(deps, event, db)));
