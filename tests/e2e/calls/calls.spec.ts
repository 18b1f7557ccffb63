import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import { adminLogin, type Account } from '../dashboard/support';
import { connectedPair, dock, FAKE_MEDIA_ARGS, mediaContext, openBoth, percentile, videoCall } from './call-steps';

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
  const { bride, groom } = await connectedPair(request, admin);
  const herContext = await mediaContext(browser);
  const hisContext = await mediaContext(browser);
  const her = await herContext.newPage();
  const him = await hisContext.newPage();
  await openBoth(her, him, bride, groom);

  const setUp: number[] = [];
  for (let i = 0; i < 5; i++) {
    setUp.push(await videoCall(her, him, bride, groom));
    await expect(dock(him)).toContainText(`In a call with ${bride.fullName}`);
    if (i === 0) {
      // Mute and camera off are the member's own.
      await dock(him).getByRole('button', { name: 'Mute' }).click();
      await expect(dock(him).getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
      await dock(her).getByRole('button', { name: 'Camera off' }).click();
      await expect(dock(her).getByRole('button', { name: 'Camera off' })).toHaveAttribute('aria-pressed', 'true');
    }
    await (i % 2 ? her : him).getByRole('button', { name: 'Hang up' }).click();
    for (const page of [her, him]) await expect(dock(page)).toContainText('Call ended');
  }
  console.log(`call set-up (click to both videos playing), ${setUp.length} calls: p50 ${percentile(setUp, 50)} ms, p95 ${percentile(setUp, 95)} ms`);
  const log = him.getByRole('log', { name: `Conversation with ${bride.fullName}` });
  await expect(log.getByText(/^Video call, \d+:\d\d/)).toHaveCount(5);

  // A call she declines shows as declined.
  await him.getByRole('button', { name: 'Voice call' }).click();
  await dock(her).getByRole('button', { name: 'Decline' }).click();
  await expect(dock(him)).toContainText('Call declined');
  await expect(log.getByText(/^Call declined/)).toHaveCount(1);
  await herContext.close();
  await hisContext.close();
});

test('a block during a call ends it on both sides, and no call crosses it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom } = await connectedPair(request, admin);
  const herContext = await mediaContext(browser);
  const hisContext = await mediaContext(browser);
  const her = await herContext.newPage();
  const him = await hisContext.newPage();
  await openBoth(her, him, bride, groom);
  await videoCall(her, him, bride, groom);

  await him.getByRole('button', { name: 'Block' }).click();
  await him
    .getByRole('dialog', { name: `Block ${bride.fullName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  for (const page of [her, him]) await expect(dock(page)).toContainText('Call ended');
  await expect(her.getByLabel(`${groom.fullName}’s camera`)).toHaveCount(0);
  await herContext.close();
  await hisContext.close();
});
