import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { inBothThemes } from '../join/support';
import { themeOf, type Theme } from '../themes';
import { PUBLIC_PAGES } from './support';

// axe over every public page (and the 404 page), in both themes, at phone and desktop widths.
const PAGES = [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page'];

// One tab per width goes through every page in turn; the two share out between the workers.
test.describe.configure({ mode: 'parallel' });

// The first page opens in the system's theme; each page is checked in the theme it opens in, then
// switched with the site's own button, and the next page must open in the theme stored by that
// switch. The two widths start from opposite system themes, so every page opens once in each.
for (const [width, systemTheme] of [
  [360, 'light'],
  [1280, 'dark'],
] as const) {
  test(`every public page has no axe violations in both themes at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: systemTheme });
    let opensIn: Theme = systemTheme;
    for (const path of PAGES) {
      await page.goto(path);
      await expect.poll(() => themeOf(page)).toBe(opensIn);
      await page.waitForLoadState('load');
      await inBothThemes(page, async (theme) => expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]));
      opensIn = await themeOf(page);
    }
  });
}
