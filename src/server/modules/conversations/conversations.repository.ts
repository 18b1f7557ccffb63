import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { compiledQuery } from '../../db/compiled-query.ts';
import type { eventRow } from '../../lib/events/events.ts';

/** The SQL of conversations: one row per pair (lower id first), messages by conversation and id. */

export interface ConversationRow {
  id: number;
  userLowId: number;
  userHighId: number;
  lowReadId: number;
  highReadId: number;
  lastMessageId: number | null;
}

export interface MessageRow {
  id: number;
  senderId: number;
  body: string;
  createdAt: string;
}

const pairOf = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

/** A pair's conversation; built once (every message asks). */
const conversationOf = compiledQuery((db, low: number, high: number) =>
  db
    .selectFrom('conversation')
    .select(['id', 'userLowId', 'userHighId', 'lowReadId', 'highReadId', 'lastMessageId'])
    .where('userLowId', '=', low)
    .where('userHighId', '=', high),
);

export async function findConversation(db: Database, a: number, b: number): Promise<ConversationRow | null> {
  const [low, high] = pairOf(a, b);
  const [row] = await conversationOf(db, low, high);
  return row
    ? {
        id: Number(row.id),
        userLowId: Number(row.userLowId),
        userHighId: Number(row.userHighId),
        lowReadId: Number(row.lowReadId),
        highReadId: Number(row.highReadId),
        lastMessageId: row.lastMessageId === null ? null : Number(row.lastMessageId),
      }
    : null;
}

/** The pair's conversation, made on the first message. */
export async function ensureConversation(db: Database, a: number, b: number, now: string): Promise<ConversationRow> {
  // Most messages go to a conversation that exists: one reading, and a write only for the first.
  const found = await findConversation(db, a, b);
  if (found) return found;
  const [low, high] = pairOf(a, b);
  await db
    .insertInto('conversation')
    .values({ userLowId: low, userHighId: high, lowReadId: 0, highReadId: 0, createdAt: now })
    .onConflict((oc) => oc.columns(['userLowId', 'userHighId']).doNothing())
    .execute();
  return (await findConversation(db, a, b))!;
}

/** How far a member has read, and how far the other one has. */
export const readIds = (c: ConversationRow, me: number) =>
  c.userLowId === me ? { mine: c.lowReadId, theirs: c.highReadId } : { mine: c.highReadId, theirs: c.lowReadId };

/**
 * Stores a message and moves the conversation's last message, and the sender's read mark, to it:
 * the sender has read up to their own message. SQLite's way, a statement at a time in the same
 * process; PostgreSQL writes it within insertMessageWithinLimits's one statement.
 */
export async function insertMessage(db: Database, c: ConversationRow, senderId: number, body: string, now: string): Promise<MessageRow> {
  const id = Number(
    (await db.insertInto('message').values({ conversationId: c.id, senderId, body, createdAt: now }).returning('id').executeTakeFirstOrThrow()).id,
  );
  await db
    .updateTable('conversation')
    .set({ lastMessageId: id, lastMessageAt: now, [c.userLowId === senderId ? 'lowReadId' : 'highReadId']: id })
    .where('id', '=', c.id)
    .execute();
  return { id, senderId, body, createdAt: now };
}

/** The sending limits a message must be within (the service's figures). */
export interface SendingLimits {
  perMinute: number;
  perDay: number;
}

/**
 * PostgreSQL: the limits' counts (sendingCounts's query), and only when the message is within
 * them, the message, the conversation's marks (as insertMessage moves them) and the event that
 * names the message, in one statement: in the sender's transaction, after their lock, it is the
 * one round trip between the lock and the commit. `event` is the row to store (eventRow) but for
 * its data, which names the message's id, given here. The ids come back as `messageId` and
 * `eventId`, null when a limit refused the message and nothing was written.
 */
export async function insertMessageWithinLimits(
  db: Database,
  m: { conversation: ConversationRow; senderId: number; body: string; createdAt: string },
  since: SendingSince,
  limits: SendingLimits,
  repeatBody: string | null,
  event: Omit<ReturnType<typeof eventRow>, 'data'>,
) {
  const readMark = m.conversation.userLowId === m.senderId ? 'low_read_id' : 'high_read_id';
  const { rows } = await sql<{ lastMinute: number; today: number; same: number; messageId: number | null; eventId: number | null }>`
    with counts as (${sendingCountsQuery(db, m.senderId, since, repeatBody)}), m as (
      insert into message (conversation_id, sender_id, body, created_at)
      select ${m.conversation.id}, ${m.senderId}, ${m.body}, ${m.createdAt} from counts
      where last_minute < ${limits.perMinute} and today < ${limits.perDay} and same = 0
      returning id
    ), c as (
      update conversation set last_message_id = m.id, last_message_at = ${m.createdAt}, ${sql.raw(readMark)} = m.id
      from m where conversation.id = ${m.conversation.id}
    ), e as (
      insert into domain_event (type, actor_id, recipient_id, data, created_at)
      select ${event.type}, ${event.actorId}, ${event.recipientId},
        json_build_object('messageId', m.id, 'fromUserId', ${m.senderId}::int)::text, ${event.createdAt} from m
      returning id
    )
    select last_minute, today, same, (select id from m) as message_id, (select id from e) as event_id from counts`.execute(db);
  const [row] = rows;
  return {
    sent: sentOf(row),
    messageId: row.messageId === null ? null : Number(row.messageId),
    eventId: row.eventId === null ? null : Number(row.eventId),
  };
}

