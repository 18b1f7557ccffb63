import { expect, test, type Request } from '@playwright/test';
import { PASSWORD_METER_TEXT } from '../../../src/shared/messages';
import { hiMessages } from '../../../src/shared/i18n/forms/messages-hi';
import { taMessages } from '../../../src/shared/i18n/forms/messages-ta';
import { open } from './support';

// The password meter fits a phone (docs/decisions/019-breached-passwords-and-second-factor.md):
// typing a password downloads under 30 KB on the wire in every language, a common password is
// never shown as acceptable, and the hints are in the page's language.
const METER_BUDGET = 30 * 1024;

const wireBytes = async (requests: Request[]) => {
  let bytes = 0;
  for (const request of requests) {
    const sizes = await request.sizes();
    bytes += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  return bytes;
};

for (const [path, label, stillWeak, tooWeak] of [
  ['/register', PASSWORD_METER_TEXT.label, 'Still weak', PASSWORD_METER_TEXT.tooWeak],
  ['/hi/register', hiMessages['PASSWORD_METER_TEXT.label'], hiMessages['ISLAND_TEXT.fair'], hiMessages['PASSWORD_METER_TEXT.tooWeak']],
  ['/ta/register', taMessages['PASSWORD_METER_TEXT.label'], taMessages['ISLAND_TEXT.fair'], taMessages['PASSWORD_METER_TEXT.tooWeak']],
] as const) {
  test(`${path}: typing a password downloads under 30 KB, and Password@123 is refused in the page's language`, async ({ page }) => {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const password = page.locator('input[type="password"]').first();
    // Reaching for the form loads the page's messages (use-say.ts); what typing then costs is the meter's.
    const messages =
      path === '/register'
        ? undefined
        : page
            .waitForEvent('requestfinished', { predicate: (request) => /\/messages-(hi|ta)\.[\w-]+\.js$/.test(request.url()), timeout: 10_000 })
            .catch(() => undefined);
    await password.focus();
    await messages;
    const typed: Request[] = [];
    page.on('requestfinished', (request) => typed.push(request));
    await password.fill('Password@123');
    const meter = page.getByTestId('password-meter');
    await expect(meter).toContainText(`${label}: ${stillWeak}`);
    await expect(meter).toContainText(tooWeak);
    await page.waitForLoadState('networkidle');
    expect(await wireBytes(typed)).toBeLessThanOrEqual(METER_BUDGET);
    if (path !== '/register') {
      // Every word of the meter is in the page's language: no Latin letters at all.
      expect(await meter.innerText()).not.toMatch(/[A-Za-z]/);
    }
    await password.fill('Kesari-Saree-42');
    await expect(meter).not.toContainText(tooWeak);
  });
}
