import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { localePath } from '../../../src/shared/i18n/locales';
import { safetyWords } from '../../../src/shared/i18n/safety';
import { axeViolations } from '../axe';
import { inBothThemes, open } from '../join/support';

/** The safety centre (docs/product/trust.md): every scam it warns of and the three ways to report, in every language. */
for (const locale of LOCALES) {
  test(`the safety centre reads in ${locale}, with the ways to report`, async ({ page }) => {
    const t = safetyWords(locale);
    await open(page, localePath(locale, '/safety'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page.heading);
    for (const topic of t.topics) await expect(page.getByRole('heading', { level: 2, name: topic.heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'cybercrime.gov.in' })).toHaveAttribute('href', 'https://cybercrime.gov.in');
    await expect(page.getByRole('link', { name: '1930', exact: true })).toHaveAttribute('href', 'tel:1930');
    await expect(page.getByRole('link', { name: t.report.grievances })).toHaveAttribute('href', localePath(locale, '/grievances'));
    // The footer of every page leads here.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: t.page.title })).toHaveAttribute('href', localePath(locale, '/safety'));
    await inBothThemes(page, async (theme) => expect(await axeViolations(page), theme).toEqual([]));
  });
}