/** Messages of a conversation, newest first, before an id when given; one more than asked shows there are older ones. */
export async function messagesOf(db: Database, conversationId: number, before: number | undefined, limit: number): Promise<MessageRow[]> {
  let q = db.selectFrom('message').select(['id', 'senderId', 'body', 'createdAt']).where('conversationId', '=', conversationId);
  if (before !== undefined) q = q.where('id', '<', before);
  const rows = await q.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ id: Number(r.id), senderId: Number(r.senderId), body: r.body, createdAt: r.createdAt }));
}

/**
 * What the safety rules need of a conversation at a message: when it began, and how many
 * messages each member had written before that message.
 */
export async function meetingFactsBefore(db: Database, conversationId: number, beforeId: number) {
  const [conversation, counts] = await Promise.all([
    db.selectFrom('conversation').select('createdAt').where('id', '=', conversationId).executeTakeFirstOrThrow(),
    db
      .selectFrom('message')
      .select(['senderId', (eb) => eb.fn.countAll<number>().as('n')])
      .where('conversationId', '=', conversationId)
      .where('id', '<', beforeId)
      .groupBy('senderId')
      .execute(),
  ]);
  return { startedAt: conversation.createdAt, written: new Map(counts.map((r) => [Number(r.senderId), Number(r.n)])) };
}

/** Moves a member's read mark forward to `upTo` (never back); true when it moved. */
export async function markReadUpTo(db: Database, c: ConversationRow, me: number, upTo: number): Promise<boolean> {
  const column = c.userLowId === me ? 'lowReadId' : 'highReadId';
  const result = await db
    .updateTable('conversation')
    .set({ [column]: upTo })
    .where('id', '=', c.id)
    .where(column, '<', upTo)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * What the sending limits need, in one reading of the sender's recent messages (index
 * message_sender_time_idx): how many since `minute` and since `day`, and whether `body` was sent
 * since `repeat`. ISO times compare as text, so the earliest of the three bounds the scan.
 */
export async function sendingCounts(db: Database, senderId: number, since: SendingSince, body: string | null) {
  return sentOf(await sendingCountsQuery(db, senderId, since, body).executeTakeFirst());
}

type SendingSince = { minute: string; day: string; repeat: string };

const sendingCountsQuery = (db: Database, senderId: number, since: SendingSince, body: string | null) =>
  db
    .selectFrom('message')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('createdAt', '>=', since.minute).as('lastMinute'),
      eb.fn.countAll<number>().filterWhere('createdAt', '>=', since.day).as('today'),
      eb.fn
        .countAll<number>()
        .filterWhere((w) => w.and([w('createdAt', '>=', since.repeat), body === null ? w.lit(false) : w('body', '=', body)]))
        .as('same'),
    ])
    .where('senderId', '=', senderId)
    .where('createdAt', '>=', [since.minute, since.day, since.repeat].sort()[0]);

const sentOf = (row: { lastMinute?: unknown; today?: unknown; same?: unknown } | undefined) => ({
  lastMinute: Number(row?.lastMinute ?? 0),
  today: Number(row?.today ?? 0),
  repeated: Number(row?.same ?? 0) > 0,
});

/**
 * A member's conversations: one per connection (an accepted interest) with a member who is still
 * discoverable and not blocked either way (`hidden`), with the last message and the number of
 * messages from the other member after the reader's read mark; latest activity first.
 */
function conversationBase(db: Database, me: number, hidden: number[]) {
  const other = sql<number>`case when i.user_id = ${me} then i.target_user_id else i.user_id end`;
  const low = sql`case when i.user_id < i.target_user_id then i.user_id else i.target_user_id end`;
  const high = sql`case when i.user_id < i.target_user_id then i.target_user_id else i.user_id end`;
  let base = db
    .selectFrom('interest as i')
    .innerJoin('profile as p', (join) => join.on(sql<boolean>`p.user_id = ${other}`))
    .leftJoin('conversation as c', (join) => join.on(sql<boolean>`c.user_low_id = ${low} and c.user_high_id = ${high}`))
    .where('i.status', '=', 'accepted')
    .where((eb) => eb.or([eb('i.userId', '=', me), eb('i.targetUserId', '=', me)]))
    .where('p.discoverable', '=', 1);
  if (hidden.length) base = base.where('p.userId', 'not in', hidden);
  return base;
}

/** Messages from the other member after the reader's read mark, in conversation `c`. */
const unreadIn = (me: number) =>
  sql<number>`(select count(*) from message u where u.conversation_id = c.id and u.sender_id <> ${me}
          and u.id > case when c.user_low_id = ${me} then c.low_read_id else c.high_read_id end)`;

/** Unread messages across every conversation the member's Messages list shows (the sidebar's count). */
export async function unreadMessageCount(db: Database, me: number, hidden: number[]): Promise<number> {
  const perConversation = conversationBase(db, me, hidden).select(unreadIn(me).as('unread')).as('x');
  const row = await db
    .selectFrom(perConversation)
    .select(sql<number>`coalesce(sum(x.unread), 0)`.as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function conversationList(db: Database, me: number, hidden: number[], page: number, pageSize: number) {
  const base = conversationBase(db, me, hidden);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    base
      .leftJoin('message as m', 'm.id', 'c.lastMessageId')
      .select([
        'p.userId as otherId',
        'm.id as messageId',
        'm.senderId',
        'm.body',
        'm.createdAt as messageAt',
        'i.updatedAt',
        'i.createdAt',
        unreadIn(me).as('unread'),
        sql<number>`case when c.user_low_id = ${me} then c.high_read_id else c.low_read_id end`.as('theirReadId'),
      ])
      .orderBy(sql`coalesce(c.last_message_at, i.updated_at, i.created_at)`, 'desc')
      .orderBy('i.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count?.n ?? 0), rows };
}
