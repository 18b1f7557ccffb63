import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { allMail } from '../helpers/outbox.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';

// What tells a member something is waiting (docs/product/member-loop.md): the Messages item's
// unread count, the notification of an interest once it is answered, and the interest's mail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
const member = (genderId: number, fullName?: string) => createMemberWithProfile(t, { genderId, fullName, isVerified: 1 });
const sendInterest = (from: Member, to: Member, body: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/interests', { token: from.token, body: { targetUserId: to.userId, ...body } });
const unreadNotices = async (who: Member) => (await call(t.app, 'GET', '/notifications/unread', { token: who.token })).body.response.unread as number;
const unreadMessages = async (who: Member) => {
  const res = await call(t.app, 'GET', '/conversations/unread', { token: who.token });
  expect(res.status).toBe(200);
  return res.body.response.unread as number;
};

describe('the unread messages count', () => {
  it('counts messages from others after the read mark, across conversations, and falls when a thread is read', async () => {
    const bride = await member(2, 'Meera');
    const groom = await member(1, 'Arjun');
    const other = await member(1, 'Kiran');
    for (const from of [groom, other]) {
      const sent = await sendInterest(from, bride);
      expect(sent.status).toBe(201);
      expect((await call(t.app, 'POST', `/interests/${sent.body.response.id}/accept`, { token: bride.token })).status).toBe(200);
    }
    expect(await unreadMessages(bride)).toBe(0);
    for (const [from, body] of [
      [groom, 'Namaste'],
      [groom, 'How are you?'],
      [other, 'Hello'],
    ] as const)
      expect((await call(t.app, 'POST', `/conversations/${bride.userId}/messages`, { token: from.token, body: { body } })).status).toBe(201);
    expect(await unreadMessages(bride)).toBe(3);
    // What one writes is not unread for them.
    expect(await unreadMessages(groom)).toBe(0);
    expect((await call(t.app, 'POST', `/conversations/${groom.userId}/read`, { token: bride.token })).status).toBe(200);
    expect(await unreadMessages(bride)).toBe(1);
    // A blocked member's messages count for nothing.
    expect((await call(t.app, 'PUT', `/blocks/${other.userId}`, { token: bride.token })).status).toBeLessThan(300);
    expect(await unreadMessages(bride)).toBe(0);
  });

  it('asks for a signed-in caller', async () => {
    expect((await call(t.app, 'GET', '/conversations/unread')).status).toBe(401);
  });
});

describe('answering an interest', () => {
  it('marks its notification read, whether declined or accepted', async () => {
    const bride = await member(2);
    const first = await member(1);
    const second = await member(1);
    const one = await sendInterest(first, bride);
    const two = await sendInterest(second, bride);
    expect(await unreadNotices(bride)).toBe(2);
    expect((await call(t.app, 'POST', `/interests/${one.body.response.id}/decline`, { token: bride.token, body: { template: 0 } })).status).toBe(200);
    expect(await unreadNotices(bride)).toBe(1);
    expect((await call(t.app, 'POST', `/interests/${two.body.response.id}/accept`, { token: bride.token })).status).toBe(200);
    expect(await unreadNotices(bride)).toBe(0);
  });
});

describe('the interest mail', () => {
  it("quotes the sender's note as one plain line", async () => {
    const bride = await member(2);
    const groom = await member(1, 'Arjun Rao');
    const note = 'We liked your profile.\nLink: http://evil.example {{link}} <b>hi</b>';
    expect((await sendInterest(groom, bride, { note })).status).toBe(201);
    await t.app.mail.settled();
    const mail = allMail(t.dataDir, bride.email)[0];
    expect(mail.text).toContain('Arjun Rao sent you an interest');
    expect(mail.text).toContain('Their note: "We liked your profile. Link: http://evil.example {{link}} <b>hi</b>"');
    expect(mail.text).not.toMatch(/^Link: http:\/\/evil/m);
  });
});

describe('a photo request', () => {
  it('notifies the member asked, in the list and on the bell', async () => {
    const owner = await member(2);
    const asker = await member(1, 'Vikram Shah');
    expect((await call(t.app, 'PUT', '/settings/photo-visibility', { token: owner.token, body: { photoVisibility: 'connections' } })).status).toBe(200);
    expect(await unreadNotices(owner)).toBe(0);
    expect((await call(t.app, 'POST', '/photo-requests', { token: asker.token, body: { ownerId: owner.userId } })).status).toBe(201);
    expect(await unreadNotices(owner)).toBe(1);
    const list = await call(t.app, 'GET', '/notifications', { token: owner.token });
    expect(list.body.response.items[0]).toMatchObject({
      type: 'photo.requested',
      text: 'Vikram Shah asked to see your photos.',
      phrase: { key: 'notification.photoRequested' },
    });
    // The one who asked is told nothing by it.
    expect(await unreadNotices(asker)).toBe(0);
  });
});
