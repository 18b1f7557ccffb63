import { expect, test } from '@playwright/test';
import { JOIN_TEXT } from '../../../src/shared/messages';
import { adminLogin, createAccount, openAs } from '../dashboard/support';
import { field, newPerson, open, reachProfileStep, submitRegistration, verifiedMemberByApi } from './support';

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a reload during Complete Your Profile returns to the same tab of the saved profile', async ({ page }) => {
      const person = newPerson('resume');
      await reachProfileStep(page, person);
      await field(page, 'Full name').fill(person.name);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Profile');
      await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(field(page, 'Full name')).toHaveValue(person.name);
    });

    test('registering again offers Sign in instead, with the e-mail filled in', async ({ page, request }) => {
      // A verified account holds its e-mail (a pending one reserves nothing and would be replaced).
      const person = newPerson('again');
      await verifiedMemberByApi(request, person);
      await open(page, '/register');
      await submitRegistration(page, person);
      const alert = page.getByRole('alert').filter({ hasText: JOIN_TEXT.alreadyRegisteredHelp });
      await expect(alert).toBeVisible();
      await alert.getByRole('link', { name: JOIN_TEXT.signInInstead }).click();
      await expect(page).toHaveURL(/\/login\?email=/);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(field(page, 'Email')).toHaveValue(person.email);
    });

    test('a member with an unfinished profile is asked to complete it, and the banner opens the first unfinished tab', async ({ page, request }) => {
      const member = await createAccount(request, await adminLogin(request));
      await openAs(page, member);
      // The figure is the one completeness the wizard, home and My Profile share (join/states-agree.spec.ts holds them equal).
      const banner = page.getByRole('link', {
        name: new RegExp(JOIN_TEXT.completeProfileBanner({ percent: 0 }).replace(/[()]/g, '\\$&').replace('0%', '\\d+%')),
      });
      await expect(banner).toBeVisible();
      await banner.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit My Profile' })).toBeVisible();
      await expect(page.getByRole('tab', { name: /Personal/ })).toHaveAttribute('aria-selected', 'true');
      await expect(page).toHaveURL(/\/dashboard\/profile\/view-profile$/);
    });
  });
}
