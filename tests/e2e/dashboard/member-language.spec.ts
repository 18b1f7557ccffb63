import { expect, test } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { adminLogin, bearer, openAs, type Account } from './support';
import { latestMail } from '../../helpers/outbox';
import { dataDir } from '../join/support';
import { matchingPair } from '../matching/support';

/**
 * The member's language (docs/decisions/042-member-language.md): she chooses Hindi under
 * Settings, the choice is kept, and the next e-mails (an interest received, a password reset)
 * arrive in Hindi.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a member who chooses Hindi in Settings gets her mail in Hindi', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, bride, '/dashboard/settings');

  const section = page.getByRole('region', { name: 'Language', exact: true });
  await expect(section.getByRole('radio', { name: 'English' })).toBeChecked();
  await section.getByRole('radio', { name: 'हिन्दी' }).check();
  // The dashboard switches to Hindi at once (docs/decisions/043-dashboard-language.md), and says so in Hindi.
  await expect(page.getByText(dashboardHi.settings.languageSaved({ name: 'हिन्दी' }))).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const me = await (await request.get('/api/auth/me', { headers: bearer(bride) })).json();
  expect(me.response.locale).toBe('hi');
  await page.reload();
  await expect(page.getByRole('region', { name: dashboardHi.settings.language, exact: true }).getByRole('radio', { name: 'हिन्दी' })).toBeChecked();

  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  expect(sent.status(), await sent.text()).toBe(201);
  await expect(async () => {
    const mail = latestMail(dataDir(), bride.email);
    expect(mail?.subject).toContain('ने आपको रुचि भेजी है');
    expect(mail?.text).toContain('इसे अपने डैशबोर्ड पर देखिए');
  }).toPass();

  expect((await request.post('/api/auth/reset-password', { data: { email: bride.email } })).status()).toBe(200);
  await expect(async () => {
    const mail = latestMail(dataDir(), bride.email);
    expect(mail?.subject).toBe('अपना Matrimonial पासवर्ड बदलिए');
    expect(mail?.text).toMatch(/\/hi\/reset-password\?token=/);
  }).toPass();
});
