import { enums, object, optional, refine, size, string } from 'superstruct';
import { MAX_DB_INTEGER } from '../constants';
import type { Page } from '../envelope';
import { CONVERSATION_MSG as M } from '../messages';
import { pagingFields } from './paging';
import { wholeNumber } from '../validation/whole-number';
import type { MemberCard } from './interests';
import type { Phrase } from '../phrases';

/**
 * Conversations between connected members and in-app notifications (docs/product/member-loop.md): the payloads
 * the dashboard sends and the API validates, and the replies both read.
 */

/** The longest message a member writes (characters, after trimming). */
export const MESSAGE_MAX = 1000;
/** Messages one member may send in a minute and in a day (midnight to midnight, UTC). */
export const MESSAGES_PER_MINUTE = 20;
export const MESSAGES_PER_DAY = 500;
/** A message at least this long, sent again within the window, is refused as a repeat. */
export const REPEAT_MIN_LENGTH = 20;
export const REPEAT_WINDOW_MINUTES = 10;

export const SendMessageBody = object({
  body: refine(size(string(), 0, MESSAGE_MAX * 4), 'body', (v) => {
    const n = v.trim().length;
    if (n === 0) return M.empty;
    return n <= MESSAGE_MAX || M.tooLong(MESSAGE_MAX);
  }),
});

/** One page of a thread: the newest messages, or those before a message id (scrolling up). */
export const ThreadQuery = object({
  before: optional(wholeNumber('before', 1, MAX_DB_INTEGER)),
  limit: optional(wholeNumber('limit', 1, 100)),
});
export const ConversationListQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });
export const NotificationListQuery = object({ ...pagingFields({ defaultPageSize: 20, maxPageSize: 50 }) });

export interface MessageItem {
  id: number;
  senderId: number;
  body: string;
  createdAt: string;
  /** Sent by the reader. */
  mine: boolean;
  /** For the reader's own messages: the other member has read it. */
  read: boolean;
}

export interface ConversationItem {
  member: MemberCard;
  lastMessage: MessageItem | null;
  unread: number;
  /** When the last message was sent, or when the two were connected. */
  updatedAt: string;
}
export type ConversationPage = Page<ConversationItem>;

export interface Thread {
  member: MemberCard;
  /** Oldest first, so the newest is at the bottom. */
  items: MessageItem[];
  /** There are older messages before the first one (ask with `before`). */
  hasOlder: boolean;
}

export type NotificationType =
  | 'interest.received'
  | 'interest.accepted'
  | 'interest.declined'
  | 'message.sent'
  | 'moderation.warning'
  | 'moderation.outcome'
  | 'profile.viewed'
  | 'plan.expiring'
  | 'photo.rejected'
  | 'account.two-step-reset';
export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  'interest.received',
  'interest.accepted',
  'interest.declined',
  'message.sent',
  'moderation.warning',
  'moderation.outcome',
  'profile.viewed',
  'plan.expiring',
  'photo.rejected',
  'account.two-step-reset',
];

export interface NotificationItem {
  id: number;
  type: NotificationType;
  /** What it says in English, ready to show. */
  text: string;
  /** The same as a key and values, for a reader in another language (docs/decisions/047). */
  phrase: Phrase;
  /** The dashboard page it is about. */
  link: string;
  actorId: number | null;
  /** How many events it stands for (new messages of one conversation are batched). */
  count: number;
  createdAt: string;
  read: boolean;
}
export type NotificationPage = Page<NotificationItem> & { unread: number };

/**
 * The events a member's live stream carries (GET /api/events): what the bell, the message list
 * and an open thread react to. Each is sent as an SSE event named by its type, with the event's
 * id, so a reconnect with Last-Event-ID gets exactly what it missed.
 */
export const LIVE_EVENT_TYPES = [...NOTIFICATION_TYPES, 'interest.withdrawn', 'message.read'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
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
export interface StreamTicket {
  ticket: string;
  expiresAt: string;
  /** The newest of the member's events now: a first stream opened with it misses nothing since. */
  lastEventId: number;
}
