import { expect, type Page } from '@playwright/test';

/** The service worker controls the page and, the member being signed in, holds the offline shell. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // Polled from here: waitForFunction takes the promise an async predicate returns as its answer.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          for (const name of await caches.keys())
            if (name.includes('precache') && (await (await caches.open(name)).keys()).some((r) => r.url.includes('dashboard.html'))) return true;
          return false;
        }),
      { timeout: 60_000 },
    )
    .toBe(true);
}
