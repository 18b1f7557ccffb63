import { expect, test, type Page } from '@playwright/test';

/**
 * The public pages members use before they pay: on a phone and a laptop the support e-mail
 * addresses stay inside their cards, and the stories' READ MORE buttons and those addresses are
 * at least 24 × 24 px (WCAG 2.2 target size).
 */
const tooSmall = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width < 24 || box.height < 24)
      .map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`),
  );

for (const width of [360, 1280]) {
  test(`the contact page's e-mail addresses stay in their cards (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact-us');
    const links = page.locator('.card a[href^="mailto:"]');
    await expect(links.first()).toBeVisible();
    const outside = await links.evaluateAll((els) =>
      els.map((a) => {
        const card = a.closest('.card')!.getBoundingClientRect();
        const box = a.getBoundingClientRect();
        return { text: a.textContent, inside: box.left >= card.left && box.right <= card.right };
      }),
    );
    expect(outside.filter((l) => !l.inside)).toEqual([]);
    expect(await tooSmall(page, '.card a[href^="mailto:"]')).toEqual([]);
    const root = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
    expect(root).toBeLessThanOrEqual(0);
  });

  test(`the stories' READ MORE buttons are at least 24 px tall (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-read-more]').first()).toBeAttached();
    expect(await tooSmall(page, '[data-read-more]')).toEqual([]);
  });
}
