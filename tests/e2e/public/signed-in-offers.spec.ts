import { expect, test } from '@playwright/test';
import { catalogue } from '../../../src/shared/i18n';
import { assistedWords } from '../../../src/shared/i18n/assisted';
import { screenshotsAround } from '../shots';
import { signIn } from './support';

/**
 * A signed-in member is offered the dashboard, never "Register free" or "Login", on every public
 * page, decided before paint from the session hint (docs/product/pages.md).
 */
for (const locale of ['en', 'hi', 'ta'] as const) {
  const t = catalogue(locale);
  const at = (path: string) => (locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`);

  test(`signed in (${locale}): the home page and About us offer the dashboard, the assisted service her manager`, async ({ page }) => {
    await signIn(page, at('/'));
    const main = page.getByRole('main');
    await expect(page.getByRole('link', { name: t.nav.registerFree, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.nav.login, exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: t.nav.dashboard }).first()).toHaveAttribute('href', '/dashboard');
    if (locale === 'en') await screenshotsAround(page, 'public-signed-in-home');

    await page.goto(at('/about-us'));
    await expect(page.getByRole('link', { name: t.about.joinNow })).toHaveCount(0);
    await expect(main.getByRole('link', { name: t.nav.dashboard })).toBeVisible();

    // The assisted service's page leads a member to her relationship manager's page, where she asks for it.
    await page.goto(at('/assisted-service-know-more'));
    await expect(page.getByRole('link', { name: t.assisted.closingCta })).toHaveCount(0);
    await expect(main.getByRole('link', { name: assistedWords(locale).member.title })).toHaveAttribute('href', '/dashboard/relationship-manager');
  });
}

test('signed out, the same places invite to register', async ({ page }) => {
  const t = catalogue('en');
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: t.nav.registerFree }).first()).toBeVisible();
  // Hidden links are out of the accessibility tree, so a signed-out visitor meets none.
  await expect(page.getByRole('main').getByRole('link', { name: t.nav.dashboard })).toHaveCount(0);
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: t.about.joinNow })).toBeVisible();
});
