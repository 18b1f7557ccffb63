import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { createUser, tokenFor } from '../factories/sessions.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';
import { MESSAGES_PER_DAY, MESSAGES_PER_MINUTE, NEW_CONVERSATIONS_PER_DAY } from '../../src/shared/schemas/conversations.ts';
import { CONVERSATION_MSG } from '../../src/shared/messages.ts';
import { startOfUtcDay } from '../../src/server/lib/utc-day.ts';
import type { StoredEvent } from '../../src/server/lib/events/events.ts';

let t: TestApp;
const events: StoredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  t.app.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number) => createMemberWithProfile(t, { genderId });
async function connected(): Promise<[Member, Member]> {
  const a = await member(1);
  const b = await member(2);
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} })).status).toBe(200);
  return [a, b];
}
const sendTo = (from: Member, to: Member | number, body: unknown) =>
  call(t.app, 'POST', `/conversations/${typeof to === 'number' ? to : to.userId}/messages`, { token: from.token, body: { body } });
const threadOf = (who: Member, other: Member, query = '') => call(t.app, 'GET', `/conversations/${other.userId}/messages${query}`, { token: who.token });
const listOf = async (who: Member) => (await call(t.app, 'GET', '/conversations', { token: who.token })).body.response;

describe('conversations between connected members', () => {
  it('opens with the connection, carries messages both ways with unread counts and read marks', async () => {
    const [a, b] = await connected();
    const before = await listOf(a);
    expect(before.items).toHaveLength(1);
    expect(before.items[0]).toMatchObject({ member: { userId: b.userId }, lastMessage: null, unread: 0 });

    const sent = await sendTo(a, b, '  Namaste! Shall our families speak this weekend?  ');
    expect(sent.status).toBe(201);
    expect(sent.body.response).toMatchObject({ body: 'Namaste! Shall our families speak this weekend?', mine: true, read: false });
    await sendTo(a, b, '<b>No HTML</b> is kept as typed text.');
    expect(events.filter((e) => e.type === 'message.sent' && e.recipientId === b.userId)).toHaveLength(2);

    const bList = await listOf(b);
    expect(bList.items[0]).toMatchObject({
      member: { userId: a.userId },
      unread: 2,
      lastMessage: { body: '<b>No HTML</b> is kept as typed text.', mine: false },
    });
    expect((await listOf(a)).items[0].unread).toBe(0);

    const thread = (await threadOf(b, a)).body.response;
    expect(thread.items.map((m: { body: string }) => m.body)).toEqual([
      'Namaste! Shall our families speak this weekend?',
      '<b>No HTML</b> is kept as typed text.',
    ]);
    expect(thread.hasOlder).toBe(false);

    const read = await call(t.app, 'POST', `/conversations/${a.userId}/read`, { token: b.token });
    expect(read.status).toBe(200);
    expect((await listOf(b)).items[0].unread).toBe(0);
    expect(events.find((e) => e.type === 'message.read' && e.recipientId === a.userId)).toBeTruthy();
    const aThread = (await threadOf(a, b)).body.response;
    expect(aThread.items.every((m: { read: boolean }) => m.read)).toBe(true);

    expect((await sendTo(b, a, 'Yes, Sunday suits us.')).status).toBe(201);
    expect((await listOf(a)).items[0]).toMatchObject({ unread: 1, lastMessage: { body: 'Yes, Sunday suits us.', mine: false } });
  });

  it('pages older messages with before', async () => {
    const [a, b] = await connected();
    for (let i = 1; i <= 5; i++) await sendTo(i % 2 ? a : b, i % 2 ? b : a, `message ${i}`);
    const newest = (await threadOf(a, b, '?limit=2')).body.response;
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['message 4', 'message 5']);
    expect(newest.hasOlder).toBe(true);
    const older = (await threadOf(a, b, `?limit=2&before=${newest.items[0].id}`)).body.response;
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['message 2', 'message 3']);
    const oldest = (await threadOf(a, b, `?limit=2&before=${older.items[0].id}`)).body.response;
    expect(oldest).toMatchObject({ hasOlder: false, items: [{ body: 'message 1' }] });
  });
});

