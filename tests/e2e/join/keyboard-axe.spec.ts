import { expect, test, type Locator, type Page } from '@playwright/test';
import { OTP_LENGTH } from '../../../src/shared/constants';
import { JOIN_TEXT, MSG, PROFILE_VALIDATION, VALIDATION } from '../../../src/shared/messages';
import { axeViolations } from '../axe';
import { codeFor, field, inBothThemes, newPerson, registerByApi, submitRegistration, toast, open } from './support';

const PAGES = ['/login', '/register', '/reset-password?token=e2e-placeholder-token'];
const violations = (page: Page, include?: string) => axeViolations(page, { include });

// Each scan runs in the light theme, then again after the site's theme switch, in the dark.
for (const width of [360, 1280]) {
  test.describe(`light and dark at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const scan = (page: Page, what: string, include?: string) =>
      inBothThemes(page, async (theme) => expect(await violations(page, include), `${what}, ${theme}`).toEqual([]));

    test('sign-in, registration and the new-password page pass axe', async ({ page }) => {
      for (const path of PAGES) {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        // Errors are part of the page too: show them before the scan.
        await page.getByRole('button', { name: /^(Sign in|Register|Set new password)$/ }).click();
        await scan(page, path);
      }
    });

    test('the dialogs and the profile step pass axe', async ({ page, request }) => {
      // Registration: 'Verify OTPs', then 'Complete Your Profile' with its errors showing.
      const joining = newPerson(`axe${width}`);
      await open(page, '/register');
      await submitRegistration(page, joining);
      const verify = page.getByRole('dialog', { name: MSG.verifyOtpsTitle });
      await expect(verify).toBeVisible();
      await scan(page, 'the code dialog', 'dialog[open]');
      await field(verify, 'Verification code').fill(codeFor(joining.email));
      await verify.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MSG.completeProfileTitle);
      await page.getByRole('tab', { name: /Documents/ }).click();
      await page.getByRole('button', { name: MSG.submitProfile }).click();
      await expect(page.getByText(PROFILE_VALIDATION.invalidProfile)).toBeVisible();
      await scan(page, 'the profile step');

      // Sign-in of an unverified account: the OTP dialog; then a failed sign-in and the reset dialog.
      const pending = newPerson(`axeotp${width}`);
      await registerByApi(request, pending);
      await open(page, '/login');
      await field(page, 'Email').fill(pending.email);
      await field(page, 'Password').fill(pending.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const otp = page.getByRole('dialog', { name: 'Verify your account' });
      await expect(otp).toBeVisible();
      await otp.getByRole('button', { name: 'Verify' }).click(); // the code missing: its error shows
      await expect(otp.getByText(JOIN_TEXT.enterCode({ digits: OTP_LENGTH }))).toBeVisible();
      await scan(page, 'the sign-in code dialog', 'dialog[open]');
      await otp.getByRole('button', { name: 'Close' }).click();
      await field(page, 'Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: MSG.forgotPassword }).click();
      const reset = page.getByRole('dialog', { name: 'Reset your password' });
      await field(reset, 'Email').fill('not-an-address');
      await reset.getByRole('button', { name: 'Send reset link' }).click();
      await expect(reset.getByText(MSG.resetEmailInvalid)).toBeVisible();
      await scan(page, 'the reset dialog', 'dialog[open]');
    });
  });
}

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabUntil(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} never received focus`);
}
const tabTo = (page: Page, id: string) => tabUntil(page, page.locator(`#${id}`));

test('sign-in and the reset dialog work with the keyboard alone', async ({ page }) => {
  await open(page, '/login');
  await page.waitForLoadState('networkidle');
  await tabTo(page, 'field-email');
  await page.keyboard.press('Enter');
  await expect(page.getByText(VALIDATION.usernameRequired)).toBeVisible();
  await expect(page.locator('#field-email')).toBeFocused(); // focus goes to the first error
  await page.keyboard.type('nobody@e2e.example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'ALERT: ')).toBeVisible();
  await tabUntil(page, page.getByRole('button', { name: MSG.forgotPassword }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: MSG.forgotPassword })).toBeFocused(); // focus returns to the opener
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel(/^Email/)).toHaveValue('nobody@e2e.example.in');
  await page.keyboard.press('Enter'); // submits the reset request from the field
  await expect(toast(page, MSG.resetSuccess)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('registration works with the keyboard alone', async ({ page }) => {
  await open(page, '/register');
  await page.waitForLoadState('networkidle');
  await tabTo(page, 'field-name');
  await page.keyboard.press('Enter');
  await expect(page.getByText(VALIDATION.emailInvalid)).toBeVisible();
  await expect(page.locator('#field-name')).toBeFocused();
  await page.keyboard.type('Ravi Kumar');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ravi@e2e.example.in');
  await page.keyboard.press('Tab');
  await page.keyboard.type('98765-43210');
  // Kept as typed, read as its ten digits: no error.
  await expect(page.locator('#field-mobile')).toHaveValue('98765-43210');
  await expect(page.getByText(VALIDATION.mobileInvalid)).toBeHidden();
});

test('registration, the code and the profile tabs work with the keyboard alone', async ({ page }) => {
  const person = newPerson('keys');
  await open(page, '/register');
  await page.waitForLoadState('networkidle');
  await tabTo(page, 'field-name');
  for (const value of [person.name, person.email, person.mobile, person.password, person.password]) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter'); // Enter in the last field submits
  const dialog = page.getByRole('dialog', { name: MSG.verifyOtpsTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Verification code/)).toBeFocused();
  await page.keyboard.type(codeFor(person.email));
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(MSG.completeProfileTitle);
  await expect(heading).toBeFocused(); // the new step is announced
  await tabTo(page, 'profile-tab-personal');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /Documents/ })).toBeFocused();
  await expect(page.getByRole('tab', { name: /Documents/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight'); // wraps to the first
  await expect(page.getByRole('tab', { name: /Personal/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toBeVisible(); // into the panel, never lost
});
