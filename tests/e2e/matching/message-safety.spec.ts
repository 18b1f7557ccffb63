import { expect, test } from '@playwright/test';
import { adminLogin, bearer, openAs, type Account } from '../dashboard/support';
import { matchingPair } from './support';

/**
 * The safety note in a conversation (docs/product/member-loop.md): a message that moves the talk
 * off the site before the two have met shows its reader a note under it with a one-tap report;
 * the writer sees no note, and the message is delivered all the same.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a message asking to move to WhatsApp shows the reader a safety note, and its report button files a report', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  const id = (await sent.json()).response.id;
  expect((await request.post(`/api/interests/${id}/accept`, { headers: bearer(bride), data: {} })).status()).toBe(200);
  const message = await request.post(`/api/conversations/${bride.userId}/messages`, {
    headers: bearer(groom),
    data: { body: 'WhatsApp me on 98765 43210' },
  });
  expect(message.status()).toBe(201);

  await openAs(page, bride, `/dashboard/messages/${groom.userId}`);
  const log = page.getByRole('log', { name: `Conversation with ${groom.fullName}` });
  await expect(log).toContainText('WhatsApp me on 98765 43210');
  const note = log.getByRole('note');
  await expect(note).toContainText('Careful: this message asks to talk elsewhere');
  await note.getByRole('button', { name: 'Report this message' }).click();
  await expect(note.getByRole('status')).toHaveText('Reported. An administrator will read this message.');

  // The administrators' queue shows the reported message.
  const queue = await request.get('/api/moderation/reports?pageSize=50', { headers: bearer(admin) });
  const entry = (await queue.json()).response.items.find((p: { member: { userId: number } }) => p.member.userId === groom.userId);
  expect(entry.openReports[0].message.context.find((m: { reported: boolean }) => m.reported).body).toBe('WhatsApp me on 98765 43210');
});
