import { expect, test } from '@playwright/test';
import { TWO_STEP_TEXT } from '../../../src/shared/messages';
import { dashboardEn as W } from '../../../src/shared/i18n/dashboard/en';
import { axeViolations } from '../axe';
import { screenshotsAround } from '../shots';
import { codeAt } from '../../helpers/two-step';
import { newPerson, verifiedMemberByApi } from '../join/support';
import { buyPlan } from '../matching/support';
import { adminLogin, apiLogin, createAccount, openAs, settled } from './support';

/** Small words and states a member reads (docs/product/states.md, docs/product/trust.md). */

test('My Profile starts from the registration name, shows initials, and says what is still to be checked', async ({ page, request }) => {
  const person = { ...newPerson('states'), name: 'Meera Krishnan' };
  await verifiedMemberByApi(request, person);
  const member = await apiLogin(request, person.email, person.password);
  await openAs(page, member, '/dashboard/profile/view-profile');
  await settled(page);
  // The photo's place: the member's initials, never a stray letter.
  const avatar = page.getByRole('img', { name: W.common.noPhoto({ name: 'Meera Krishnan' }) });
  await expect(avatar).toHaveText('MK');
  // The full name as given at registration.
  await expect(page.getByText('Meera Krishnan').first()).toBeVisible();
  // Right after the e-mail and mobile codes: what is confirmed, and what an administrator still checks.
  const note = page.getByText(/Still to be checked by an administrator: your photo, your identity document,? and your profile\./);
  await expect(note).toBeVisible();
  await expect(page.getByText(/Already confirmed: (Mobile verified|E-mail verified)/)).toBeVisible();
  await expect(page.getByText('Not verified yet')).toHaveCount(0);

  await page.getByRole('button', { name: W.profile.edit }).click();
  await expect(page.getByLabel(/^Full name/)).toHaveValue('Meera Krishnan');
  await page.getByRole('button', { name: W.profile.stopEditing }).click();
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotsAround(page, 'member-states-my-profile');
});

test('two-step sign-in reads "on" as soon as the recovery codes are shown', async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request), 'user');
  await openAs(page, member, '/dashboard/settings');
  await page.getByRole('button', { name: TWO_STEP_TEXT.turnOn }).click();
  const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Code from the app/).fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await expect(page.getByTestId('two-step-state')).toHaveText(TWO_STEP_TEXT.enabled);
  await screenshotsAround(page, 'member-states-two-step-codes');
});

test('a search link with an unknown sort searches in the default order', async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request), 'user');
  await openAs(page, member, '/dashboard/search?ageMin=21&sort=cheapest');
  await settled(page);
  await expect(page.getByText(/has the wrong type/)).toHaveCount(0);
  await expect(page.getByText(W.search.failed)).toHaveCount(0);
  await expect(page.getByLabel(W.search.sortBy)).toHaveValue('best');
});

test('a profile that is not available offers going back to matches, not "Try again"', async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request), 'user');
  await openAs(page, member, '/dashboard/profile/view-profile/999999999');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: W.profile.backToMatches })).toHaveAttribute('href', '/dashboard/profile/matching-profile');
  await expect(alert.getByRole('button', { name: W.common.tryAgain })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotsAround(page, 'member-states-not-available');
});

test('Subscription on a phone: each plan a card with its end date (with the year), amount and contact views', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user');
  await buyPlan(request, admin, member, 7);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAs(page, member, '/dashboard/subscription');
  await settled(page);
  const card = page.getByRole('list', { name: W.plans.yourSubscriptions }).getByRole('listitem').first();
  await expect(card).toBeVisible();
  const year = String(new Date().getFullYear());
  await expect(card.getByRole('definition').nth(1)).toContainText(new RegExp(`${year}|${Number(year) + 1}`));
  await expect(card.getByText(W.plans.columns[3])).toBeVisible();
  await expect(card.getByText(W.plans.columns[4])).toBeVisible();
  await expect(card.getByText(W.plans.columns[5])).toBeVisible();
  await expect(card.getByText(W.plans.ofTotal({ left: '7', total: '7' }))).toBeVisible();
  // Nothing waits behind a sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('table')).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('table')).toBeVisible();
  await expect(
    page
      .getByRole('table')
      .getByRole('cell', { name: new RegExp(year) })
      .first(),
  ).toBeVisible();
  await screenshotsAround(page, 'member-states-subscription');
});
