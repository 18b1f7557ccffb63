import { expect, test } from '@playwright/test';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';
import { hiMessages } from '../../../src/shared/i18n/forms/messages-hi';
import { profileHi } from '../../../src/shared/i18n/profile/hi';
import { MSG } from '../../../src/shared/messages';
import { axeViolations } from '../axe';
import { screenshot } from '../screenshots';
import { fullProfile } from '../../factories/profile-body';
import { adminLogin, createAccount, inBothThemes } from '../dashboard/support';
import { referenceIds } from '../matching/support';
import { fillWizardByApi, newPerson, reachProfileStep, toast } from './support';

/**
 * Finishing the registration wizard (docs/product/states.md): 'Submit Profile' keeps the member
 * signed in with the session verification gave and opens their matches; no second sign-in.
 */
for (const width of [360, 1280]) {
  test(`Submit Profile lands on the matches, signed in (${width} px, light and dark)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const person = newPerson(`submit${width}`);
    await reachProfileStep(page, person);
    await page.getByRole('tab', { name: /Documents/ }).click();
    await page.getByRole('button', { name: MSG.submitProfile }).click();
    // The required fields are missing: refused, as before.
    await expect(toast(page, MSG.profileSubmitFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/register/);

    // Filled through the API with the wizard's own session, then submitted from the form.
    const progress = await fillWizardByApi(page, request, person);
    await page.getByRole('tab', { name: /Documents/ }).click();
    await page.getByRole('button', { name: MSG.submitProfile }).click();
    await expect(toast(page, MSG.profileSubmitted)).toBeVisible();
    await page.waitForURL('**/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
    const auth = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)) ?? 'null');
    expect(auth).toMatchObject({ role: 'user', userName: person.name, accessToken: progress.token });
    // The wizard's progress is gone: /register starts afresh.
    expect(await page.evaluate(() => localStorage.getItem('registrationProgress'))).toBeNull();
    await page.waitForLoadState('networkidle');
    // The matches in the theme they opened in, then in the other.
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `submitted-matches-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `matches, ${theme}: ${v}`)).toEqual([]);
    });
  });
}

test('a Hindi profile submitted when its session cannot be read back: the Hindi sign-in page, told in Hindi', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin);
  const body = fullProfile(member.userId, await referenceIds(request, admin), { personal: { fullName: member.userName, subCaste: '' } });
  const saved = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', {
    headers: { authorization: `Bearer ${member.accessToken}` },
    data: body,
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The wizard resumes where it was left, on the Documents tab, signed in with verification's
  // session (set once, before the first page); reading the session back fails.
  await page.addInitScript(
    ([progress, key, auth]) => {
      if (sessionStorage.getItem('e2e-set')) return;
      sessionStorage.setItem('e2e-set', '1');
      localStorage.setItem('registrationProgress', progress);
      localStorage.setItem(key, auth);
    },
    [
      JSON.stringify({ userId: member.userId, token: member.accessToken, email: member.email, tab: 'documents' }),
      AUTH_STORAGE_KEY,
      JSON.stringify({ accessToken: member.accessToken, role: 'user', userName: member.userName }),
    ],
  );
  await page.route('**/api/auth/me', (route) => route.abort());
  await page.goto('/hi/register');
  await expect(page.getByRole('tab', { name: new RegExp(profileHi.tabs.documents) })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: profileHi.form.submit }).click();
  await page.waitForURL(/\/hi\/login\?submitted=1&email=/);
  await expect(toast(page, hiMessages['MSG.profileSubmitted'])).toBeVisible();
});
