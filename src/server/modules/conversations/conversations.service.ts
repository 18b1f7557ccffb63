import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { type DomainEvent, type EventBus } from '../../lib/events/events.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { CONVERSATION_MSG as M } from '../../../shared/messages.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import {
  MESSAGES_PER_DAY,
  NEW_CONVERSATIONS_PER_DAY,
  MESSAGES_PER_MINUTE,
  REPEAT_MIN_LENGTH,
  REPEAT_WINDOW_MINUTES,
  type ConversationItem,
  type ConversationPage,
  type MessageItem,
  type Thread,
} from '../../../shared/schemas/conversations.ts';
import type { MemberCard } from '../../../shared/schemas/interests.ts';
import { pairFacts, blockedIds } from '../discovery/index.ts';
import { memberCards } from '../interests/index.ts';
import { termsOf, writesFirst } from '../contact-terms/index.ts';
import { assertMayContact } from '../photos/index.ts';
import {
  conversationList,
  ensureConversation,
  findConversation,
  insertMessage,
  insertMessageWithinLimits,
  markReadUpTo,
  meetingFactsBefore,
  messagesOf,
  readIds,
  sendingCounts,
  unreadMessageCount,
  type MessageRow,
  type SendingLimits,
} from './conversations.repository.ts';
import { startOfUtcDay } from '../../lib/utc-day.ts';
import { inTransactionLockingMember, lockMember } from '../../db/member-lock.ts';
import { actionsSince, logAction } from '../../db/action-log.ts';
import { dialectOf } from '../../db/database.ts';
import { hadMet, safetyConcernOf } from '../../../shared/conversation-safety.ts';
import type { Locale } from '../../../shared/locales.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const PROFILE_NOT_AVAILABLE = CODED.PROFILE_TEXT.notAvailable;

/**
 * Conversations (docs/product/member-loop.md): two members talk once one accepted the other's interest. A block,
 * a deactivation or a hidden profile ends it for both: the other member then reads as "This
 * profile is not available", as everywhere else. Sending is limited per minute and per day, and
 * a longer message repeated within minutes is refused.
 */
export interface ConversationDeps {
  db: Database;
  config: Config;
  events: EventBus;
  /** The reader's language, for the reference names on member cards (English when not given). */
  locale?: Locale;
}

/** The other member of a conversation, checked: not the caller, available to them, connected. */
async function peer(deps: ConversationDeps, me: number, other: number, now: Date): Promise<MemberCard> {
  const [, card] = await Promise.all([
    checkPeer(deps, me, other, now),
    memberCards(deps.db, deps.config, [other], me, now, false, deps.locale).then((cards) => cards.get(other)!),
  ]);
  return card;
}

/**
 * The same checks without the card, which a sender does not need unless refused (its name is in
 * the refusal): the other member discoverable and not blocked either way (else "not available",
 * as for a profile), then connected. One query (pairFacts), as every message asks.
 */
async function checkPeer(deps: ConversationDeps, me: number, other: number, now: Date): Promise<void> {
  if (!(await connectedTo(deps.db, me, other))) throw await notConnected(deps, me, other, now);
}

/** Whether the pair is connected; refuses oneself and a member not available to the caller. */
async function connectedTo(db: Database, me: number, other: number): Promise<boolean> {
  if (other === me) throw badRequest(M.self);
  const [facts] = await pairFacts(db, me, other);
  // PostgreSQL answers EXISTS with true or false, SQLite with 1 or 0.
  if (Number(facts.discoverable) !== 1 || Number(facts.blocked) === 1) throw notFound(PROFILE_NOT_AVAILABLE);
  return Number(facts.connected) === 1;
}

/** The refusal to write to a member one is not connected with, naming them. */
async function notConnected(deps: ConversationDeps, me: number, other: number, now: Date) {
  const card = (await memberCards(deps.db, deps.config, [other], me, now)).get(other);
  return forbidden(M.notConnected({ name: card?.fullName ?? 'this member' }));
}

const toItem = (row: MessageRow, me: number, theirReadId: number): MessageItem => ({
  id: row.id,
  senderId: row.senderId,
  body: row.body,
  createdAt: row.createdAt,
  mine: row.senderId === me,
  read: row.senderId === me && row.id <= theirReadId,
});

/** Unread messages across the conversations the member's Messages list shows; blocked members' count for nothing. */
export const unreadMessages = async (db: Database, me: number) => unreadMessageCount(db, me, await blockedIds(db, me));

