import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { DECLINE_TEMPLATES, INTEREST_TEMPLATES } from '../../src/shared/schemas/interests.ts';
import type { StoredEvent } from '../../src/server/lib/events/events.ts';
import { allMail } from '../helpers/outbox.ts';

let t: TestApp;
const events: StoredEvent[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false', INTEREST_DAILY_LIMIT: '3' });
  t.app.events.subscribe((e) => void events.push(e));
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const pair = async () => [await createMemberWithProfile(t, { genderId: 1 }), await createMemberWithProfile(t, { genderId: 2 })] as const;
const sendTo = (from: Member, to: Member, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId, ...body } });
const act = (who: Member, id: number, action: 'accept' | 'decline' | 'withdraw', body?: unknown) =>
  call(t.app, 'POST', `/interests/${id}/${action}`, { token: who.token, body });
const tab = async (who: Member, name: string) => (await call(t.app, 'GET', `/interests?tab=${name}`, { token: who.token })).body.response;
const rowsOf = (a: Member) => t.db.selectFrom('interest').selectAll().where('userId', '=', a.userId).execute();

describe('an interest from sending to connection', () => {
  it('is sent with a template note, received pending first, accepted, and both see Connected', async () => {
    const [a, b] = await pair();
    const sent = await sendTo(a, b, { template: 0 });
    expect(sent.status).toBe(201);
    expect(sent.body.response).toMatchObject({ status: 'pending', mutual: false, message: `Interest sent to Member ${b.userId}` });
    const received = await tab(b, 'received');
    expect(received.items).toHaveLength(1);
    expect(received.items[0]).toMatchObject({
      direction: 'received',
      status: 'pending',
      note: INTEREST_TEMPLATES[0],
      member: { userId: a.userId, city: 'Pune' },
    });
    expect((await tab(a, 'sent')).items[0]).toMatchObject({ direction: 'sent', status: 'pending', member: { userId: b.userId } });
    expect(events.filter((e) => e.type === 'interest.received' && e.recipientId === b.userId)).toHaveLength(1);

    const id = sent.body.response.id;
    expect((await act(b, id, 'accept')).body.response).toEqual({ id, status: 'accepted' });
    for (const who of [a, b]) expect((await tab(who, 'connected')).items.map((i: { id: number }) => i.id)).toEqual([id]);
    expect(events.find((e) => e.type === 'interest.accepted' && e.recipientId === a.userId)).toBeTruthy();
    const relation = await call(t.app, 'GET', `/interests/relation/${a.userId}`, { token: b.token });
    expect(relation.body.response.interest).toEqual({ id, direction: 'received', status: 'accepted' });
  });

  it('sending one back accepts theirs', async () => {
    const [a, b] = await pair();
    await sendTo(a, b);
    const back = await sendTo(b, a);
    expect(back.body.response).toMatchObject({ status: 'accepted', mutual: true });
    expect((await tab(a, 'connected')).total).toBe(1);
  });

  it('is declined with a polite reply, shown under Declined/expired for both', async () => {
    const [a, b] = await pair();
    const id = (await sendTo(a, b, { note: '  We would like to talk.  ' })).body.response.id;
    expect((await tab(b, 'received')).items[0].note).toBe('We would like to talk.');
    expect((await act(b, id, 'decline', { template: 1 })).body.response.status).toBe('declined');
    const closed = await tab(a, 'closed');
    expect(closed.items[0]).toMatchObject({ id, status: 'declined', reply: DECLINE_TEMPLATES[1] });
    expect((await tab(b, 'closed')).total).toBe(1);
    // Answering twice, and sending again after a decline, are refused.
    const again = await act(b, id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/already declined/);
    expect((await sendTo(a, b)).status).toBe(409);
  });

  it('is withdrawn by the sender while pending, and may then be sent again', async () => {
    const [a, b] = await pair();
    const id = (await sendTo(a, b)).body.response.id;
    expect((await act(b, id, 'withdraw')).status).toBe(403);
    expect((await act(a, id, 'withdraw')).body.response.status).toBe('withdrawn');
    expect((await tab(b, 'received')).total).toBe(0);
    expect((await tab(a, 'sent')).items[0].status).toBe('withdrawn');
    expect((await act(a, id, 'withdraw')).status).toBe(409);
    expect((await act(b, id, 'accept')).status).toBe(409);
    expect((await sendTo(a, b)).status).toBe(201);
    expect((await tab(b, 'received')).items[0].status).toBe('pending');
  });

  it('expires after 30 days unanswered: shown as expired and cannot be answered', async () => {
    const [a, b] = await pair();
    const id = (await sendTo(a, b)).body.response.id;
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.db.updateTable('interest').set({ createdAt: old, updatedAt: old }).where('id', '=', id).execute();
    const closed = await tab(b, 'closed');
    expect(closed.items[0]).toMatchObject({ id, status: 'expired' });
    const accept = await act(b, id, 'accept');
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toMatch(/expired/);
    expect((await act(a, id, 'withdraw')).status).toBe(409);
    expect((await t.db.selectFrom('interest').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  });
});

describe('refusals change nothing', () => {
  it('refuses self, unknown, oversized, both note and template, duplicates, strangers and staff', async () => {
    const [a, b] = await pair();
    const c = await createMemberWithProfile(t, { genderId: 2 });
    const self = await sendTo(a, a);
    expect(self.status).toBe(400);
    expect((await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: 99_999_999 } })).status).toBe(404);
    const long = await sendTo(a, b, { note: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields.note).toMatch(/300 characters/);
    expect((await sendTo(a, b, { note: 'Hello', template: 1 })).status).toBe(400);
    expect((await sendTo(a, b, { template: 9 })).status).toBe(400);
    expect(await rowsOf(a)).toHaveLength(0);
    const id = (await sendTo(a, b)).body.response.id;
    const dup = await sendTo(a, b);
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/waiting for an answer/);
    // Nobody answers, withdraws or sees another member's interest.
    expect((await act(c, id, 'accept')).status).toBe(404);
    expect((await act(c, id, 'withdraw')).status).toBe(404);
    expect((await act(a, id, 'accept')).status).toBe(403);
    expect((await tab(c, 'received')).total).toBe(0);
    expect((await act(b, 99_999_999, 'accept')).status).toBe(404);
    expect((await call(t.app, 'GET', '/interests?tab=everything', { token: a.token })).status).toBe(400);
    expect((await call(t.app, 'GET', '/interests')).status).toBe(401);
    // An unverified member cannot receive interests, nor send them.
    const unverified = await createMemberWithProfile(t, { genderId: 2 }, { isVerified: 0 });
    expect((await sendTo(a, unverified)).status).toBe(404);
    expect((await sendTo(unverified, b)).status).toBe(403);
    expect((await t.db.selectFrom('interest').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('pending');
  });

  it('stops at the daily limit with a clear message', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await createMemberWithProfile(t, { genderId: 2 }));
    for (const o of others.slice(0, 3)) expect((await sendTo(a, o)).status).toBe(201);
    const over = await sendTo(a, others[3]);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe('You have sent 3 interests today, the daily limit. You can send more tomorrow.');
    expect(await rowsOf(a)).toHaveLength(3);
  });

  it('counts every send: send, withdraw and send again stops at the limit, and the member is told no more', async () => {
    const [a, b] = await pair();
    for (let i = 0; i < 3; i++) {
      const sent = await sendTo(a, b);
      expect(sent.status).toBe(201);
      expect((await act(a, sent.body.response.id, 'withdraw')).status).toBe(200);
    }
    const over = await sendTo(a, b);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe('You have sent 3 interests today, the daily limit. You can send more tomorrow.');
    const told = await t.db.selectFrom('notification').select('id').where('userId', '=', b.userId).where('type', '=', 'interest.received').execute();
    expect(told).toHaveLength(3);
    await t.app.mail.settled();
    expect(allMail(t.dataDir, b.email)).toHaveLength(3);
    expect((await rowsOf(a))[0].status).toBe('withdrawn');
  });

  it('holds the daily limit when the last sends arrive at the same moment', async () => {
    const a = await createMemberWithProfile(t, { genderId: 1 });
    const others = [];
    for (let i = 0; i < 6; i++) others.push(await createMemberWithProfile(t, { genderId: 2 }));
    expect((await sendTo(a, others[0])).status).toBe(201);
    const replies = await Promise.all(others.slice(1).map((o) => sendTo(a, o)));
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(await rowsOf(a)).toHaveLength(3);
  });
});

describe('the event interface', () => {
  it('stores each event as a row with an increasing id and replays a recipient’s events after an id', async () => {
    const [a, b] = await pair();
    const id = (await sendTo(a, b)).body.response.id;
    await act(b, id, 'decline');
    const all = await t.app.events.since(t.db, a.userId, 0);
    expect(all.map((e) => e.type)).toEqual(['interest.declined']);
    const forB = await t.app.events.since(t.db, b.userId, 0);
    expect(forB.map((e) => e.type)).toEqual(['interest.received']);
    expect(all[0].id).toBeGreaterThan(forB[0].id);
    expect(await t.app.events.since(t.db, a.userId, all[0].id)).toEqual([]);
  });
});
