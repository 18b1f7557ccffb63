import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import { adminLogin, bearer, type Account } from '../dashboard/support';
import { holdRequest } from '../join/support';
import { bothSeeEnded, coupleOnline, dock, dockSaid, FAKE_MEDIA_ARGS, percentile, videoCall } from './call-steps';

/**
 * Calls in the browser (docs/product/calls-and-push.md): two connected members in two contexts
 * with a fake camera and microphone; he calls from the conversation, she answers, each plays
 * the other's video; the conversation shows the call's length; a block during a call ends it on
 * both sides. The call set-up time (his click to both videos playing) is printed over several calls.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', ...FAKE_MEDIA_ARGS] } });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a video call between two connected members: ring, answer, both videos, hang up, the length in the conversation', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);

  const setUp: number[] = [];
  for (let i = 0; i < 5; i++) {
    setUp.push(await videoCall(her, him, bride, groom));
    await expect(dock(him)).toContainText(`In a call with ${bride.fullName}`);
    if (i === 0) {
      // Mute and camera off are the member's own.
      await dock(him).getByRole('button', { name: 'Mute' }).click();
      await expect(dock(him).getByRole('button', { name: 'Unmute' })).toBeVisible();
      await dock(her).getByRole('button', { name: 'Camera off' }).click();
      await expect(dock(her).getByRole('button', { name: 'Camera on' })).toBeVisible();
    }
    await (i % 2 ? her : him).getByRole('button', { name: 'Hang up' }).click();
    await bothSeeEnded(her, him);
  }
  console.log(`call set-up (click to both videos playing), ${setUp.length} calls: p50 ${percentile(setUp, 50)} ms, p95 ${percentile(setUp, 95)} ms`);
  const log = him.getByRole('log', { name: `Conversation with ${bride.fullName}` });
  await expect(log.getByText(/^Video call, \d+:\d\d/)).toHaveCount(5);

  // A call she declines shows as declined.
  await him.getByRole('button', { name: 'Voice call' }).click();
  await dock(her).getByRole('button', { name: 'Decline' }).click();
  await dockSaid(him, 'Call declined');
  await expect(log.getByText(/^Call declined/)).toHaveCount(1);
  await close();
});

test('once she answers, his tab asks for the relay servers of that call and connects with them', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);
  // TURN credentials are issued for an answered call only: the caller asks for them after the answer.
  const asked = him.waitForResponse((r) => /\/api\/calls\/\d+\/ice-servers$/.test(r.url()));
  await videoCall(her, him, bride, groom);
  const reply = await asked;
  expect(reply.status()).toBe(200);
  expect((await reply.json()).response).toHaveProperty('iceServers');
  await him.getByRole('button', { name: 'Hang up' }).click();
  await bothSeeEnded(her, him);
  await close();
});

test('a block during a call ends it on both sides, and no call crosses it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);
  await videoCall(her, him, bride, groom);

  await him.getByRole('button', { name: 'Block' }).click();
  await him
    .getByRole('dialog', { name: `Block ${bride.fullName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await bothSeeEnded(her, him);
  await expect(her.getByLabel(`${groom.fullName}’s camera`)).toHaveCount(0);
  await close();
});

/** Sends her tab to the background or brings it back, as the browser tells a page (the dashboard closes its live stream while hidden). */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('a call that ends while she applies its last signal leaves her tab ready for the next call', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);
  const ringing = her.waitForResponse((r) => /\/api\/calls\/\d+\/answer$/.test(r.url()));
  await videoCall(her, him, bride, groom);
  const callId = new URL((await ringing).url()).pathname.split('/').at(-2);

  // While her tab is in the background, a last candidate of his and then his hang-up wait for her
  // stream; when she comes back, both arrive at once, and the call ends while she applies the candidate.
  await setHidden(her, true);
  const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
  const late = await request.post(`/api/calls/${callId}/signal`, { headers: bearer(groom), data: { kind: 'candidate', data: JSON.stringify(candidate) } });
  expect(late.status()).toBe(200);
  await him.getByRole('button', { name: 'Hang up' }).click();
  await dockSaid(him, 'Call ended');
  await setHidden(her, false);
  await dockSaid(her, 'Call ended');

  // The next call connects: both play the other's video.
  await videoCall(her, him, bride, groom);
  await him.getByRole('button', { name: 'Hang up' }).click();
  await bothSeeEnded(her, him);
  await close();
});

test('hanging up while the call is being placed stops her ringing at once', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);

  // The server rings her only after he has hung up.
  const dialling = await holdRequest(him, '**/api/calls');
  await him.getByRole('button', { name: 'Video call' }).click();
  // His camera is on and his tab asks the server to ring her.
  await dialling.reached;
  await dock(him).getByRole('button', { name: 'Hang up' }).click();
  await dockSaid(him, 'Call ended');
  const placed = him.waitForResponse((r) => r.url().endsWith('/api/calls') && r.request().method() === 'POST');
  dialling.release();
  expect((await placed).status()).toBe(201);

  // The call is over on the server well before the ring's 45 seconds, and her dock does not ring.
  await expect
    .poll(async () => (await (await request.get(`/api/calls/with/${bride.userId}`, { headers: bearer(groom) })).json()).response.items[0]?.state)
    .toBe('missed');
  await expect(dock(her)).toHaveCount(0);
  await close();
});

test('she answers before his tab has heard back from the server: the call still connects', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);

  // The server rings her at once, but his tab hears its reply only after her answer has gone out.
  const answered = her.waitForResponse((r) => /\/api\/calls\/\d+\/answer$/.test(r.url()));
  await him.route('**/api/calls', async (route) => {
    const reply = await route.fetch();
    await answered;
    await route.fulfill({ response: reply });
  });
  await videoCall(her, him, bride, groom);
  expect((await answered).status()).toBe(200);
  await him.getByRole('button', { name: 'Hang up' }).click();
  await bothSeeEnded(her, him);
  await close();
});
