import { expect, test } from '@playwright/test';
import { DOCUMENT_TEXT, MSG } from '../../../src/shared/messages';
import { consoleErrors, envelope, field, newPerson, open, reachProfileStep, submitRegistration, toast } from './support';

/**
 * The texts of docs/product/messages.md that appear only when a call fails in a particular way: the
 * server answers without a message ('… failed' defaults) or no answer arrives at all.
 */

test('sign-in: the server\'s silence reads "ALERT: Login failed", no reply "ALERT: Network error", and "API Error" is logged', async ({ page }) => {
  const logged = consoleErrors(page);
  await page.route('**/api/auth/login', (route) => route.fulfill(envelope(401, null)), { times: 1 });
  await open(page, '/login');
  await field(page, 'Email').fill('someone@e2e.example.in');
  await field(page, 'Password').fill('whatever-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, MSG.loginAlert({ message: MSG.loginFailedDefault }))).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: MSG.loginAlert({ message: MSG.loginFailedDefault }) })
      .first(),
  ).toBeVisible();
  expect(logged.some((text) => text.startsWith(MSG.apiError))).toBe(true);

  await page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, MSG.loginAlert({ message: MSG.networkError }))).toBeVisible();
  await expect(page.getByRole('button', { name: MSG.forgotPassword })).toBeVisible();
});

test('registration: "Registration failed" when the server gives no reason, "Server error" when it never answers', async ({ page }) => {
  const person = newPerson('regfail');
  await page.route('**/api/auth/register', (route) => route.fulfill(envelope(500, null)), { times: 1 });
  await open(page, '/register');
  await submitRegistration(page, person);
  await expect(toast(page, MSG.somethingWentWrong)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MSG.registrationFailed })).toBeVisible();

  await page.route('**/api/auth/register', (route) => route.abort('connectionrefused'), { times: 1 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MSG.serverError })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('forgot password: "Reset password failed" by default, "An unexpected error occurred" when no reply arrives', async ({ page }) => {
  await page.route('**/api/auth/login', (route) => route.fulfill(envelope(401, 'Invalid email or password')));
  await open(page, '/login');
  await field(page, 'Email').fill('someone@e2e.example.in');
  await field(page, 'Password').fill('whatever-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: MSG.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(field(dialog, 'Email')).toHaveValue('someone@e2e.example.in'); // carried over from the form

  await page.route('**/api/auth/reset-password', (route) => route.fulfill(envelope(502, null)), { times: 1 });
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.resetFailed)).toBeVisible();
  await page.route('**/api/auth/reset-password', (route) => route.abort('internetdisconnected'), { times: 1 });
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.unexpectedError)).toBeVisible();
  await expect(dialog).toBeVisible(); // nothing was sent, so the member can try again
});

test('the reset page: a refused link shows the server\'s reason, silence "Reset password failed", no reply "An unexpected error occurred"', async ({
  page,
}) => {
  await open(page, '/reset-password?token=e2e-not-a-real-token-0123456789');
  await field(page, 'New password').fill('Mogra-Flowers-77');
  await field(page, 'Confirm new password').fill('Mogra-Flowers-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Request a new link' });
  await expect(problem).toBeVisible(); // the real server refuses the made-up token with its own words
  await expect(problem).not.toContainText(MSG.resetFailed);

  await page.route('**/api/auth/complete-reset', (route) => route.fulfill(envelope(400, null)), { times: 1 });
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(problem).toContainText(MSG.resetFailed);
  await page.route('**/api/auth/complete-reset', (route) => route.abort('internetdisconnected'), { times: 1 });
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(problem).toContainText(MSG.unexpectedError);
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('step 3 without a userId warns "User ID not found. Please register again." and a failed list reads "Failed to fetch"', async ({ page }) => {
  // A verification reply that lost the member's id, and a reference list the server cannot give.
  await page.route('**/api/auth/verify-otp', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    delete body.response.userId;
    await route.fulfill({ response: reply, json: body });
  });
  await page.route('**/api/religion-master?*', (route) => route.fulfill(envelope(503, null)));
  await reachProfileStep(page, newPerson('nouser'));
  await expect(toast(page, MSG.fetchFailed)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, MSG.userIdMissing)).toBeVisible();
  await expect(page.getByRole('tab', { name: /Personal/ })).toHaveAttribute('aria-selected', 'true');
  await expect(toast(page, MSG.profileSaveFailed)).toHaveCount(0);
});

test('on the registration screen a failed upload is only logged: no "Failed to upload document." toast', async ({ page }) => {
  const logged = consoleErrors(page);
  await reachProfileStep(page, newPerson('quietupload'));
  await page.getByRole('tab', { name: /Documents/ }).click();
  await page.getByLabel('Choose file for PAN card').setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\necho hi\n') });
  await expect(page.getByRole('alert').filter({ hasText: DOCUMENT_TEXT.wrongType })).toBeVisible();
  await expect.poll(() => logged.some((text) => text.includes(MSG.uploadFailed))).toBe(true);
  await expect(toast(page, MSG.uploadFailed)).toHaveCount(0);
});

test('Verify OTPs: a refusal without a reason reads "OTP verification failed" under the code', async ({ page }) => {
  await open(page, '/register');
  await submitRegistration(page, newPerson('otpsilent'));
  const dialog = page.getByRole('dialog', { name: MSG.verifyOtpsTitle });
  await expect(dialog).toBeVisible();
  await page.route('**/api/auth/verify-otp', (route) => route.fulfill(envelope(400, null)), { times: 1 });
  await field(dialog, 'Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, MSG.otpFailedWarning)).toBeVisible();
  await expect(dialog.getByText(MSG.otpFailed, { exact: true })).toBeVisible();
  await expect(dialog.getByText('2 attempts left')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`at ${width} px the first save creates the profile: "Failed to create profile", "Network error" without a reply; later saves "Failed to save profile"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await reachProfileStep(page, newPerson(`create${width}`));
    await field(page, 'Full name').fill('Ananya Sharma');
    const save = '**/api/user-matrimonial-detail/UpdateUserMatrimonial';
    await page.route(save, (route) => route.fulfill(envelope(503, null)), { times: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, MSG.profileCreateFailed)).toBeVisible();
    await page.route(save, (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, MSG.networkError)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('tab', { name: /Contact/ })).toHaveAttribute('aria-selected', 'true');
    await page.route(save, (route) => route.fulfill(envelope(503, null)), { times: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(toast(page, MSG.profileSaveFailed)).toBeVisible();
  });
}
