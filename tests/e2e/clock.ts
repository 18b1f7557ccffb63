import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock a moment from now, so that from here only the test moves
 * time. The moment is read from the page and must still lie ahead when the pause reaches it;
 * on a machine too busy for that, the page has already passed it, and the pause is asked again.
 */
export async function pauseClockSoon(page: Page, aheadMs = 1000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate((ms) => Date.now() + ms, aheadMs));
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
