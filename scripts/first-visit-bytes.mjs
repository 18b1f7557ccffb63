// What a first visit costs a phone, measured in Chromium (docs/decisions/066): the bytes on the
// wire (headers and encoded bodies) of every request the page and its service worker make. Used by
// `npm run budget` (scripts/check-budgets.mjs) and tests/e2e/offline/first-visit.spec.ts.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/**
 * Counts a context's bytes: every finished request, the service worker's own included.
 * @param {import('@playwright/test').BrowserContext} context
 */
export function countBytes(context) {
  const tally = { bytes: 0, requests: 0, fromWorker: 0, urls: /** @type {string[]} */ ([]) };
  context.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    tally.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
    tally.requests += 1;
    tally.urls.push(request.url());
    if (request.serviceWorker()) tally.fromWorker += 1;
  });
  return tally;
}

/**
 * The page's own bytes (no service worker) and a first visit's bytes over `windowMs` with the
 * service worker allowed, each in a fresh browser context (an empty HTTP cache).
 * @param {string} url
 * @param {{ windowMs?: number }} [options]
 */
export async function measureFirstVisit(url, { windowMs = 30_000 } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const visit = async (serviceWorkers, wait) => {
      const context = await browser.newContext({ serviceWorkers, viewport: { width: 360, height: 740 } });
      const tally = countBytes(context);
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      await wait(page);
      await context.close();
      return tally;
    };
    // The same window for both, side by side in two contexts (each with its own empty cache): the
    // page's carousels load their next pictures as they turn.
    const [own, first] = await Promise.all([visit('block', (page) => page.waitForTimeout(windowMs)), visit('allow', (page) => page.waitForTimeout(windowMs))]);
    return { own, first };
  } finally {
    await browser.close();
  }
}
