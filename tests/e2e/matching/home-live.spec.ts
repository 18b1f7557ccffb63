import { expect, test, type Page } from '@playwright/test';
import { adminLogin, bearer, inBothThemes, openAs, settled, type Account } from '../dashboard/support';
import { screenshot } from '../screenshots';
import { matchingPair } from './support';

/**
 * The member's home follows the live stream the bell follows (docs/product/member-loop.md): an
 * interest arriving raises the "Interests received" card without a reload, at phone and laptop
 * widths, light and dark.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const received = (page: Page) =>
  page
    .locator('#dashboard-main div')
    .filter({ has: page.locator('dt', { hasText: /^Interests received$/ }) })
    .locator('dd')
    .first();

for (const width of [360, 1280]) {
  test(`an interest arriving raises the home's "Interests received" card at once (${width} px)`, async ({ page, request }) => {
    const { bride, groom } = await matchingPair(request, admin);
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, bride, '/dashboard');
    await settled(page);
    await expect(received(page)).toHaveText('0');

    const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
    expect(sent.status()).toBe(201);
    await expect(page.getByTestId('bell-count')).toHaveText('1');
    await expect(received(page)).toHaveText('1');
    await inBothThemes(page, async (theme) => screenshot(page, `home-live-${width}-${theme}`, { fullPage: true }));
  });
}
