import { expect, test } from '@playwright/test';
import { masterWords } from '../../../src/shared/i18n/admin/masters';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { profileHi } from '../../../src/shared/i18n/profile/hi';
import { hiMessages } from '../../../src/shared/i18n/forms/messages-hi';
import { CODED } from '../../../src/shared/coded-messages';
import { matchingPair, type Member } from '../matching/support';
import { adminLogin, bearer, createAccount, openAs, retireAdmin, type Account } from './support';

/**
 * Checks and answers worded by their codes (docs/decisions/092-message-codes.md): a Hindi
 * administrator reads a master form's checks in Hindi, with the field's Hindi label; a Hindi
 * member reads a profile check and the server's thanks for a report in Hindi, not the English the
 * server also sends.
 */
const hi = masterWords.hi;
let admin: Account;
let bride: Member;
let groom: Member;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  expect((await request.put('/api/account/language', { headers: bearer(groom), data: { locale: 'hi' } })).ok()).toBe(true);
});

test('a Hindi administrator reads a master form’s checks in Hindi', async ({ page, request }) => {
  const staff = await createAccount(request, admin, 'admin');
  expect((await request.put('/api/account/language', { headers: bearer(staff), data: { locale: 'hi' } })).status()).toBe(200);
  await openAs(page, staff, '/dashboard/religion-master/add');
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  const title = hi.screens['religion-master'];
  await page.getByLabel(hi.fields['religion-master'].sortOrder).fill('-1');
  await page.getByRole('button', { name: hi.add({ title }) }).click();
  await expect(page.getByText(hi.checks.required({ label: hi.fields['religion-master'].name }))).toBeVisible();
  await expect(page.getByText(hi.checks.least({ label: hi.fields['religion-master'].sortOrder, min: 0 }))).toBeVisible();
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await expect(page.getByText('Sort order must be at least 0')).toHaveCount(0);
  await retireAdmin(request, admin, staff);
});

test('a Hindi member reads a profile check and a report’s thanks in Hindi', async ({ page }) => {
  await openAs(page, groom, '/dashboard/profile/view-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: dashboardHi.profile.edit }).click();
  await page.getByLabel(profileHi.labels.personal.height).fill('40');
  await page.getByRole('button', { name: profileHi.form.next }).click();
  const check = profileHi.checks.atLeast({ label: profileHi.labels.personal.height, min: 90 });
  await expect(page.locator('main').getByText(check)).toBeVisible();
  await expect(page.getByText('Height (cm) must be at least 90')).toHaveCount(0);

  await page.goto(`/dashboard/profile/view-profile/${bride.userId}`);
  const t = dashboardHi.memberActions;
  await page.getByRole('button', { name: t.report, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.reportTitle({ name: bride.fullName }) });
  await dialog.getByLabel(t.reason).selectOption({ index: 1 });
  await dialog.getByLabel(t.whatHappened).fill('Her photos look copied from a film poster.');
  await dialog.getByRole('button', { name: t.sendReport }).click();
  const thanks = hiMessages[CODED.MEMBER_LOOP_MSG.reportReceived.code] as string;
  await expect(page.getByText(thanks)).toBeVisible();
  await expect(page.getByText(CODED.MEMBER_LOOP_MSG.reportReceived.text)).toHaveCount(0);
});
