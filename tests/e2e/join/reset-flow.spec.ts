import { expect, test } from '@playwright/test';
import { MSG } from '../../../src/shared/messages';
import { field, newPerson, readAuth, resetPathFor, toast, verifiedMemberByApi, open } from './support';

test('forgot password: a failed sign-in reveals the link, the e-mailed link sets a new password', async ({ page, request }) => {
  const person = newPerson('reset');
  await verifiedMemberByApi(request, person);
  await open(page, '/login');
  await expect(page.getByRole('button', { name: MSG.forgotPassword })).toHaveCount(0);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, MSG.loginAlert({ message: 'Invalid email or password' }))).toBeVisible();

  await page.getByRole('button', { name: MSG.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await field(dialog, 'Email').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText(MSG.resetEmailInvalid)).toBeVisible();
  await field(dialog, 'Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.resetSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();

  await open(page, await resetPathFor(person.email));
  await expect(page).toHaveURL(/\/reset-password$/); // the token is dropped from the address bar
  await field(page, 'New password').fill('Mogra-Flowers-77');
  await field(page, 'Confirm new password').fill('Mogra-Flowers-7');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await field(page, 'Confirm new password').fill('Mogra-Flowers-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.waitForURL('**/login');

  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill('Mogra-Flowers-77');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, MSG.loginSuccess)).toBeVisible();
  await page.waitForURL('**/dashboard**');
  expect(await readAuth(page)).toContain('accessToken');
});

test('a reset failure from the server is shown', async ({ page }) => {
  await page.route('**/api/auth/reset-password', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ responseCode: 500, response: null, error: { message: MSG.resetFailed } }),
    }),
  );
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ responseCode: 401, response: null, error: null }) }),
  );
  await open(page, '/login');
  await field(page, 'Email').fill('someone@example.in');
  await field(page, 'Password').fill('whatever-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: MSG.forgotPassword }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, MSG.resetFailed)).toBeVisible();
});
