import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, call, createTestApp, type TestApp } from '../helpers/test-app.ts';
import { tokenFor } from '../factories/sessions.ts';
import { createMemberWithProfile } from '../factories/profiles.ts';
import { MET_AFTER_DAYS, MET_AFTER_MESSAGES_EACH } from '../../src/shared/conversation-safety.ts';

/**
 * The safety note of a conversation (docs/product/member-loop.md): before two members have met, a
 * message asking for money, carrying a way to pay or moving the talk off the site is flagged for
 * its reader, never refused; the reader can report that message, and an administrator reads it
 * among the messages around it.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  admin = await tokenFor(t, ADMIN_EMAIL);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMemberWithProfile>>;
async function connected(): Promise<[Member, Member]> {
  const a = await createMemberWithProfile(t, { genderId: 1 });
  const b = await createMemberWithProfile(t, { genderId: 2 });
  const id = (await call(t.app, 'POST', '/interests', { token: a.token, body: { targetUserId: b.userId } })).body.response.id;
  expect((await call(t.app, 'POST', `/interests/${id}/accept`, { token: b.token, body: {} })).status).toBe(200);
  return [a, b];
}
const say = async (from: Member, to: Member, body: string) => {
  const sent = await call(t.app, 'POST', `/conversations/${to.userId}/messages`, { token: from.token, body: { body } });
  expect(sent.status, body).toBe(201);
  return sent.body.response as { id: number; safety?: string | null };
};
const thread = async (who: Member, other: Member) =>
  (await call(t.app, 'GET', `/conversations/${other.userId}/messages?limit=100`, { token: who.token })).body.response.items as Array<{
    id: number;
    body: string;
    safety: string | null;
  }>;
const safetyOf = (items: Array<{ body: string; safety: string | null }>) => Object.fromEntries(items.map((m) => [m.body, m.safety]));

describe('the safety note in conversations', () => {
  it('flags for the reader, before the two have met, money asked for, a way to pay and a move off the site; nothing is refused', async () => {
    const [a, b] = await connected();
    await say(b, a, 'Namaste, glad you accepted.');
    await say(b, a, 'Please send ₹5000 urgently, my mother is unwell');
    await say(b, a, 'My id is ravi@okaxis');
    await say(b, a, 'WhatsApp me on 98765 43210');
    await say(b, a, 'मुझे पैसे चाहिए');
    expect(safetyOf(await thread(a, b))).toEqual({
      'Namaste, glad you accepted.': null,
      'Please send ₹5000 urgently, my mother is unwell': 'money',
      'My id is ravi@okaxis': 'payment-link',
      'WhatsApp me on 98765 43210': 'off-site',
      'मुझे पैसे चाहिए': 'money',
    });
    // The writer sees no note on their own messages.
    expect((await thread(b, a)).every((m) => m.safety === null)).toBe(true);
  });

  it('shows no note once the two have met: the conversation old enough and each has written enough', async () => {
    const [a, b] = await connected();
    await say(a, b, 'Hello there');
    const longAgo = new Date(Date.now() - (MET_AFTER_DAYS + 1) * 86_400_000).toISOString();
    await t.app.db.updateTable('conversation').set({ createdAt: longAgo }).where('userLowId', '=', Math.min(a.userId, b.userId)).execute();
    for (let i = 1; i < MET_AFTER_MESSAGES_EACH; i++) await say(a, b, `From a, number ${i}`);
    const early = await say(b, a, 'Call me on my number');
    for (let i = 1; i < MET_AFTER_MESSAGES_EACH; i++) await say(b, a, `From b, number ${i}`);
    const late = await say(b, a, "Let's talk on WhatsApp now");
    const items = await thread(a, b);
    // b had written nothing before the first, and enough before the second.
    expect(items.find((m) => m.id === early.id)?.safety).toBe('off-site');
    expect(items.find((m) => m.id === late.id)?.safety).toBeNull();
  });

  it('reports the message from its note, and shows it to an administrator among the messages around it', async () => {
    const [a, b] = await connected();
    await say(a, b, 'How is your week going?');
    await say(b, a, 'Fine, thanks.');
    const flagged = await say(b, a, 'Transfer Rs 2000 to my paytm please');
    await say(b, a, 'It is only a loan.');
    // Only a message the member sent the reporter can be named.
    const mine = await say(a, b, 'No, sorry.');
    const wrong = await call(t.app, 'POST', '/reports', {
      token: a.token,
      body: { reportedUserId: b.userId, reason: 'asking-for-money', details: 'Asked me for money in the chat.', messageId: mine.id },
    });
    expect(wrong.status).toBe(400);
    const filed = await call(t.app, 'POST', '/reports', {
      token: a.token,
      body: { reportedUserId: b.userId, reason: 'asking-for-money', details: 'Asked me for money in the chat.', messageId: flagged.id },
    });
    expect(filed.status).toBe(201);

    const queue = (await call(t.app, 'GET', '/moderation/reports?pageSize=50', { token: admin })).body.response;
    const entry = queue.items.find((p: { member: { userId: number } }) => p.member.userId === b.userId);
    const report = entry.openReports[0];
    expect(report.message.id).toBe(flagged.id);
    expect(report.message.context.map((m: { body: string; reported: boolean }) => [m.body, m.reported])).toEqual([
      ['How is your week going?', false],
      ['Fine, thanks.', false],
      ['Transfer Rs 2000 to my paytm please', true],
      ['It is only a loan.', false],
      ['No, sorry.', false],
    ]);
  });
});
