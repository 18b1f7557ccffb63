import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from '../screenshots';
import { inBothThemes as inBothDashboardThemes, settled } from '../dashboard/support';
import { field, fillWizardByApi, inBothThemes, newPerson, reachProfileStep } from './support';

/**
 * What the screens say of one profile agrees (docs/product/states.md): the completeness in the
 * wizard, on the dashboard's home and on My Profile is one figure (shared/profile-progress.ts),
 * and a tab is marked ✓ only while none of its fields has an error.
 */
const percentOf = (page: Page) => page.getByRole('progressbar', { name: /completeness|progress/i }).first();
const shown = (bar: Locator) => bar.evaluate((el) => (el as HTMLProgressElement).value);
const mark = (page: Page, tab: RegExp) => page.getByRole('tab', { name: tab }).locator('span[aria-hidden="true"]');

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a new member sees one completeness in the wizard, on the home and on My Profile', async ({ page }) => {
      const person = newPerson(`agree-${width}`);
      await reachProfileStep(page, person);
      const wizard = await shown(percentOf(page));
      expect(wizard).toBeGreaterThan(0);
      await page.goto('/dashboard');
      await settled(page);
      await expect(page.getByRole('link', { name: new RegExp(`\\(${wizard}%\\)`) })).toBeVisible();
      expect(await shown(page.getByRole('progressbar').first())).toBe(wizard);
      await inBothDashboardThemes(page, async (theme) => screenshot(page, `agree-home-${width}-${theme}`, { fullPage: true }));
      await page.goto('/dashboard/profile/view-profile');
      await settled(page);
      expect(await shown(page.getByRole('progressbar').first())).toBe(wizard);
    });

    test('a tab whose field has an error shows its number, not ✓', async ({ page, request }) => {
      const person = newPerson(`tick-${width}`);
      await reachProfileStep(page, person);
      await fillWizardByApi(page, request, person);
      await expect(mark(page, /Personal/)).toHaveText('✓');

      // A child's date of birth: the field is marked, and so is its tab.
      const year = new Date().getUTCFullYear();
      await field(page, 'Date of birth').fill(`${year - 10}-06-15`);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('You must be at least 18 years old').first()).toBeVisible();
      await expect(mark(page, /Personal/)).toHaveText('1');
      await inBothThemes(page, async (theme) => screenshot(page, `agree-tab-error-${width}-${theme}`));
    });
  });
}
