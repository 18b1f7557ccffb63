import { expect, test, type Page } from '@playwright/test';
import { mountedByClock } from '../carousel.ts';

// A browser asking for reduced data (docs/decisions/041): each carousel shows its first slide only,
// nothing autoplays or loads further slides, and images come at their smallest size.
// A phone's screen, where full pages pick larger images; each page from the server (service workers
// are blocked in browser tests unless a suite allows them), as on a first visit.
test.use({ deviceScaleFactor: 2 });

/** Every image and script the page fetched. */
function fetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (['image', 'script'].includes(r.resourceType())) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

async function expectFirstSlidesOnly(page: Page, urls: string[]) {
  for (const name of ['hero', 'testimonials']) {
    const carousel = page.locator(`[data-carousel="${name}"]`);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.splide__slide:visible')).toHaveCount(1);
    await expect(carousel).not.toHaveClass(/is-mounted/);
  }
  await page.waitForLoadState('load');
  // Past the idle moment when the carousels would mount: an idle callback asked for after the
  // page's own runs after it; then whatever it would have fetched has had its chance to arrive.
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done())));
  await page.waitForLoadState('networkidle');
  expect(urls.filter((u) => u.includes('splide'))).toEqual([]);
  // Only the first banner and the first couple's pictures.
  expect(urls.filter((u) => /hero-(verified|family)|couple-[234]/.test(u))).toEqual([]);
}

test('Save-Data: on (the request header): first slides only, thumbnails only', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const urls = fetched(page);
  const reply = await page.goto('/');
  expect(reply?.headers()['vary']).toContain('save-data');
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  await expectFirstSlidesOnly(page, urls);
  // Every image offers one size, its smallest, and the first couple's card shows it (160 px wide, not 320).
  expect(await page.locator('[srcset]').evaluateAll((els) => els.filter((e) => e.getAttribute('srcset')!.includes(',')).length)).toBe(0);
  const couple = page.locator('[data-carousel="testimonials"] img').first();
  const thumbnail = await page.locator('[data-carousel="testimonials"] source').first().getAttribute('srcset');
  expect(thumbnail).toMatch(/ 160w$/);
  await expect.poll(() => couple.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(thumbnail!.split(' ')[0]);
});

test('navigator.connection.saveData (the browser setting): first slides only', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const urls = fetched(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
  await expectFirstSlidesOnly(page, urls);
});

test('without a reduced-data request the carousels mount as before', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-save-data');
  await mountedByClock(page.locator('[data-carousel="hero"]'));
});
