import { array, boolean, enums, integer, literal, nullable, object, optional, refine, size, string, type, type Infer } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import { CONVERSATION_MSG as M } from '../messages';
import { pagingFields } from './paging';
import { wholeNumber } from '../validation/whole-number';
import { PhraseReply } from '../phrases';
import { MemberCardReply } from './interests';
import { pageOf } from './reply';
import { SAFETY_CONCERNS } from '../conversation-safety';
import { LIVE_EVENT_TYPES, NOTIFICATION_TYPES, type LiveEventType, type NotificationType } from './live-events';

export { LIVE_EVENT_TYPES, NOTIFICATION_TYPES, type LiveEventType, type NotificationType };

/**
 * Conversations between connected members and in-app notifications (docs/product/member-loop.md): the payloads
 * the dashboard sends and the API validates, and the replies both read.
 */

/** The longest message a member writes (characters, after trimming). */
export const MESSAGE_MAX = 1000;
/** Messages one member may send in a minute and in a day (midnight to midnight, UTC). */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 500;
/**
 * Conversations one member may start in a day (the first message of a pair, midnight to
 * midnight UTC), counted in the action log (docs/product/limits.md).
 */
export const NEW_CONVERSATIONS_PER_DAY = 20;
/** A message at least this long, sent again within the window, is refused as a repeat. */
export const REPEAT_MIN_LENGTH = 20;
export const REPEAT_WINDOW_MINUTES = 10;

export const SendMessageBody = object({
  body: refine(size(string(), 0, MESSAGE_MAX * 4), 'body', (v) => {
    const n = v.trim().length;
    if (n === 0) return M.empty;
    return n <= MESSAGE_MAX || M.tooLong({ max: MESSAGE_MAX });
  }),
});

/** One page of a thread: the newest messages, or those before a message id (scrolling up). */
export const ThreadQuery = object({
  before: optional(wholeNumber('before', 1, MAX_DB_INTEGER)),
  limit: optional(wholeNumber('limit', 1, 100)),
});
export const ConversationListQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });
export const NotificationListQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });

export const MessageItemReply = type({
  id: integer(),
  senderId: integer(),
  body: string(),
  createdAt: string(),
  /** Sent by the reader. */
  mine: boolean(),
  /** For the reader's own messages: the other member has read it. */
  read: boolean(),
  /**
   * On a thread's messages from the other member: what the safety note under it is about, when
   * it asks for money, carries a way to pay or moves the talk off the site before the two have
   * met (src/shared/conversation-safety.ts); null when no note is shown.
   */
  safety: optional(nullable(enums(SAFETY_CONCERNS))),
});
export type MessageItem = Infer<typeof MessageItemReply>;

export const ConversationItemReply = type({
  member: MemberCardReply,
  lastMessage: nullable(MessageItemReply),
  unread: integer(),
  /** When the last message was sent, or when the two were connected. */
  updatedAt: string(),
});
export type ConversationItem = Infer<typeof ConversationItemReply>;
export const ConversationPageReply = pageOf(ConversationItemReply);
export type ConversationPage = Infer<typeof ConversationPageReply>;

export const ThreadReply = type({
  member: MemberCardReply,
  /** Oldest first, so the newest is at the bottom. */
  items: array(MessageItemReply),
  /** There are older messages before the first one (ask with `before`). */
  hasOlder: boolean(),
  /** Before the first message: the other member writes first (their "I send the first message"), so only they may start. */
  theyWriteFirst: optional(boolean()),
});
export type Thread = Infer<typeof ThreadReply>;
/** A conversation marked read up to a message. */
export const ConversationReadReply = type({ userId: integer(), readId: integer() });

export const NotificationItemReply = type({
  id: integer(),
  type: enums(NOTIFICATION_TYPES),
  /** What it says in English, ready to show. */
  text: string(),
  /** The same as a key and values, for a reader in another language (docs/decisions/047). */
  phrase: PhraseReply,
  /** The dashboard page it is about. */
  link: string(),
  actorId: nullable(integer()),
  /** How many events it stands for (new messages of one conversation are batched). */
  count: integer(),
  createdAt: string(),
  read: boolean(),
});
export type NotificationItem = Infer<typeof NotificationItemReply>;
export const NotificationPageReply = pageOf(NotificationItemReply, { unread: integer() });
export type NotificationPage = Infer<typeof NotificationPageReply>;
/** How many of the caller's notifications are unread. */
export const UnreadCountReply = type({ unread: integer() });
/** One notification marked read, and how many are left unread. */
export const NotificationReadReply = type({ id: integer(), read: literal(true), unread: integer() });

export interface LiveEvent {
  id: number;
  type: LiveEventType;
  actorId: number | null;
  data: Record<string, unknown>;
  createdAt: string;
}
export const LiveQuery = object({
  /** `poll` answers the missed events as JSON and ends, even to an EventSource: the fallback when a stream cannot be held. */
  mode: optional(enums(['stream', 'poll'] as const)),
  /** The last event id seen, when the Last-Event-ID header cannot be sent (the poll). */
  after: optional(wholeNumber('after', 0, MAX_DB_INTEGER)),
  /** A stream ticket (POST /api/events/ticket), for an EventSource that cannot send the token. */
  ticket: optional(size(string(), 1, 200)),
});
export const StreamTicketReply = type({
  ticket: string(),
  expiresAt: string(),
  /** The newest of the member's events now: a first stream opened with it misses nothing since. */
  lastEventId: integer(),
});
export type StreamTicket = Infer<typeof StreamTicketReply>;
/** The poll: the events missed since `after`, and the newest id to ask after next time. */
export const LivePollReply = type({ items: array(type({ id: integer(), type: string(), createdAt: string() })), lastEventId: integer() });
