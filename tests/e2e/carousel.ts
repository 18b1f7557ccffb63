import { expect, type Locator } from '@playwright/test';

/**
 * Brings a carousel near the screen and lets it mount without waiting out its first interval in
 * real time: on a page opened after `page.clock.install()`, the fake clock moves on a second at a
 * time until the carousel is mounted (the page first turns idle, then the carousel waits its
 * interval, as a reader who only watches would).
 */
export async function mountedByClock(carousel: Locator): Promise<void> {
  const page = carousel.page();
  await carousel.scrollIntoViewIfNeeded();
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1_000);
        return carousel.evaluate((el) => el.classList.contains('is-mounted'));
      },
      { intervals: [50] },
    )
    .toBe(true);
}
