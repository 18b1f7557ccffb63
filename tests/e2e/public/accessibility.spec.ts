import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { PUBLIC_PAGES, useTheme } from './support';

// axe over every public page (and the 404 page), in both themes, at phone and desktop widths.
const PAGES = [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${theme} theme at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const path of PAGES) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await useTheme(page, theme);
          await page.goto(path);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await page.waitForLoadState('load');
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
