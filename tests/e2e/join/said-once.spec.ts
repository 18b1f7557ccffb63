import { expect, test } from '@playwright/test';
import { AUTH_TEXT, JOIN_TEXT, MSG, TWO_STEP_TEXT } from '../../../src/shared/messages';
import { formsText } from '../../../src/shared/i18n/forms';
import { axeViolations } from '../axe';
import { screenshotsAround } from '../shots';
import { codeAt } from '../../helpers/two-step';
import { field, newPerson, open, submitRegistration, verifiedMemberByApi } from './support';

/** A message is said once, where the person is looking (docs/product/messages.md). */
for (const locale of ['en', 'hi', 'ta'] as const) {
  test(`a wrong password on the ${locale} sign-in page is said once`, async ({ page }) => {
    await open(page, locale === 'en' ? '/login' : `/${locale}/login`);
    const t = formsText(locale).login;
    await page.locator('input[type=email]').fill(`nobody-${Date.now()}@e2e.example.in`);
    await page.locator('input[type=password]').fill('Not-the-password-1');
    await page.getByRole('button', { name: t.submit }).click();
    // 'ALERT: …' in the page's language, with the server's reason in it, once: no toast repeats it.
    const prefix = t.alert({ message: '' });
    await expect(page.getByRole('alert').filter({ hasText: prefix })).toBeVisible();
    if (locale === 'en') await expect(page.getByRole('alert')).toHaveText(t.alert({ message: AUTH_TEXT.invalidCredentials }));
    await expect(page.getByText(prefix)).toHaveCount(1);
    await expect(page.locator('[role="status"]').filter({ hasText: prefix })).toHaveCount(0);
    if (locale === 'hi') await screenshotsAround(page, 'said-once-login-hi');
  });
}

test('registering with an e-mail already registered: one message, and "Sign in instead" in view and focused', async ({ page, request }) => {
  const taken = newPerson('taken');
  await verifiedMemberByApi(request, taken);
  await page.setViewportSize({ width: 360, height: 700 });
  await open(page, '/register');
  await submitRegistration(page, { ...newPerson('again'), email: taken.email });
  const panel = page.getByRole('alert').filter({ hasText: JOIN_TEXT.signInInstead });
  await expect(panel).toBeFocused();
  await expect(panel).toBeInViewport();
  await expect(panel.getByRole('link', { name: JOIN_TEXT.signInInstead })).toBeInViewport();
  await expect(page.getByText(MSG.somethingWentWrong)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotsAround(page, 'said-once-register-taken');
});

test('the recovery step is titled for recovery codes', async ({ page, request }) => {
  const person = newPerson('recovery');
  await verifiedMemberByApi(request, person);
  const login = await (await request.post('/api/auth/login', { data: { email: person.email, password: person.password } })).json();
  const auth = { authorization: `Bearer ${login.response.accessToken}` };
  const setup = await (await request.post('/api/auth/two-step/setup', { headers: auth, data: {} })).json();
  expect((await request.post('/api/auth/two-step/confirm', { headers: auth, data: { code: codeAt(setup.response.secret) } })).status()).toBe(200);

  await open(page, '/login');
  await field(page, 'Email').fill(person.email);
  await field(page, 'Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.stepTitle })).toBeVisible();
  await page.getByRole('button', { name: TWO_STEP_TEXT.useRecovery }).click();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.recoveryStepTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.stepTitle })).toHaveCount(0);
  await expect(page.getByRole('form', { name: TWO_STEP_TEXT.recoveryStepTitle })).toBeVisible();
  await screenshotsAround(page, 'said-once-recovery-step');
  await page.getByRole('button', { name: TWO_STEP_TEXT.useApp }).click();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.stepTitle })).toBeVisible();
});
