import { expect, test } from '@playwright/test';
import { VALIDATION } from '../../../src/shared/messages';
import { field, open } from './support';

for (const width of [360, 1280]) {
  test(`at ${width} px registration refuses a mobile that is not Indian and shows a mismatch beside a short password`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/register');
    await field(page, 'Mobile number').fill('1234567890');
    await field(page, 'Password').fill('abc');
    await field(page, 'Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText(VALIDATION.mobileInvalid)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordMin)).toBeVisible();
    await expect(page.getByText(VALIDATION.passwordsMismatch)).toBeVisible();
  });
}
