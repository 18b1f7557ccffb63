import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { transitionsEnded } from './transitions';

/** The WCAG 2.2 A and AA rules and axe's best practices: what every screen is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page (or inside `include`), as short lines naming the rule and its first
 * three targets, so a failing test says where. Only violations are gathered: axe then skips
 * collecting passes and inapplicable rules, which finds the same violations with less work.
 */
export async function axeViolations(page: Page, { include, tags = AXE_TAGS }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  await transitionsEnded(page); // axe judges what a person sees once the page has come to rest
  // axe goes into the page once per document, and each check runs it there: our pages hold no
  // frames of other origins, so nothing needs the split run across frames that the Playwright
  // wrapper makes, which also sent the half-megabyte script twice for every check. A screen
  // opened within the app (tests/e2e/dashboard/support.ts, moveTo) keeps the axe loaded for the
  // first.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([selector, runOptions]) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe
        .run(selector ? { include: [selector] } : document, runOptions)
        .then((r) => r.violations.map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }))),
    [include ?? null, options] as const,
  );
  return results.map((v) => `${v.id}: ${v.targets.slice(0, 3).join(' | ')}`);
}
