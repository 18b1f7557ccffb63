import { expect, type Page } from '@playwright/test';
import { transitionsEnded } from './transitions';

export type Theme = 'light' | 'dark';

/** The theme the page shows now: the `dark` class on <html>, as the public site and the dashboard both set it. */
export const themeOf = async (page: Page): Promise<Theme> =>
  (await page.evaluate(() => document.documentElement.classList.contains('dark'))) ? 'dark' : 'light';

/**
 * Presses a theme switch with `press` and waits until the page shows the other theme and colours
 * easing into it (CSS transitions) have arrived, so that what reads colours next (axe's contrast
 * rule, a picture) sees the finished theme. Returns the theme now shown.
 */
export async function switchThemeBy(page: Page, press: () => Promise<void>): Promise<Theme> {
  const next = (await themeOf(page)) === 'dark' ? 'light' : 'dark';
  await press();
  await expect.poll(() => themeOf(page)).toBe(next);
  await transitionsEnded(page);
  return next;
}

/** Runs `each` in the theme the page shows, then again after `press` switched to the other. */
export async function inBothThemesBy(page: Page, press: () => Promise<void>, each: (theme: Theme) => Promise<void>): Promise<void> {
  await each(await themeOf(page));
  await each(await switchThemeBy(page, press));
}