export async function listConversations(deps: ConversationDeps, me: number, page: number, pageSize: number, now = new Date()): Promise<ConversationPage> {
  const hidden = await blockedIds(deps.db, me);
  const { total, rows } = await conversationList(deps.db, me, hidden, page, pageSize);
  const cards = await memberCards(
    deps.db,
    deps.config,
    rows.map((r) => Number(r.otherId)),
    me,
    now,
    false,
    deps.locale,
  );
  const items = rows.flatMap((r): ConversationItem[] => {
    const member = cards.get(Number(r.otherId));
    if (!member) return [];
    const last =
      r.messageId === null || r.messageId === undefined
        ? null
        : toItem(
            { id: Number(r.messageId), senderId: Number(r.senderId), body: String(r.body), createdAt: String(r.messageAt) },
            me,
            Number(r.theirReadId ?? 0),
          );
    return [{ member, lastMessage: last, unread: Number(r.unread ?? 0), updatedAt: last?.createdAt ?? String(r.updatedAt ?? r.createdAt) }];
  });
  return { items, page, pageSize, total };
}

/**
 * A thread's messages (oldest first, one run of the conversation) with their safety notes: a
 * message from the other member that one of the rules matches, sent before the two had met
 * (src/shared/conversation-safety.ts). The conversation is read further only when a rule matches.
 */
async function withSafety(db: Database, conversationId: number, me: number, other: number, items: MessageItem[]): Promise<MessageItem[]> {
  const concerns = items.map((m) => (m.mine ? null : safetyConcernOf(m.body)));
  const first = concerns.findIndex((c) => c !== null);
  if (first < 0) return items.map((m) => ({ ...m, safety: null }));
  const facts = await meetingFactsBefore(db, conversationId, items[first].id);
  const written = [facts.written.get(me) ?? 0, facts.written.get(other) ?? 0];
  return items.map((m, i) => {
    const concern = i < first ? null : concerns[i];
    const met = concern !== null && hadMet({ conversationStartedAt: facts.startedAt, sentAt: m.createdAt, writtenBefore: [written[0], written[1]] });
    if (i >= first) written[m.mine ? 0 : 1]++;
    return { ...m, safety: met ? null : concern };
  });
}

export async function readThread(deps: ConversationDeps, me: number, other: number, before: number | undefined, limit = 30, now = new Date()): Promise<Thread> {
  const member = await peer(deps, me, other, now);
  const c = await findConversation(deps.db, me, other);
  // Before the first message: whether the other member writes first (her terms), for the thread to say so.
  if (!c || c.lastMessageId === null) return { member, items: [], hasOlder: false, theyWriteFirst: await theyWriteFirst(deps.db, me, other) };
  const rows = await messagesOf(deps.db, c.id, before, limit + 1);
  const { theirs } = readIds(c, me);
  const items = rows
    .slice(0, limit)
    .reverse()
    .map((r) => toItem(r, me, theirs));
  return { member, items: await withSafety(deps.db, c.id, me, other, items), hasOlder: rows.length > limit };
}

