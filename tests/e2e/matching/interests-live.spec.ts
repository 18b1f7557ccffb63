import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, inBothThemes, openAs, settled, type Account } from '../dashboard/support';
import { screenshot } from '../screenshots';
import { matchingPair, uploadPhoto } from './support';

/**
 * The Interests page follows the live stream the bell follows (docs/product/member-loop.md): an
 * acceptance turns the open Sent card into Connected, with Message and the photo, without a
 * reload; the open tab is in the address, so a reload keeps it.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

for (const width of [360, 1280]) {
  test(`an acceptance updates the open Sent tab at once, and a reload keeps the tab (${width} px, light and dark)`, async ({ page, request }) => {
    const { bride, groom } = await matchingPair(request, admin);
    await uploadPhoto(request, bride);
    const hidden = await request.put('/api/settings/photo-visibility', { headers: bearer(bride), data: { photoVisibility: 'connections' } });
    expect(hidden.ok()).toBe(true);
    const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId, template: 1 } });
    expect(sent.status()).toBe(201);
    const interestId = (await sent.json()).response.id as number;

    await page.setViewportSize({ width, height: 900 });
    await openAs(page, groom, '/dashboard/interests');
    await settled(page);
    await page.getByRole('tab', { name: 'Sent' }).click();
    await expect(page).toHaveURL(/\/dashboard\/interests\?tab=sent$/);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) });
    await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${bride.fullName}` })).toHaveCount(0);

    // She accepts elsewhere: his open page changes without a reload.
    const accepted = await request.post(`/api/interests/${interestId}/accept`, { headers: bearer(bride) });
    expect(accepted.status()).toBe(200);
    await expect(row).toContainText('Connected');
    await expect(row.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Message' })).toBeVisible();
    await expect(row.getByRole('img', { name: `Photo of ${bride.fullName}` })).toBeVisible();
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `interests-live-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `interests, ${theme}: ${v}`)).toEqual([]);
    });

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    await expect(row).toContainText('Connected');
  });
}
