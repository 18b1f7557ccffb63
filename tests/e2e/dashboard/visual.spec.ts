import { expect, test } from '@playwright/test';
import { adminLogin, createAccount, inBothThemes, moveTo, openAs, settled, type Account } from './support';
import { SCREENSHOTS, screenshot } from '../screenshots';

// The dashboard's main screens at both widths: nothing is wider than the screen, and with
// E2E_SCREENSHOTS pictures in both themes for a person to look at (dash-*.png).

for (const width of [360, 1280]) {
  test(`dashboard at ${width} px`, async ({ page, request }) => {
    const admin = await adminLogin(request);
    const member = await createAccount(request, admin, 'user');
    await page.setViewportSize({ width, height: 900 });
    let shown: Account | null = null;
    for (const [who, auth, path] of [
      ['admin-home', admin, '/dashboard'],
      ['admin-caste', admin, '/dashboard/caste-master'],
      ['admin-caste-form', admin, '/dashboard/caste-master/add'],
      ['admin-users', admin, '/dashboard/user-master'],
      ['member-home', member, '/dashboard'],
      ['member-profile', member, '/dashboard/profile/view-profile'],
      ['error', member, '/dashboard/no/such/page/here'],
    ] as const) {
      // A screen of the account already signed in opens within the app, as its links do.
      if (auth === shown) await moveTo(page, path);
      else await openAs(page, auth, path);
      shown = auth;
      await settled(page);
      if (SCREENSHOTS && width === 360 && who === 'admin-home') {
        await inBothThemes(page, async (theme) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await screenshot(page, `dash-${who}-menu-${width}-${theme}`);
          await page.keyboard.press('Escape');
        });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${who} overflows at ${width}px`).toBeLessThanOrEqual(0);
      if (width === 1280 && who === 'admin-users') {
        // Beside the sidebar every row action shows without scrolling the table sideways.
        const box = page.locator('table').locator('xpath=..');
        expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth), 'the Users table scrolls at 1280px').toBeLessThanOrEqual(0);
        await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeInViewport({ ratio: 1 });
      }
      if (SCREENSHOTS) await inBothThemes(page, (theme) => screenshot(page, `dash-${who}-${width}-${theme}`, { fullPage: true }));
    }
  });
}