describe('refusals', () => {
  it('refuses empty, too long and malformed messages with a 400 naming the field', async () => {
    const [a, b] = await connected();
    for (const body of ['', '    ', 'x'.repeat(1001)]) {
      const r = await sendTo(a, b, body);
      expect(r.status).toBe(400);
      expect(r.body.error.fields.body).toBeTruthy();
    }
    expect((await sendTo(a, b, 'x'.repeat(1000))).status).toBe(201);
    expect((await sendTo(a, b, 42)).status).toBe(400);
    expect((await call(t.app, 'POST', `/conversations/abc/messages`, { token: a.token, body: { body: 'hi' } })).status).toBe(400);
    expect((await threadOf(a, b, '?before=0')).status).toBe(400);
  });

  it('refuses members who are not connected, oneself, unknown ids and staff', async () => {
    const a = await member(1);
    const b = await member(2);
    const r = await sendTo(a, b, 'Hello there');
    expect(r.status).toBe(403);
    expect(r.body.error.message).toMatch(/once one of you accepts/);
    expect((await threadOf(a, b)).status).toBe(403);
    // A pending interest is not a connection.
    await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } });
    expect((await sendTo(a, b, 'Hello there')).status).toBe(403);
    expect((await sendTo(a, a, 'Hello me')).status).toBe(400);
    expect((await sendTo(a, 999_999, 'Hello nobody')).status).toBe(404);
    const admin = await createUser(t, { roleId: ROLE_IDS.admin });
    const staff = { userId: admin.id, email: admin.email, token: await tokenFor(t, admin.email) };
    expect((await sendTo(staff, b, 'Hello from staff')).status).toBe(403);
    expect((await listOf(staff)).items).toEqual([]);
  });

  it('a block ends the conversation for both: neither sees nor writes to the other', async () => {
    const [a, b] = await connected();
    await sendTo(a, b, 'Before the block');
    expect((await call(t.app, 'PUT', `/blocks/${a.userId}`, { token: b.token })).status).toBe(200);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const r = await sendTo(from, to, 'After the block');
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe('This profile is not available.');
      expect((await threadOf(from, to)).status).toBe(404);
      expect((await listOf(from)).items).toEqual([]);
    }
    // Unblocking does not reconnect them.
    await call(t.app, 'DELETE', `/blocks/${a.userId}`, { token: b.token });
    expect((await sendTo(a, b, 'After the unblock')).status).toBe(403);
  });

  it('a deactivated member is no longer there to talk to', async () => {
    const [a, b] = await connected();
    await t.db.updateTable('users').set({ isActive: 0 }).where('id', '=', b.userId).execute();
    const { syncDiscoverable } = await import('../../src/server/modules/discovery/index.ts');
    await syncDiscoverable(t.db, [b.userId]);
    expect((await sendTo(a, b, 'Are you there?')).status).toBe(404);
    expect((await listOf(a)).items).toEqual([]);
  });

  it('limits messages per minute and refuses a longer message repeated', async () => {
    const [a, b] = await connected();
    const again = 'Please call my father on Sunday evening.';
    expect((await sendTo(a, b, again)).status).toBe(201);
    const repeat = await sendTo(a, b, again);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error.message).toMatch(/same message/);
    for (let i = 2; i <= MESSAGES_PER_MINUTE; i++) expect((await sendTo(a, b, `note ${i}`)).status).toBe(201);
    const over = await sendTo(a, b, 'one too many');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/last minute/);
    // The other member may still answer.
    expect((await sendTo(b, a, 'Slow down, please')).status).toBe(201);
  });

  it('holds the per-minute limit when the last messages arrive at the same moment', async () => {
    const [a, b] = await connected();
    for (let i = 2; i <= MESSAGES_PER_MINUTE; i++) expect((await sendTo(a, b, `note ${i}`)).status).toBe(201);
    const replies = await Promise.all([1, 2, 3, 4].map((n) => sendTo(a, b, `together ${n}`)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 429, 429, 429]);
    expect((await threadOf(a, b, `?limit=${MESSAGES_PER_MINUTE + 5}`)).body.response.items).toHaveLength(MESSAGES_PER_MINUTE);
  });

  it('limits the conversations a member starts in a day; answering one and writing on are not counted', async () => {
    const a = await member(1);
    const others: Member[] = [];
    for (let i = 0; i < 4; i++) {
      const b = await member(2);
      const id = (await call(t.app, 'POST', '/interests', { token: b.token, body: { targetUserId: a.userId } })).body.response.id;
      expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: a.token, body: {} })).status).toBe(200);
      others.push(b);
    }
    const [writer, first, second, third] = others;
    // The day's other conversations, started earlier today.
    const now = new Date().toISOString();
    await t.db
      .insertInto('memberAction')
      .values(
        Array.from({ length: NEW_CONVERSATIONS_PER_DAY - 2 }, () => ({ userId: a.userId, action: 'conversation.started', targetUserId: null, createdAt: now })),
      )
      .execute();
    expect((await sendTo(writer, a, 'Namaste, I saw your profile and liked it.')).status).toBe(201);
    expect((await sendTo(a, first, 'Namaste, may we talk?')).status).toBe(201);
    expect((await sendTo(a, second, 'Namaste, our families may get along.')).status).toBe(201);
    // Answering a member who wrote first starts nothing.
    expect((await sendTo(a, writer, 'Thank you for writing to me.')).status).toBe(201);
    const eventsBefore = events.length;

    const over = await sendTo(a, third, 'Namaste, may we talk as well?');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(CONVERSATION_MSG.newConversationLimit({ max: NEW_CONVERSATIONS_PER_DAY }));
    expect(over.body.error.message).toBe(
      'You have started 20 new conversations today, the daily limit. You can keep writing to members you already talk with, and start new conversations tomorrow.',
    );
    expect((await threadOf(third, a)).body.response.items).toEqual([]);
    expect((await listOf(third)).items.filter((c: { lastMessage: unknown }) => c.lastMessage)).toEqual([]);
    expect(events.slice(eventsBefore).filter((e) => e.type === 'message.sent')).toEqual([]);
    const counted = await t.db.selectFrom('memberAction').select('id').where('userId', '=', a.userId).where('action', '=', 'conversation.started').execute();
    expect(counted).toHaveLength(NEW_CONVERSATIONS_PER_DAY);
    // Conversations already started go on, and the member refused may still write first.
    expect((await sendTo(a, first, 'How was your day?')).status).toBe(201);
    expect((await sendTo(third, a, 'Namaste, I am happy to talk.')).status).toBe(201);
    expect((await sendTo(a, third, 'Thank you, so am I.')).status).toBe(201);
  });

  it('holds the daily limit, and a refused message leaves nothing behind', async () => {
    const [a, b] = await connected();
    expect((await sendTo(a, b, 'The first of the day')).status).toBe(201);
    // The day's other messages, sent earlier today (at its start, and more than a minute ago).
    while (Date.now() - Date.parse(startOfUtcDay(new Date())) < 120_000) await new Promise((r) => setTimeout(r, 1000));
    const at = startOfUtcDay(new Date());
    const { db } = t.app;
    const conversationId = (await db.selectFrom('message').select('conversationId').where('senderId', '=', a.userId).executeTakeFirstOrThrow()).conversationId;
    const earlier = Array.from({ length: MESSAGES_PER_DAY - 1 }, (_, i) => ({ conversationId, senderId: a.userId, body: `earlier ${i}`, createdAt: at }));
    await db.insertInto('message').values(earlier).execute();
    const stored = async () =>
      Number(
        (
          await db
            .selectFrom('message')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('senderId', '=', a.userId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const eventsBefore = events.length;

    const over = await sendTo(a, b, 'One more today');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe(
      `You have sent ${MESSAGES_PER_DAY.toLocaleString('en-IN')} messages today, the daily limit. You can send more tomorrow.`,
    );
    expect(await stored()).toBe(MESSAGES_PER_DAY);
    expect(events.slice(eventsBefore).filter((e) => e.type === 'message.sent')).toEqual([]);
    // The conversation's last message is still the one sent through it.
    expect((await listOf(b)).items[0].lastMessage.body).toBe('The first of the day');
    // The other member may still answer.
    expect((await sendTo(b, a, 'Until tomorrow, then')).status).toBe(201);
  });
});
