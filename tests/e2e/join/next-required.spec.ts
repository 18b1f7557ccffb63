import { expect, test } from '@playwright/test';
import { PROFILE_VALIDATION } from '../../../src/shared/messages';
import { axeViolations } from '../axe';
import { screenshot } from '../screenshots';
import { field, inBothThemes, newPerson, reachProfileStep } from './support';

/**
 * Next on a tab with required fields left empty (docs/product/states.md): it still saves and moves
 * on, but says how many were left and marks them, with a way back; the registration wizard and
 * the dashboard's editor are the same form.
 */
for (const width of [360, 1280]) {
  test(`Next says how many required fields were left and marks them (${width} px, light and dark)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await reachProfileStep(page, newPerson(`next${width}`));
    await field(page, 'Full name').fill('Ananya Sharma');
    await page.getByRole('button', { name: 'Next' }).click();

    // Moved on (a partial save), and told.
    await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
    const note = page.getByRole('status').filter({ hasText: /^Personal: \d+ required fields are still empty\./ });
    await expect(note).toBeVisible();
    const left = Number(/Personal: (\d+)/.exec((await note.textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(1);
    // The note of the Personal tab is not this tab's error banner.
    await expect(page.getByText(PROFILE_VALIDATION.invalidProfile)).toHaveCount(0);
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `next-told-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `contact, ${theme}: ${v}`)).toEqual([]);
    });

    // Back: each field left empty is marked "<label> is required".
    await note.getByRole('button', { name: 'Back to Personal' }).click();
    await expect(page.getByRole('tab', { name: /Personal/ })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator('[aria-invalid="true"]')).toHaveCount(left);
    await expect(panel.getByText(PROFILE_VALIDATION.required({ label: 'Date of birth' }))).toBeVisible();
    await expect(field(page, 'Full name')).not.toHaveAttribute('aria-invalid', 'true');
    // Filling a marked field clears its mark.
    await field(page, 'Date of birth').fill('1996-04-12');
    await expect(panel.locator('[aria-invalid="true"]')).toHaveCount(left - 1);
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `next-marked-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `personal, ${theme}: ${v}`)).toEqual([]);
    });

    // A complete tab moves on without a note.
    await page.getByRole('tab', { name: /Lifestyle/ }).click();
    await expect(page.getByRole('status').filter({ hasText: /required field/ })).toHaveCount(0);
  });
}
