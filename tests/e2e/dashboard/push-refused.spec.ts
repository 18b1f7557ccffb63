import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { screenshot } from '../screenshots';
import { adminLogin, createAccount, inBothThemes, openAs, type Account } from './support';
import { dashboardWords, speaks } from '../words';

/**
 * Settings → Notifications on this device (docs/product/calls-and-push.md) when the browser
 * refuses: the answer to the prompt is given before the page's scripts run, as a person's
 * "Block" or a dismissed prompt would give it; what the page says is the product's own.
 */
test.use({ serviceWorkers: 'allow' });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** The person's answer to the prompt: "denied" (Block, remembered by the browser) or "default" (the prompt dismissed). */
const answerPrompt = (page: Page, answer: 'denied' | 'default') =>
  page.addInitScript((given) => {
    let now: NotificationPermission = 'default';
    Object.defineProperty(Notification, 'permission', { get: () => now });
    Notification.requestPermission = async () => {
      now = given;
      return given;
    };
  }, answer);

for (const width of [360, 1280]) {
  for (const answer of ['denied', 'default'] as const) {
    test(`refused (${answer}) at ${width} px: a note that stays, saying how to allow notifications`, async ({ page, request }) => {
      const member = await createAccount(request, admin, 'user');
      await answerPrompt(page, answer);
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, member, '/dashboard/settings');
      const section = page.getByRole('region', { name: 'Notifications on this device' });
      await section.getByRole('button', { name: 'Turn on notifications' }).click();
      const note = section.getByRole('alert');
      await expect(note).toContainText(
        answer === 'denied' ? 'Notifications from this site are blocked in this browser.' : 'Notifications were not allowed, so nothing was turned on.',
      );
      await expect(note).toContainText('How to allow them:');
      await expect(note).toContainText('Site settings');
      // Still there after the toasts would have gone.
      await page.waitForTimeout(5000);
      await expect(note).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await inBothThemes(page, async (theme) => {
        await screenshot(section, `push-refused-${answer}-${width}-${theme}`);
        expect(await axeViolations(page, { include: 'section[aria-labelledby="push-title"]' }), theme).toEqual([]);
      });
    });
  }
}

for (const locale of ['hi', 'ta'] as const) {
  test(`refused, in ${locale}: the heading and the note in the member's language`, async ({ page, request }) => {
    const t = dashboardWords(locale).push;
    const member = await createAccount(request, admin, 'user');
    await speaks(request, member, locale);
    await answerPrompt(page, 'default');
    await page.setViewportSize({ width: 360, height: 900 });
    await openAs(page, member, '/dashboard/settings');
    const section = page.getByRole('region', { name: t.title });
    await section.getByRole('button', { name: t.turnOn }).click();
    const note = section.getByRole('alert');
    await expect(note).toContainText(t.notAllowed);
    await expect(note).toContainText(t.howToAllow);
    await screenshot(section, `push-refused-${locale}-360`);
  });
}
