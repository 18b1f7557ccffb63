import type { Page } from '@playwright/test';

/**
 * Resolves when the page's CSS transitions and animations under way have ended: what reads
 * colours or positions next (axe's contrast rule, a picture) sees what a person sees once the
 * page has come to rest, not a tab halfway from selected to not. Endless animations (a spinner)
 * are not waited for.
 */
export const transitionsEnded = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
