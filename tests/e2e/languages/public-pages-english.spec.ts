import { expect, test } from '@playwright/test';
import { mountedByClock } from '../carousel.ts';
import { englishOn } from './english-words';

// A Hindi or Tamil page reads in its language throughout: no English word is left in its text or
// in what a screen reader announces (proper names and common abbreviations aside: english-words.ts).
test.describe.configure({ mode: 'parallel' });

for (const locale of ['hi', 'ta'] as const) {
  test(`every /${locale}/ page in the sitemap reads in its language`, async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)]
      .map((m) => m[1])
      .filter((p) => p === `/${locale}` || p.startsWith(`/${locale}/`));
    expect(paths.length).toBeGreaterThan(10);
    const found: string[] = [];
    await page.clock.install();
    for (const path of paths) {
      await page.goto(path);
      // The slideshows label their buttons once mounted, when they come near the screen.
      for (const carousel of await page.locator('[data-carousel]').all()) await mountedByClock(carousel);
      for (const line of await englishOn(page)) found.push(`${path} ${line}`);
    }
    expect(found).toEqual([]);
  });
}
