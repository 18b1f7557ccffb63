import type { Page } from '@playwright/test';
import { SCREENSHOTS, screenshot } from './screenshots';

/**
 * Pictures of the page as it is now at 360 and 1280 px, light and dark, for a person to look at
 * (only with E2E_SCREENSHOTS): `<name>-<width>-<theme>.png`. The page is left at its first width
 * and in its first theme.
 */
export async function screenshotsAround(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  const first = page.viewportSize() ?? { width: 1280, height: 900 };
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), theme === 'dark');
      await screenshot(page, `${name}-${width}-${theme}`, { fullPage: true });
    }
  }
  await page.setViewportSize(first);
  await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
}
