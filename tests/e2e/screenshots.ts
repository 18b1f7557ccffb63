import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { transitionsEnded } from './transitions';

/**
 * Pictures of the screens for a person to look at, written only when E2E_SCREENSHOTS names a
 * folder (`E2E_SCREENSHOTS=/tmp/shots npx playwright test`). A picture adds nothing to a test's
 * verdict, which its assertions give, and a full-page capture costs the browser a render and an
 * encode, so the everyday run takes none.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS || undefined;

/** Saves `<name>.png` of the page (the whole page with `fullPage`) or of one element. */
export async function screenshot(target: Page | Locator, name: string, { fullPage = false } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${name}.png`);
  // Every picture shown and every slide or fade ended, not only the data: a person looks at the
  // finished screen.
  const page = 'goto' in target ? target : target.page();
  await page.waitForLoadState('networkidle');
  await transitionsEnded(page);
  await ('goto' in target ? target.screenshot({ path: file, fullPage }) : target.screenshot({ path: file }));
}

/** Saves figures a test measured beside the pictures, as `<name>.json`. */
export function saveFigures(name: string, figures: unknown): void {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  fs.writeFileSync(path.join(SCREENSHOTS, `${name}.json`), JSON.stringify(figures, null, 2));
}
