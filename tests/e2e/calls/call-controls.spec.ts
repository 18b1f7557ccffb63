import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../../scripts/chromium.mjs';
import { adminLogin, type Account } from '../dashboard/support';
import { screenshot } from '../screenshots';
import { bothSeeEnded, coupleOnline, dock, FAKE_MEDIA_ARGS, videoCall } from './call-steps';

/**
 * A call's controls say what they do and look switched while the microphone or camera is off, and
 * the other side is told "muted" and "camera off" through the call's signalling
 * (docs/product/calls-and-push.md), at phone and laptop widths, light and dark.
 */
test.use({ launchOptions: { executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', ...FAKE_MEDIA_ARGS] } });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const background = (page: Page, name: string) =>
  dock(page)
    .getByRole('button', { name })
    .evaluate((b) => getComputedStyle(b).backgroundColor);
const pictures = async (page: Page, name: string) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), theme === 'dark');
    await screenshot(dock(page), `${name}-${page.viewportSize()!.width}-${theme}`);
  }
};

for (const width of [360, 1280]) {
  test(`mute and camera off change their label and look, and the other side is told (${width} px)`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const { bride, groom, her, him, close } = await coupleOnline(browser, request, admin);
    for (const page of [her, him]) await page.setViewportSize({ width, height: 900 });
    await videoCall(her, him, bride, groom);
    const plain = await background(him, 'Mute');

    await dock(him).getByRole('button', { name: 'Mute' }).click();
    await expect(dock(him).getByRole('button', { name: 'Unmute' })).toBeVisible();
    await expect(dock(him).getByRole('button', { name: 'Mute', exact: true })).toHaveCount(0);
    expect(await background(him, 'Unmute')).not.toBe(plain);
    await expect(dock(her)).toContainText(`${groom.fullName} is muted`);

    await dock(her).getByRole('button', { name: 'Camera off' }).click();
    await expect(dock(her).getByRole('button', { name: 'Camera on' })).toBeVisible();
    await expect(dock(him)).toContainText(`${bride.fullName} has turned the camera off`);
    await pictures(him, 'call-peer-camera-off');
    await pictures(her, 'call-muted-peer');

    // Back on: the notes go.
    await dock(him).getByRole('button', { name: 'Unmute' }).click();
    await expect(dock(her)).not.toContainText(`${groom.fullName} is muted`);
    await dock(her).getByRole('button', { name: 'Camera on' }).click();
    await expect(dock(him)).not.toContainText('has turned the camera off');
    await him.getByRole('button', { name: 'Hang up' }).click();
    await bothSeeEnded(her, him);
    await close();
  });
}
