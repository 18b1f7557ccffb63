import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { memberToken } from '../factories/sessions.ts';
import { ROLE_IDS } from '../../src/shared/constants.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number, fullName?: string) => createMemberWithProfile(t, { genderId, fullName });
const bell = async (who: Member) => (await call(t.app, 'GET', '/notifications/unread', { token: who.token })).body.response.unread;
const list = async (who: Member) => (await call(t.app, 'GET', '/notifications', { token: who.token })).body.response;
const interest = async (from: Member, to: Member) =>
  (await call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId } })).body.response.id;

describe('notifications from what members do', () => {
  it('tells of interests received and accepted, batches messages per conversation, and marks read', async () => {
    const a = await member(1, 'Arjun Mehta');
    const b = await member(2, 'Bhavna Rao');
    const id = await interest(a, b);
    expect(await bell(b)).toBe(1);
    expect((await list(b)).items[0]).toMatchObject({
      type: 'interest.received',
      text: 'Arjun Mehta sent you an interest.',
      link: '/dashboard/interests',
      read: false,
    });

    await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} });
    expect((await list(a)).items[0]).toMatchObject({
      type: 'interest.accepted',
      text: 'Bhavna Rao accepted your interest. You can now send messages.',
      link: `/dashboard/messages/${b.userId}`,
    });

    for (const body of ['Hello', 'Are you free on Sunday?', 'My parents would like to call.'])
      await call(t.app, 'POST', `/conversations/${b.userId}/messages`, { token: a.token, body: { body } });
    const bList = await list(b);
    // Accepting the interest read its notification (docs/product/member-loop.md): only the messages wait.
    expect(bList.unread).toBe(1);
    expect(bList.items.find((n: { type: string }) => n.type === 'interest.received')).toMatchObject({ read: true });
    expect(bList.items[0]).toMatchObject({ type: 'message.sent', count: 3, text: 'Arjun Mehta sent you 3 messages.', link: `/dashboard/messages/${a.userId}` });

    // Reading the thread reads what the bell said about it.
    await call(t.app, 'POST', `/conversations/${a.userId}/read`, { token: b.token });
    expect(await bell(b)).toBe(0);
    await call(t.app, 'POST', `/conversations/${b.userId}/messages`, { token: a.token, body: { body: 'One more thing.' } });
    const after = await list(b);
    expect(after.items.filter((n: { type: string }) => n.type === 'message.sent').map((n: { count: number; read: boolean }) => [n.count, n.read])).toEqual([
      [1, false],
      [3, true],
    ]);

    const one = await call(t.app, 'POST', `/notifications/${after.items[0].id}/read`, { token: b.token });
    expect(one.body.response).toMatchObject({ read: true, unread: 0 });
    expect((await call(t.app, 'POST', '/notifications/read-all', { token: b.token })).body.response).toEqual({ unread: 0 });
    expect(await bell(b)).toBe(0);
  });

  it('tells of a declined interest and of a moderation outcome', async () => {
    const a = await member(1, 'Chetan Iyer');
    const b = await member(2, 'Divya Nair');
    const id = await interest(a, b);
    await call(t.app, 'POST', `/interests/${id}/decline`, { token: b.token, body: { template: 0 } });
    expect((await list(a)).items[0]).toMatchObject({ type: 'interest.declined', text: 'Divya Nair declined your interest.' });

    const c = await member(2);
    await call(t.app, 'POST', '/reports', {
      token: a.token,
      body: { reportedUserId: c.userId, reason: 'fake-profile', details: 'The photos are of a film actor.' },
    });
    await call(t.app, 'POST', `/moderation/members/${c.userId}/actions`, {
      token: await memberToken(t, { roleId: ROLE_IDS.admin }),
      body: { action: 'warn', note: 'Use your own photos.' },
    });
    expect((await list(c)).items[0]).toMatchObject({ type: 'moderation.warning', text: 'An administrator warned you: Use your own photos.' });
    expect((await list(a)).items[0]).toMatchObject({ type: 'moderation.outcome', link: '/dashboard' });
    expect((await list(a)).items[0].text).toMatch(/^About your report: /);
  });

  it("hides a blocked member's notifications both ways, and another member's ids answer 404", async () => {
    const a = await member(1);
    const b = await member(2);
    await interest(a, b);
    expect(await bell(b)).toBe(1);
    await call(t.app, 'PUT', `/blocks/${b.userId}`, { token: a.token });
    expect(await bell(b)).toBe(0);
    expect((await list(b)).items).toEqual([]);

    const c = await member(1);
    await interest(c, b);
    const own = (await list(b)).items[0].id;
    const theirs = await call(t.app, 'POST', `/notifications/${own}/read`, { token: c.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('That notification does not exist.');
    expect(await bell(b)).toBe(1);
    expect((await call(t.app, 'POST', '/notifications/abc/read', { token: b.token })).status).toBe(400);
  });
});
