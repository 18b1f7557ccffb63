import { expect, test, type Locator, type Page } from '@playwright/test';
import { JOIN_TEXT, MSG, VALIDATION } from '../../../src/shared/messages';
import { OTP_RESEND_SECONDS } from '../../../src/shared/constants';
import { codeFor, field, newPerson, readAuth, registerByApi, submitRegistration, toast, open } from './support';
import { pauseClockSoon } from '../clock.ts';

const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

test('registration: three wrong codes delete the account, reset the form and close the modal', async ({ page }) => {
  const person = newPerson('reg3');
  await open(page, '/register');
  await submitRegistration(page, person);
  const dialog = page.getByRole('dialog', { name: MSG.verifyOtpsTitle });
  await expect(dialog).toBeVisible();
  const bad = wrongCode(codeFor(person.email));
  for (let attempt = 1; attempt <= 3; attempt++) {
    await field(dialog, 'Verification code').fill(bad);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    if (attempt < 3) {
      await expect(toast(page, MSG.otpFailedWarning)).toBeVisible();
      await expect(dialog.getByText(`${3 - attempt} attempt`)).toBeVisible();
    }
  }
  await expect(toast(page, MSG.otpFailed3)).toBeVisible();
  await expect(dialog).toBeHidden();
  // One explanation of what happened and what to do next, not a stack of toasts.
  await expect(page.getByRole('alert').filter({ hasText: JOIN_TEXT.removedAfterThreeRegister })).toBeVisible();
  await expect(page.locator('[role="status"], [role="alert"]').filter({ hasText: MSG.otpFailedWarning })).toHaveCount(0);
  await expect(field(page, 'Email')).toHaveValue('');
  await expect(field(page, 'Full name')).toHaveValue('');
  // The account is gone: the same e-mail can sign up again... and cannot sign in.
  await open(page, '/login');
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'ALERT: ')).toBeVisible();
});

test('login of an unverified account: the OTP dialog, three failures, account removed', async ({ page, request }) => {
  const person = newPerson('login3');
  await registerByApi(request, person);
  await open(page, '/login');
  // Section 5 messages of the sign-in form.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(VALIDATION.usernameRequired)).toBeVisible();
  await expect(page.getByText(VALIDATION.passwordMin)).toBeVisible();
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(dialog).toBeVisible();
  const bad = wrongCode(codeFor(person.email));
  // One code box, as registration has.
  await expect(dialog.getByRole('textbox')).toHaveCount(1);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await field(dialog, 'Verification code').fill(bad);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // The hint counts down once this attempt's answer is in: typing the next code before then
    // would be cleared by that answer.
    if (attempt < 3) {
      await expect(toast(page, MSG.otpFailed)).toBeVisible();
      await expect(dialog.getByText(`${3 - attempt} attempt`)).toBeVisible();
    }
  }
  await expect(toast(page, MSG.otpFailed3Login)).toBeVisible();
  await expect(dialog).toBeHidden();
  const explained = page.getByRole('alert').filter({ hasText: JOIN_TEXT.removedAfterThreeLogin });
  await expect(explained.getByRole('link', { name: JOIN_TEXT.registerAgain })).toHaveAttribute('href', '/register');
  expect(await readAuth(page)).toBeNull();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, MSG.loginAlert({ message: 'Invalid email or password' }))).toBeVisible();
  await expect(page.getByRole('button', { name: MSG.forgotPassword })).toBeVisible();
});

test('login of an unverified account: the right code verifies and signs in', async ({ page, request }) => {
  const person = newPerson('loginok');
  await registerByApi(request, person);
  await open(page, '/login');
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(dialog).toBeVisible();
  const code = codeFor(person.email); // the fresh code sent by the login
  await field(dialog, 'Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page, MSG.otpSuccessLogin)).toBeVisible();
  await expect(toast(page, MSG.loginSuccess)).toBeVisible();
  await page.waitForURL('**/dashboard**');
  expect(JSON.parse((await readAuth(page)) ?? '{}')).toMatchObject({ role: 'user', userName: person.name });
});

test('a failed registration call says so', async ({ page }) => {
  await page.route('**/api/auth/register', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        responseCode: 409,
        response: null,
        error: { message: 'This email is already registered', fields: { email: 'This email is already registered' } },
      }),
    }),
  );
  const person = newPerson('dup');
  await open(page, '/register');
  await submitRegistration(page, person);
  // The server's reason, said in the panel above the form, with no 'Something went wrong!' beside it (docs/product/messages.md).
  await expect(page.getByRole('alert').filter({ hasText: 'This email is already registered' })).toBeVisible();
  await expect(page.getByText(MSG.somethingWentWrong)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toBeHidden();
});

/**
 * Waits for the dialog's disabled "Send a new code in N s" button, stops time (from here only the
 * test moves it, so the countdown then reads exactly what has passed), and returns the seconds
 * left. The countdown started at the full wait; a busy machine may take a few of its seconds
 * between the dialog opening and this reading.
 */
async function countdownFromFullWait(page: Page, dialog: Locator): Promise<number> {
  const button = dialog.getByRole('button', { name: /Send a new code in/ });
  await expect(button).toBeDisabled();
  await pauseClockSoon(page);
  const name = (await button.textContent()) ?? '';
  const left = Number(/(\d+) s/.exec(name)?.[1]);
  expect(left, `the countdown in "${name}"`).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
  expect(left, `the countdown in "${name}"`).toBeGreaterThanOrEqual(OTP_RESEND_SECONDS - 5);
  return left;
}

for (const width of [360, 1280]) {
  test(`at ${width} px "Send a new code" counts down before it can be used, at registration and at sign-in`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.clock.install();
    const person = newPerson(`resend${width}`);
    await open(page, '/register');
    await submitRegistration(page, person);
    const dialog = page.getByRole('dialog', { name: MSG.verifyOtpsTitle });
    const left = await countdownFromFullWait(page, dialog);
    await page.clock.runFor(10_000);
    await expect(dialog.getByRole('button', { name: JOIN_TEXT.sendNewCodeIn({ seconds: left - 10 }) })).toBeDisabled();
    await page.clock.runFor((left - 10) * 1000);
    await expect(dialog.getByRole('button', { name: JOIN_TEXT.sendNewCode, exact: true })).toBeEnabled();

    const other = newPerson(`resendlogin${width}`);
    await registerByApi(request, other);
    await open(page, '/login');
    await field(page, 'Email').fill(other.email);
    await field(page, 'Password').fill(other.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your account' });
    const waiting = await countdownFromFullWait(page, verify);
    await page.clock.runFor((waiting - 1) * 1000);
    await expect(verify.getByRole('button', { name: JOIN_TEXT.sendNewCodeIn({ seconds: 1 }) })).toBeDisabled();
    await page.clock.runFor(1000);
    await expect(verify.getByRole('button', { name: JOIN_TEXT.sendNewCode, exact: true })).toBeEnabled();
  });
}
