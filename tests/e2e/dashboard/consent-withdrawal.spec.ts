import { expect, test, type APIRequestContext } from '@playwright/test';
import { consentWords } from '../../../src/shared/i18n/consents';
import { codeFor, newPerson } from '../join/support';
import { openAs, settled } from './support';

const t = consentWords('en');

/** A member who ticked horoscope matching and promotional mail at registration, signed in. */
async function memberWithConsents(request: APIRequestContext) {
  const person = newPerson('withdraw');
  const reg = await request.post('/api/auth/register', {
    data: { ...person, confirmPassword: person.password, declaration: true, consents: { 'horoscope-matching': true, 'promotional-mail': true } },
  });
  expect(reg.status()).toBe(201);
  const { userId, verificationToken } = (await reg.json()).response;
  const code = codeFor(person.email);
  const res = await request.post('/api/auth/verify-otp', {
    data: { userId, verificationToken, email: person.email, mobile: person.mobile, emailOtpCode: code, mobileOtpCode: code },
  });
  const r = (await res.json()).response;
  return { accessToken: r.accessToken as string, role: r.role as string, userName: r.userName as string };
}

test('withdrawing a consent in Settings stops that purpose: horoscope matching turns guna milan off', async ({ page, request }) => {
  const member = await memberWithConsents(request);
  await openAs(page, member, '/dashboard/settings');
  await settled(page);
  const guna = page.getByRole('checkbox', { name: /guna milan/i });
  await expect(guna).toBeChecked();

  const section = page.getByRole('region', { name: t.settings.heading });
  const row = section.getByRole('list', { name: t.settings.heading }).getByRole('listitem').filter({ hasText: t.purposes['horoscope-matching'] });
  await expect(row).toContainText(t.settings.given);
  await row.getByRole('button', { name: t.settings.withdraw }).click();
  await expect(page.getByText(t.settings.saved).first()).toBeVisible();
  await expect(row).toContainText(t.settings.withdrawn);
  await expect(row.getByRole('button', { name: t.settings.give })).toBeVisible();
  // The log shows the withdrawal with its time, above the grant made at registration.
  const log = section.getByRole('list', { name: t.settings.log });
  await expect(log.getByRole('listitem').first()).toContainText(`${t.purposes['horoscope-matching']} withdrawn`);
  await expect(log.getByRole('listitem').first()).toContainText('IST');

  // The purpose has stopped: after a reload guna milan is off, as the server says.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('checkbox', { name: /guna milan/i })).not.toBeChecked();
  const setting = await request.get('/api/settings/horoscope-matching', { headers: { authorization: `Bearer ${member.accessToken}` } });
  expect((await setting.json()).response).toEqual({ horoscopeMatching: false });
  const mail = await request.get('/api/settings/notification-mail', { headers: { authorization: `Bearer ${member.accessToken}` } });
  expect((await mail.json()).response['new-matches']).toBe('daily');
});