export async function sendMessage(deps: ConversationDeps, me: number, other: number, text: string, now = new Date()): Promise<MessageItem> {
  const { db } = deps;
  const body = text.trim();
  // The limits' counts and the insert as one step per sender, as for interests: messages sent at
  // the same moment cannot all take the last place. The event is stored in the same commit and
  // handed on (to the live streams, the bell) after it. On PostgreSQL the send takes one
  // connection from the pool, once: `begin` with the sender's lock in one round trip, the checks,
  // the conversation, then the counts, the message, the conversation's marks and the event as one
  // statement. Under load the wait for a pool connection, not the round trips on one, was most of
  // a message's time: with two waits (the checks beside the conversation's reading, then the
  // transaction) bench:cluster's messages took p50 / p99 82 / 206 ms, with one 50 / 131. SQLite,
  // in the same process, reads the checks beside the conversation, then a statement at a time.
  const since = {
    minute: new Date(now.getTime() - 60_000).toISOString(),
    day: startOfUtcDay(now),
    repeat: new Date(now.getTime() - REPEAT_WINDOW_MINUTES * 60_000).toISOString(),
  };
  const limits = { perMinute: MESSAGES_PER_MINUTE, perDay: MESSAGES_PER_DAY };
  const repeatBody = body.length >= REPEAT_MIN_LENGTH ? body : null;
  const at = now.toISOString();
  const sentEvent = (id: number) => ({ type: 'message.sent', actorId: me, recipientId: other, data: { messageId: id, fromUserId: me } }) satisfies DomainEvent;
  /** One connection from the pool: `begin` with the lock, the checks, then one statement for the rest. */
  const sendOnPostgres = async () => {
    const sent = await inTransactionLockingMember(db, me, async (trx) => {
      if (!(await connectedTo(trx, me, other))) return null;
      const c = await ensureConversation(trx, me, other, at);
      if (c.lastMessageId === null) await countNewConversation(trx, me, other, since.day, at);
      const written = await insertMessageWithinLimits(trx, { conversation: c, senderId: me, body, createdAt: at }, since, limits, repeatBody, {
        type: 'message.sent',
        actorId: me,
        recipientId: other,
        createdAt: at,
      });
      refuseOverLimits(written.sent, limits);
      if (written.messageId === null || written.eventId === null) throw new Error('the message was not stored though within its limits');
      return {
        row: { id: written.messageId, senderId: me, body, createdAt: at },
        event: { ...sentEvent(written.messageId), id: written.eventId, createdAt: at },
      };
    });
    // The refusal's card is read once the lock and the connection are given back.
    if (!sent) throw await notConnected(deps, me, other, now);
    return sent;
  };
  /** In the same process, the checks beside the conversation's reading, then a statement at a time. */
  const sendOnSqlite = async () => {
    const [, known] = await Promise.all([checkPeer(deps, me, other, now), findConversation(db, me, other)]);
    return db.transaction().execute(async (trx) => {
      await lockMember(trx, me);
      refuseOverLimits(await sendingCounts(trx, me, since, repeatBody), limits);
      const c = known ?? (await ensureConversation(trx, me, other, at));
      if (c.lastMessageId === null) await countNewConversation(trx, me, other, since.day, at);
      const message = await insertMessage(trx, c, me, body, at);
      return { row: message, event: await deps.events.record(trx, sentEvent(message.id)) };
    });
  };
  const { row, event } = dialectOf(db) === 'postgres' ? await sendOnPostgres() : await sendOnSqlite();
  // The sender's reply waits for the commit, not for the other member's notification and mail.
  deps.events.handOn(db, event);
  return toItem(row, me, 0);
}

/**
 * The first message of a pair starts a conversation: counted in the action log, in the send's
 * transaction under the sender's lock, and refused past NEW_CONVERSATIONS_PER_DAY
 * (docs/product/limits.md). A reply to a member who wrote first does not start one.
 */
async function countNewConversation(trx: Database, me: number, other: number, day: string, at: string) {
  await assertMayStart(trx, me, other);
  if ((await actionsSince(trx, me, 'conversation.started', day)) >= NEW_CONVERSATIONS_PER_DAY)
    throw new HttpError(429, 'daily_limit', M.newConversationLimit({ max: NEW_CONVERSATIONS_PER_DAY }));
  await logAction(trx, me, 'conversation.started', other, at);
}

/**
 * Starting a conversation is reaching her under her terms (modules/contact-terms): the badge she
 * asks of senders, and "I send the first message", which only the other member's own same choice
 * outweighs (two who both write first may both start).
 */
async function assertMayStart(db: Database, me: number, other: number) {
  const terms = await assertMayContact(db, me, other);
  if (terms.firstMessage && !(await termsOf(db, me)).firstMessage) throw writesFirst();
}

async function theyWriteFirst(db: Database, me: number, other: number): Promise<boolean> {
  const [theirs, mine] = await Promise.all([termsOf(db, other), termsOf(db, me)]);
  return theirs.firstMessage && !mine.firstMessage;
}

/** Refuses a message past a sending limit: per minute, per day, or the same text again within minutes. */
function refuseOverLimits(sent: { lastMinute: number; today: number; repeated: boolean }, limits: SendingLimits) {
  if (sent.lastMinute >= limits.perMinute) throw new HttpError(429, 'message_limit', M.minuteLimit({ max: limits.perMinute }));
  if (sent.today >= limits.perDay) throw new HttpError(429, 'message_limit', M.dailyLimit({ max: limits.perDay }));
  if (sent.repeated) throw conflict(M.repeated);
}

/** Marks the conversation read up to its last message; the other member learns it (read marks). */
export async function markConversationRead(deps: ConversationDeps, me: number, other: number, now = new Date()) {
  await peer(deps, me, other, now);
  const c = await findConversation(deps.db, me, other);
  const upTo = c?.lastMessageId ?? 0;
  if (c && upTo && (await markReadUpTo(deps.db, c, me, upTo))) {
    await deps.events.publish(deps.db, { type: 'message.read', actorId: me, recipientId: other, data: { byUserId: me, readId: upTo } });
  }
  // What the bell says about this conversation is read with it.
  await deps.db
    .updateTable('notification')
    .set({ readAt: now.toISOString() })
    .where('userId', '=', me)
    .where('type', '=', 'message.sent')
    .where('actorId', '=', other)
    .where('readAt', 'is', null)
    .execute();
  return { userId: other, readId: upTo };
}
