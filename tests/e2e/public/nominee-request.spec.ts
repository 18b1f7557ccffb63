import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { localePath } from '../../../src/shared/i18n/locales';
import { consentWords } from '../../../src/shared/i18n/consents';
import { open } from '../join/support';

/**
 * A member's nominee asks, on a public page in their language, for the account to be erased
 * (docs/product/trust.md): the privacy policy leads there, an empty form says what each field
 * needs and sends nothing, and a filed request answers its reference. Written once, run in every language.
 */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

for (const locale of LOCALES) {
  test(`a nominee files a request in ${locale} on a phone and reads its reference`, async ({ page }) => {
    const t = consentWords(locale).request;
    await page.setViewportSize({ width: 360, height: 800 });
    await open(page, localePath(locale, '/privacy-policy'));
    await page.getByRole('link', { name: t.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/nominee-request')}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

    let sent = 0;
    page.on('request', (r) => r.url().endsWith('/api/nominee-requests') && r.method() === 'POST' && (sent += 1));
    const form = page.getByRole('form', { name: t.form });
    await form.getByRole('button', { name: t.submit }).click();
    for (const message of [t.check.profileCode, t.check.name, t.check.email, t.check.circumstance, t.check.proof])
      await expect(form.getByText(message)).toBeVisible();
    expect(sent).toBe(0);

    await form.getByLabel(exact(t.profileCode)).fill('SM4K7Q2P');
    await form.getByLabel(exact(t.name)).fill('Meena Iyer');
    await form.getByLabel(exact(t.email)).fill(`meena-${locale}-${Date.now()}@example.in`);
    await form.getByLabel(exact(t.circumstance)).selectOption({ label: t.circumstances.death });
    await form.getByLabel(exact(t.proof)).fill('Death certificate 2026/CHN/004512 issued by the Greater Chennai Corporation.');
    await form.getByRole('button', { name: t.submit }).click();
    const filed = page.getByRole('status').filter({ hasText: /NR-\d{4}-\d{6}/ });
    await expect(filed).toBeVisible();
    expect(sent).toBe(1);
    await expect(page.getByText(t.filedMail)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
