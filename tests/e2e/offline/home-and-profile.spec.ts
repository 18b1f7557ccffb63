import { expect, test, type Page } from '@playwright/test';
import { adminLogin, bearer, inBothThemes, openAs } from '../dashboard/support';
import { connectedPair, uploadPhoto } from '../matching/support';
import { screenshot } from '../screenshots';
import { controlled } from './controlled';

// The dashboard's home and My Profile read offline after one visit, and a conversation's photo
// that cannot load offline shows the initials, not a broken image (docs/decisions/040).
test.use({ serviceWorkers: 'allow' });

const notLoadedBefore = (page: Page) => page.getByText('Not available offline — this page was not loaded before');
/** Images on the screen that did not load: what a person sees as a broken image. */
const brokenImages = (page: Page) =>
  page
    .locator('#dashboard-main img')
    .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length);

for (const width of [360, 1280]) {
  test(`offline after one visit: the home, My Profile and a conversation read, without broken photos (${width} px)`, async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const { bride, groom } = await connectedPair(request, await adminLogin(request));
    await uploadPhoto(request, bride);
    await request.post(`/api/conversations/${groom.userId}/messages`, { headers: bearer(bride), data: { body: 'Namaste from Pune!' } });
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, groom, '/dashboard');
    await controlled(page);
    // The one visit: each screen read once while online.
    for (const path of ['/dashboard', '/dashboard/profile/view-profile', `/dashboard/messages/${bride.userId}`]) {
      await page.goto(path);
      await expect(page.locator('#dashboard-main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }

    await context.setOffline(true);
    try {
      await page.goto('/dashboard');
      await expect(page.getByText('Interests received')).toBeVisible();
      await expect(notLoadedBefore(page)).toHaveCount(0);
      await inBothThemes(page, async (theme) => screenshot(page, `offline-home-${width}-${theme}`, { fullPage: true }));

      await page.goto('/dashboard/profile/view-profile');
      await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expect(notLoadedBefore(page)).toHaveCount(0);
      await inBothThemes(page, async (theme) => screenshot(page, `offline-profile-${width}-${theme}`, { fullPage: true }));

      await page.goto(`/dashboard/messages/${bride.userId}`);
      await expect(page.getByRole('log')).toContainText('Namaste from Pune!');
      await expect.poll(() => brokenImages(page)).toBe(0);
      await expect(page.getByRole('img', { name: new RegExp(bride.fullName) }).first()).toBeVisible();
      await inBothThemes(page, async (theme) => screenshot(page, `offline-thread-${width}-${theme}`));
    } finally {
      await context.setOffline(false);
    }
  });
}
