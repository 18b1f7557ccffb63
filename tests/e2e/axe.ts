import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 A and AA rules and axe's best practices: what every screen is held to. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe's violations on the page (or inside `include`), as short lines naming the rule and its first
 * three targets, so a failing test says where. Only violations are gathered: axe then skips
 * collecting passes and inapplicable rules, which finds the same violations with less work.
 */
export async function axeViolations(page: Page, { include, tags = AXE_TAGS }: { include?: string; tags?: string[] } = {}): Promise<string[]> {
  // Colours read halfway through a transition (a tab fading from selected to not) are neither
  // state's: axe judges what a person sees once the page has come to rest. Endless animations
  // (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // axe.run in the page itself ("legacy mode"): the default splits the run so that frames of other
  // origins can take part, opening a blank page and injecting axe a second time for every check.
  // Our pages hold no cross-origin frames; one run finds the same violations for half the work.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(tags)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}
