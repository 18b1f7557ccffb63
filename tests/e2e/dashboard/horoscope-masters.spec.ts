import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { axeViolations } from '../axe';
import { adminLogin, openAs, type Account } from './support';

/** The rashi and nakshatra masters (docs/decisions/036-fifty-five-profile-fields.md) use the generic master screens. */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

for (const master of [
  { label: 'Rashi', route: '/dashboard/rashi-master', seeded: 'Mesha (Aries)' },
  { label: 'Nakshatra', route: '/dashboard/nakshatra-master', seeded: 'Ashwini' },
]) {
  test(`${master.label}: the admin reads the seeded list and adds a row`, async ({ page }) => {
    await openAs(page, admin, master.route);
    await expect(page.getByRole('heading', { level: 1, name: master.label })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(master.seeded.replace(/[()]/g, '\\$&')) })).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
    const name = `E2E ${master.label} ${randomBytes(3).toString('hex')}`;
    await page.getByRole('link', { name: `Add ${master.label}` }).click();
    await page.getByLabel(/^Name/).fill(name);
    await page.getByRole('button', { name: `Add ${master.label}` }).click();
    await expect(page).toHaveURL(master.route);
    await page.getByLabel(`Search ${master.label}`).fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(1);
  });
}
