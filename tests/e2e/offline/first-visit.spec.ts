import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../../src/shared/i18n';
import { OFFLINE_PAGE_WORDS } from '../../../src/shared/i18n/offline-page';
import { countBytes, measureFirstVisit } from '../../../scripts/first-visit-bytes.mjs';

// A first visit costs the page only; pages are kept as they are visited, in their language; the
// offline shell comes with a sign-in or a second visit, never on Save-Data or 2G/3G
// (docs/decisions/066-precache-on-second-visit.md).
test.use({ serviceWorkers: 'allow' });

/** The worker has kept this page: it will open offline. */
const kept = (page: Page, url: string) =>
  expect
    .poll(() => page.evaluate(async (href) => Boolean(await (await caches.open('pages')).match(href)), new URL(url, page.url()).href), { timeout: 30_000 })
    .toBe(true);
/** How many files the offline shell holds on this device. */
const shellFiles = (page: Page) =>
  page.evaluate(async () => {
    let files = 0;
    for (const name of await caches.keys()) if (name.includes('precache')) files += (await (await caches.open(name)).keys()).length;
    return files;
  });
const ready = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => true));

test('a first visit to the home page fetches at most 1.2 times the page itself, and nothing of the shell', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const { own, first } = await measureFirstVisit(`${baseURL}/`, { windowMs: 12_000 });
  expect(first.urls).toContain(`${baseURL}/sw.js`);
  expect(first.urls.filter((url) => /dashboard|_astro\/.*\.js$/.test(url) && !own.urls.includes(url))).toEqual([]);
  expect(first.bytes).toBeLessThanOrEqual(own.bytes * 1.2);
});

test('Hindi and Tamil pages open offline in their language after one visit; a page never opened shows the offline page in its language', async ({
  page,
  context,
}) => {
  await page.goto('/hi/about-us');
  await ready(page);
  await kept(page, '/hi/about-us');
  await page.goto('/ta/privacy-policy');
  await kept(page, '/ta/privacy-policy');
  expect(await shellFiles(page)).toBe(0);

  await context.setOffline(true);
  try {
    await page.goto('/hi/about-us');
    await expect(page.getByRole('heading', { level: 1, name: catalogue('hi').about.heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await page.goto('/ta/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: catalogue('ta').privacy.title })).toBeVisible();

    for (const [url, locale, tag] of [
      ['/ta/terms-of-use', 'ta', 'ta-IN'],
      ['/hi/coming-soon', 'hi', 'hi-IN'],
      ['/contact-us', 'en', 'en-IN'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_WORDS[locale].title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', tag);
    }
  } finally {
    await context.setOffline(false);
  }
});

test('a second visit installs the offline shell', async ({ context }) => {
  const first = await context.newPage();
  await first.goto('/');
  await ready(first);
  await kept(first, '/');
  expect(await shellFiles(first)).toBe(0);
  // A later visit: a new tab, the site already known to this browser.
  const second = await context.newPage();
  await second.goto('/about-us');
  await expect.poll(() => shellFiles(second), { timeout: 60_000 }).toBeGreaterThan(10);
});

for (const [name, connection] of [
  ['Save-Data', { saveData: true, effectiveType: '4g' }],
  ['a 3G connection', { saveData: false, effectiveType: '3g' }],
  ['a 2G connection', { saveData: false, effectiveType: '2g' }],
] as const) {
  test(`with ${name}, a second visit installs no shell and fetches no more than its page`, async ({ context }) => {
    await context.addInitScript((facts) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => facts }), connection);
    const tally = countBytes(context);
    const first = await context.newPage();
    await first.goto('/');
    await ready(first);
    await kept(first, '/');
    const second = await context.newPage();
    await second.goto('/about-us');
    await ready(second);
    await second.waitForLoadState('networkidle');
    expect(await shellFiles(second)).toBe(0);
    expect(tally.urls.filter((url) => url.includes('dashboard'))).toEqual([]);
  });
}
