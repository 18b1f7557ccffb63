import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../src/shared/constants';
import { MSG, VALIDATION } from '../../../src/shared/messages';
import { toast, open } from './support';

const PAGES = ['/login', '/register', '/reset-password?token=e2e-placeholder-token'];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${theme} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const path of PAGES) {
        test(`${path.split('?')[0]} passes axe`, async ({ page }) => {
          await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
          await open(page, path);
          await page.waitForLoadState('networkidle');
          // Errors are part of the page too: show them before the scan.
          await page.getByRole('button', { name: /^(Sign in|Register|Set new password)$/ }).click();
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          expect(
            results.violations.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(' | ')}`,
            ),
          ).toEqual([]);
        });
      }
    });
  }
}

/** Presses Tab until the element with `id` has focus, as a keyboard user would. */
async function tabTo(page: Page, id: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((target) => document.activeElement?.id === target, id)) return;
  }
  throw new Error(`#${id} never received focus`);
}

test('sign-in and the reset dialog work with the keyboard alone', async ({ page }) => {
  await open(page, '/login');
  await page.waitForLoadState('networkidle');
  await tabTo(page, 'field-email');
  await page.keyboard.press('Enter');
  await expect(page.getByText(VALIDATION.usernameRequired)).toBeVisible();
  await expect(page.locator('#field-email')).toBeFocused(); // focus goes to the first error
  await page.keyboard.type('nobody@e2e.example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'ALERT: ')).toBeVisible();
  await page.getByRole('button', { name: MSG.forgotPassword }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('registration works with the keyboard alone', async ({ page }) => {
  await open(page, '/register');
  await page.waitForLoadState('networkidle');
  await tabTo(page, 'field-name');
  await page.keyboard.press('Enter');
  await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await expect(page.locator('#field-name')).toBeFocused();
  await page.keyboard.type('Ravi Kumar');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ravi@e2e.example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('98765-43210');
  await expect(page.locator('#field-mobile')).toHaveValue('9876543210');
  await expect(page.getByText(VALIDATION.mobileInvalid)).toBeHidden();
});
