import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { inBothThemes } from '../join/support';
import { PUBLIC_PAGES } from './support';

// axe over every public page (and the 404 page), in both themes, at phone and desktop widths.
const PAGES = [...PUBLIC_PAGES.map((p) => p.path), '/no-such-page'];

// One tab per width goes through every page in turn; the two share out between the workers.
test.describe.configure({ mode: 'parallel' });

for (const width of [360, 1280]) {
  test(`every public page has no axe violations in both themes at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      // Each page is checked in the theme it opens in, then switched with the site's own button;
      // the choice is stored, so the next page opens in the theme this one ended in.
      await page.goto(path);
      await page.waitForLoadState('load');
      await inBothThemes(page, async (theme) => expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]));
    }
  });
}
