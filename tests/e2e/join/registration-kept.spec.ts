import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../screenshots';
import { codeFor, field, inBothThemes, newPerson, open, submitRegistration } from './support';

/**
 * A registration is kept until it is finished or abandoned (docs/product/states.md): a reload, a
 * new tab or a visit to another page comes back to the code dialog or to the same tab of the
 * profile, a verified member is signed in (the header offers the account, not 'Register free'),
 * and a mobile typed with +91 in front is read as the ten digits after it.
 */
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Verify OTPs' });
const signedOutOffers = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(Register free|Login)$/ });

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('+91 in front of the mobile is the country code: the ten digits after it are registered', async ({ page }) => {
      const person = newPerson(`plus91-${width}`);
      await open(page, '/register');
      await submitRegistration(page, { ...person, mobile: `+91 ${person.mobile.slice(0, 5)} ${person.mobile.slice(5)}` });
      await expect(dialogOf(page)).toContainText(person.mobile);
      await inBothThemes(page, async (theme) => screenshot(page, `register-plus91-${width}-${theme}`));
    });

    test('a number longer than ten digits is refused, never cut to ten', async ({ page }) => {
      const person = newPerson(`long-${width}`);
      await open(page, '/register');
      await submitRegistration(page, { ...person, mobile: `+91${person.mobile.slice(0, 8)}` });
      await expect(page.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
      await expect(field(page, 'Mobile number')).toHaveValue(`+91${person.mobile.slice(0, 8)}`);
      await expect(dialogOf(page)).toHaveCount(0);
    });

    test('the code dialog survives a reload and a new tab; after the code, the dashboard and another tab know the member', async ({ page, context }) => {
      const person = newPerson(`kept-${width}`);
      await open(page, '/register');
      await submitRegistration(page, person);
      await expect(dialogOf(page)).toBeVisible();

      await page.reload();
      await expect(dialogOf(page)).toBeVisible();
      await expect(dialogOf(page)).toContainText(person.email);
      const other = await context.newPage();
      await open(other, '/register');
      await expect(dialogOf(other)).toBeVisible();
      await other.close();

      await field(dialogOf(page), 'Verification code').fill(codeFor(person.email));
      await dialogOf(page).getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Profile');
      // Signed in: the header offers the account, not 'Register free' and 'Login'.
      await expect(page.locator('html')).toHaveClass(/(^|\s)signed-in(\s|$)/);
      await expect(signedOutOffers(page)).toHaveCount(0);
      await inBothThemes(page, async (theme) => screenshot(page, `register-verified-${width}-${theme}`));

      await field(page, 'Full name').fill(person.name);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');

      // Away to the dashboard in the same tab: signed in there.
      await page.goto('/dashboard');
      await expect(page.locator('#dashboard-main h1').first()).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard/);
      // Back to registration in a new tab: the same tab of the saved profile.
      const again = await context.newPage();
      await open(again, '/register');
      await expect(again.getByRole('heading', { level: 1 })).toHaveText('Complete Your Profile');
      await expect(again.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
      await again.getByRole('button', { name: 'Previous' }).click();
      await expect(field(again, 'Full name')).toHaveValue(person.name);
    });

    test('Start again abandons the registration waiting for its code', async ({ page }) => {
      const person = newPerson(`again-${width}`);
      await open(page, '/register');
      await submitRegistration(page, person);
      await dialogOf(page).getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Start again' }).click();
      await expect(field(page, 'Email')).toHaveValue('');
      await page.reload();
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      await expect(dialogOf(page)).toHaveCount(0);
      await expect(field(page, 'Email')).toHaveValue('');
    });
  });
}
