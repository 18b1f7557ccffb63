import { expect, test } from '@playwright/test';
import { consentWords } from '../../../src/shared/i18n/consents';
import { OPTIONAL_PURPOSES } from '../../../src/shared/schemas/consents';
import { codeFor, newPerson, open, submitRegistration } from './support';

const en = consentWords('en');

test('registration shows the consent notice by purpose, none ticked, and records what the person ticked', async ({ page, request }) => {
  const person = newPerson('consent');
  await open(page, '/register');
  const notice = page.getByRole('group', { name: en.notice.heading });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(en.notice.needed)).toBeVisible();
  for (const purpose of OPTIONAL_PURPOSES) await expect(notice.getByRole('checkbox', { name: en.purposes[purpose] })).not.toBeChecked();
  await expect(page.getByText(en.notice.declaration)).toBeVisible();

  await notice.getByRole('checkbox', { name: en.purposes['horoscope-matching'] }).check();
  const sent = page.waitForRequest('**/api/auth/register');
  const answered = page.waitForResponse('**/api/auth/register');
  await submitRegistration(page, person);
  const body = (await sent).postDataJSON();
  expect(body.declaration).toBe(true);
  expect(body.consents).toEqual({ 'horoscope-matching': true });

  // Verified with the code, the member reads back what she gave: horoscope matching only.
  const { userId, verificationToken } = (await (await answered).json()).response;
  const code = codeFor(person.email);
  const verified = await request.post('/api/auth/verify-otp', {
    data: { userId, verificationToken, email: person.email, mobile: person.mobile, emailOtpCode: code, mobileOtpCode: code },
  });
  const token = (await verified.json()).response.accessToken as string;
  const consents = (await (await request.get('/api/settings/consents', { headers: { authorization: `Bearer ${token}` } })).json()).response;
  expect(consents.declaredAt).toEqual(expect.any(String));
  expect(Object.fromEntries(consents.purposes.map((p: { purpose: string; granted: boolean }) => [p.purpose, p.granted]))).toEqual({
    'promotional-mail': false,
    sms: false,
    'horoscope-matching': true,
    'family-helpers': false,
    'selfie-verification': false,
  });
});

for (const locale of ['hi', 'ta'] as const) {
  test(`the consent notice reads in ${locale === 'hi' ? 'Hindi' : 'Tamil'}, in that language only`, async ({ page }) => {
    const words = consentWords(locale);
    await open(page, `/${locale}/register`);
    const notice = page.getByRole('group', { name: words.notice.heading });
    for (const purpose of OPTIONAL_PURPOSES) await expect(notice.getByRole('checkbox', { name: words.purposes[purpose] })).toBeVisible();
    await expect(page.getByText(words.notice.declaration)).toBeVisible();
    await expect(page.getByText(en.notice.heading)).toHaveCount(0);
  });
}
