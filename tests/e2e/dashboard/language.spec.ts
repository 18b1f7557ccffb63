import { expect, test, type Page } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../src/shared/i18n/dashboard/ta';
import { taMessages } from '../../../src/shared/i18n/forms/messages-ta';
import { axeViolations } from '../axe';
import { adminLogin, bearer, createAccount, openAs, type Account } from './support';

// The dashboard in the member's language (docs/decisions/043-dashboard-language.md).
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /^User menu for|का मेन्यू$|அவர்களின் மெனு$/ }).click();
  await page.getByRole('button', { name, exact: true }).click();
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a member switches the dashboard to Hindi, then Tamil: words, lang, kept by the server', async ({ page, request }) => {
      const member = await createAccount(request, admin, 'user');
      await openAs(page, member);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

      await chooseLanguage(page, 'हिन्दी');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1, name: dashboardHi.home.title })).toBeVisible();
      await expect(page.getByRole('button', { name: 'हिन्दी', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(dashboardHi.home.progress)).toBeVisible();
      // On a phone the menu is a drawer behind the top bar's button, named in Hindi too.
      if (width < 1024) await page.getByRole('button', { name: dashboardHi.shell.openMenu }).click();
      const menu = page.getByRole('navigation', { name: dashboardHi.shell.dashboard });
      await expect(menu.getByRole('link', { name: dashboardHi.menu.myProfile, exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: dashboardHi.menu.interests, exact: true })).toBeVisible();
      if (width < 1024) await page.keyboard.press('Escape');
      expect(await axeViolations(page)).toEqual([]);
      // The server keeps the choice: GET /auth/me says Hindi, and a fresh visit opens in it.
      expect((await (await request.get('/api/auth/me', { headers: bearer(member) })).json()).response.locale).toBe('hi');
      await page.evaluate(() => localStorage.removeItem('dashboardLocale'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1, name: dashboardHi.home.title })).toBeVisible();

      await chooseLanguage(page, 'தமிழ்');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await expect(page.getByRole('heading', { level: 1, name: dashboardTa.home.title })).toBeVisible();
      await expect(page.getByText(dashboardTa.home.progress)).toBeVisible();
      if (width < 1024) await page.getByRole('button', { name: dashboardTa.shell.openMenu }).click();
      await expect(
        page.getByRole('navigation', { name: dashboardTa.shell.dashboard }).getByRole('link', { name: dashboardTa.menu.settings, exact: true }),
      ).toBeVisible();
      if (width < 1024) await page.keyboard.press('Escape');
      expect(await axeViolations(page)).toEqual([]);

      // A page reached through the menu speaks it too.
      await page.goto('/dashboard/notifications');
      await expect(page.getByRole('heading', { level: 1, name: dashboardTa.notifications.title })).toBeVisible();
      await expect(page.getByRole('button', { name: dashboardTa.notifications.markAllRead })).toBeVisible();

      await chooseLanguage(page, 'English');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    });
  });
}

test('Search’s filters speak Hindi to a Hindi member', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale: 'hi' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAs(page, member, '/dashboard/search');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const filters = page.getByRole('form', { name: dashboardHi.search.filters.formName });
  await expect(page.getByRole('heading', { name: dashboardHi.search.filters.title, exact: true })).toBeVisible();
  // Religion and caste are lists of checkboxes under their names; the others are labelled fields.
  for (const name of [dashboardHi.search.filters.religion, dashboardHi.search.filters.caste])
    await expect(filters.getByRole('group', { name, exact: true })).toBeVisible();
  for (const label of [dashboardHi.search.filters.city, dashboardHi.search.filters.lastSignedIn])
    await expect(filters.getByLabel(label, { exact: true })).toBeVisible();
  await expect(filters.getByLabel(dashboardHi.search.filters.rangeFrom({ range: dashboardHi.search.filters.age }))).toBeVisible();
  await expect(filters.getByRole('group', { name: dashboardHi.search.filters.showOnly })).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: dashboardHi.search.filters.withPhoto })).toBeVisible();
  await expect(filters.getByRole('button', { name: dashboardHi.search.filters.search, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('Settings’ two-step sign-in speaks Tamil to a Tamil member, with the sign-in form’s words', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale: 'ta' } })).ok()).toBe(true);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAs(page, member, '/dashboard/settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.getByRole('heading', { name: taMessages['TWO_STEP_TEXT.title'] })).toBeVisible();
  await expect(page.getByTestId('two-step-state')).toHaveText(taMessages['TWO_STEP_TEXT.disabled']);
  await page.getByRole('button', { name: taMessages['TWO_STEP_TEXT.turnOn'] }).click();
  await expect(page.getByText(taMessages['TWO_STEP_TEXT.setupScan'])).toBeVisible();
  await expect(page.getByLabel(taMessages['ISLAND_TEXT.appCode'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a Tamil member who signs out lands on the Tamil sign-in page, told so in Tamil', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale: 'ta' } })).ok()).toBe(true);
  await openAs(page, member);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await page.getByRole('button', { name: /அவர்களின் மெனு$/ }).click();
  await page.getByRole('button', { name: dashboardTa.shell.logout }).click();
  await expect(page).toHaveURL(/\/ta\/login$/);
  await expect(page.getByRole('status').filter({ hasText: taMessages['MSG.logoutSuccess'] })).toBeVisible();
});

test('a Tamil member whose session has ended elsewhere is sent to the Tamil sign-in page, told why in Tamil', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale: 'ta' } })).ok()).toBe(true);
  await openAs(page, member);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  // The server forgets this token; the next visit finds out.
  expect((await request.get('/api/auth/logout', { headers: bearer(member) })).ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/ta\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: taMessages['MSG.sessionExpired'] })).toBeVisible();
});
