import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { PUBLIC_PAGES, useTheme } from './support';

// axe over every public page (and the 404 page), in both themes, at phone and desktop widths.
const PAGES = [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page'];

// One tab per theme and width goes through every page in turn; the four share out between the workers.
test.describe.configure({ mode: 'parallel' });

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test(`every public page has no axe violations (${theme} theme at ${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      await useTheme(page, theme);
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        await page.waitForLoadState('load');
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
}
