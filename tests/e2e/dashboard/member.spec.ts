import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';
import { DASHBOARD_TEXT } from '../../../src/shared/messages';
import { adminLogin, apiLogin, bearer, createAccount, openAs, type Account } from './support';

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a member opening an admin route by URL is refused in the UI and by the API', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  for (const path of ['/dashboard/caste-master', '/dashboard/user-master/edit/1', '/dashboard/profile/all-profile', '/dashboard/contact-list']) {
    await openAs(page, member, path);
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  }
  expect((await request.get('/api/Dashboard/GetUserSummary', { headers: bearer(member) })).status()).toBe(403);
  expect((await request.get('/api/user-matrimonial-detail/search', { headers: bearer(member) })).status()).toBe(403);
  expect((await request.post('/api/religion-master', { headers: bearer(member), data: { name: 'Nope' } })).status()).toBe(403);
});

test('an editor sees the Masters group, is refused admin pages, and the API refuses admin calls', async ({ page, request }) => {
  const editor = await createAccount(request, admin, 'editor');
  await openAs(page, editor, '/dashboard/religion-master');
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
  expect((await request.post('/api/religion-master', { headers: bearer(editor), data: { name: 'Nope' } })).status()).toBe(403);
  expect((await request.get('/api/contact-us', { headers: bearer(editor) })).status()).toBe(403);
});

test('a stale token goes back to /login with a message', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  await request.get('/api/auth/logout', { headers: bearer(member) }); // the server forgets this token
  await openAs(page, member, '/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
});

test('without auth data the dashboard sends the visitor to /login', async ({ page }) => {
  await page.goto('/dashboard/profile/view-profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('the member home shows their own figures and what to fill in before matches are counted', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  await openAs(page, member);
  await expect(page.getByText('Who viewed me')).toBeVisible();
  // A brand-new member is welcomed, not welcomed back.
  await expect(page.getByText(DASHBOARD_TEXT.welcome({ name: member.userName }))).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByText('Complete the personal and partner-preference tabs of your profile to see matches.')).toBeVisible();
  await expect(page.getByText('No paid plan is active')).toBeVisible();
  await page.getByRole('link', { name: 'Matching Profile' }).click();
  // A member without a profile yet is told what to do first (matching has its own suite in tests/e2e/matching).
  await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complete my profile' })).toBeVisible();
});

test('a member updates a profile field through the seven-tab form', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  await openAs(page, member, '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Full name').fill('Meera Kulkarni');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
  const saved = await (await request.get(`/api/user-detail/GetUserProfileAsync/${member.userId}`, { headers: bearer(member) })).json();
  expect(saved.response.personal.fullName).toBe('Meera Kulkarni');
  await page.getByRole('button', { name: 'Stop editing' }).click();
  await expect(page.getByText('Meera Kulkarni')).toBeVisible();
});

test('a member updates the password; other sessions end', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  const otherDevice = await apiLogin(request, member.email, member.password);
  await openAs(page, member, '/dashboard/password-update');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await page.getByLabel(/^Current password/).fill('wrong-password');
  await page.getByLabel(/^New password/).fill('Brand-New-Pass-2');
  await page.getByLabel(/^Confirm new password/).fill('Brand-New-Pass-2');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await page.getByLabel(/^Current password/).fill(member.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Other devices have been signed out' }).first()).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: bearer(otherDevice) })).status()).toBe(401);
  await apiLogin(request, member.email, 'Brand-New-Pass-2');
  await expect(page).toHaveURL(/password-update$/); // this device stays signed in
});

test('a member downloads their data and deletes the account', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  await openAs(page, member, '/dashboard/account');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.json$/);
  await page.getByLabel(/^Your password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('The password is not correct')).toBeVisible();
  await page.getByLabel(/^Your password/).fill(member.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/$/);
  const login = await request.post('/api/auth/login', { data: { email: member.email, password: member.password } });
  expect(login.status()).toBeGreaterThanOrEqual(400);
});
