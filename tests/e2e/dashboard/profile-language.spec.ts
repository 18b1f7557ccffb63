import { expect, test } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { formsText } from '../../../src/shared/i18n/forms';
import { taMessages } from '../../../src/shared/i18n/forms/messages-ta';
import { profileHi } from '../../../src/shared/i18n/profile/hi';
import { profileTa } from '../../../src/shared/i18n/profile/ta';
import { axeViolations } from '../axe';
import { codeFor, field, newPerson } from '../join/support';
import { matchingPair, type Member } from '../matching/support';
import { adminLogin, bearer, openAs } from './support';

/**
 * My Profile, its edit form and another member's profile in Hindi for a member who chose it
 * (docs/decisions/046-profile-language.md): tabs, field labels, fixed choices and actions; and
 * the registration's profile step on a Tamil page.
 */
let bride: Member;
let groom: Member;

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  const chosen = await request.put('/api/account/language', { headers: bearer(bride), data: { locale: 'hi' } });
  expect(chosen.ok()).toBe(true);
});

for (const width of [360, 1280]) {
  test(`a Hindi member reads and edits My Profile in Hindi (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAs(page, bride, '/dashboard/profile/view-profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: dashboardHi.profile.title })).toBeVisible();
    const personal = page.getByRole('region', { name: profileHi.tabs.personal });
    await expect(personal.locator('dt', { hasText: new RegExp(`^${profileHi.labels.personal.fullName}$`) })).toBeVisible();
    await expect(personal.locator('dt', { hasText: new RegExp(`^${profileHi.labels.personal.religionId}$`) })).toBeVisible();
    await expect(page.getByRole('region', { name: profileHi.tabs.partnerPreferences })).toBeVisible();
    await expect(page.getByText('Date of birth')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: dashboardHi.profile.edit }).click();
    await expect(page.getByRole('heading', { level: 1, name: dashboardHi.profile.editTitle })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(Object.values(profileHi.tabs).map((label) => new RegExp(label)));
    await expect(page.getByLabel(profileHi.labels.personal.dob)).toBeVisible();
    await expect(page.getByLabel(profileHi.labels.personal.genderId)).toContainText(profileHi.choices.gender[2]);
    await expect(page.getByRole('button', { name: profileHi.form.next })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a Hindi member reads another member’s profile in Hindi', async ({ page }) => {
  await openAs(page, bride, `/dashboard/profile/view-profile/${groom.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: groom.fullName })).toBeVisible();
  await expect(page.getByRole('region', { name: profileHi.tabs.personal })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: dashboardHi.contact.title })).toBeVisible();
  await expect(page.getByRole('button', { name: dashboardHi.memberActions.sendInterest })).toBeVisible();
  await expect(page.locator('dt', { hasText: new RegExp(`^${dashboardHi.profile.age}$`) })).toBeVisible();
});

test('registering on the Tamil page, the profile step speaks Tamil', async ({ page }) => {
  const person = newPerson('tamil-profile');
  const t = formsText('ta');
  await page.goto('/ta/register');
  await field(page, t.register.fullName).fill(person.name);
  await field(page, t.register.email).fill(person.email);
  await field(page, t.register.mobile).fill(person.mobile);
  await field(page, t.register.password).fill(person.password);
  await field(page, t.register.confirmPassword).fill(person.password);
  await page.getByRole('button', { name: t.register.submit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogs.registerVerifyTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(taMessages['ISLAND_TEXT.codeLabel']).fill(codeFor(person.email));
  await dialog.getByRole('button', { name: t.dialogs.verify, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.register.profileTitle);
  await expect(page.getByRole('tab')).toHaveText(Object.values(profileTa.tabs).map((label) => new RegExp(label)));
  await expect(field(page, profileTa.labels.personal.fullName)).toBeVisible();
  await expect(field(page, profileTa.labels.personal.genderId)).toContainText(profileTa.choices.gender[2]);
  await expect(page.getByRole('button', { name: profileTa.form.next })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
