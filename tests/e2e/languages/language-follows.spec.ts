import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../src/shared/i18n/dashboard/ta';
import { formsText } from '../../../src/shared/i18n/forms';
import { LOCALE_TAG, localePath } from '../../../src/shared/i18n/locales';
import { AUTH_STORAGE_KEY } from '../../../src/shared/storage-keys';
import { latestMail } from '../../helpers/outbox';
import { adminLogin, apiLogin, bearer, createAccount, openAs, type Account } from '../dashboard/support';
import { codeFor, dataDir, field, newPerson, open } from '../join/support';
import { reachProfileStepIn } from './support';
import { englishOn } from './english-words';

/**
 * The language a person chose follows them (docs/product/pages.md): through a family invitation,
 * out of an unfinished registration, and back after signing out, each sign-in page and dashboard
 * is the one of their language, and a family helper's screens read in it to the last word.
 */
test.describe.configure({ mode: 'parallel' });

const DASHBOARD = { hi: dashboardHi, ta: dashboardTa } as const;
/** The family role, fourth of the seeded roles (src/server/db/seeds/data/lists.ts). */
const FAMILY_ROLE_ID = 4;

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const readsIn = async (page: Page, locale: 'hi' | 'ta') => expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[locale]);

/** Follows a link to the dashboard from the page shown, as a person clicking one would (the page is the referrer). */
const followLinkToDashboard = (page: Page) =>
  page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/dashboard';
    document.body.append(link);
    link.click();
  });

for (const locale of ['hi', 'ta'] as const) {
  const words = DASHBOARD[locale];

  test(`Back after signing out of the dashboard stays in its language (${locale})`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale } })).status()).toBe(200);
    await openAs(page, member, '/dashboard');
    await readsIn(page, locale);
    await page.getByRole('button', { name: words.shell.userMenuFor({ name: member.userName }) }).click();
    await page.getByRole('button', { name: words.shell.logout }).click();
    await page.waitForURL(`**${localePath(locale, '/login')}`);
    await page.goBack();
    // The dashboard, signed out, sends the person to the sign-in page of the language it showed.
    await page.waitForURL(`**${localePath(locale, '/login')}`);
    await readsIn(page, locale);
  });

  test(`leaving an unfinished registration keeps its language (${locale})`, async ({ page }) => {
    await reachProfileStepIn(page, locale, newPerson(`leave-${locale}`));

    // Off to the dashboard before the profile is submitted: her dashboard, or the sign-in page, in her language.
    await followLinkToDashboard(page);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === localePath(locale, '/login'));
    await readsIn(page, locale);
    expect(new URL(page.url()).pathname).not.toBe('/login');
  });

  test(`a family helper who joins from the ${locale} invitation reads the dashboard in it`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale } })).status()).toBe(200);
    const email = `amma-${randomBytes(4).toString('hex')}@example.in`;
    const invited = await request.post('/api/family/helpers', { headers: bearer(member), data: { name: 'Lakshmi Devi', relation: 'mother', email } });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = /\/(?:[a-z]{2}\/)?family-join\?token=[\w-]+/.exec(latestMail(dataDir(), email)?.text ?? '')?.[0];
    expect(link).toMatch(new RegExp(`^${localePath(locale, '/family-join')}\\?`));

    const join = formsText(locale).familyJoin;
    await open(page, link!);
    const mobile = newPerson('helper').mobile;
    await field(page, join.mobile).fill(mobile);
    const sent = page.waitForResponse((r) => r.url().includes('/api/family/invites/') && r.url().endsWith('/code'));
    await page.getByRole('button', { name: join.sendCode }).click();
    expect((await sent).status()).toBe(200);
    // Both codes back (the second is the other contact's own): the helper's account is made.
    const token = new URL(link!, 'http://site').searchParams.get('token')!;
    const accepted = await request.post(`/api/family/invites/${token}/accept`, {
      data: { code: codeFor(email), otherCode: codeFor(mobile), password: 'Kesari-Mango-Monsoon-42' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const session = (await accepted.json()).response as { accessToken: string; role: string; userName: string };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, JSON.stringify(session)]);
    await page.goto('/dashboard');
    await readsIn(page, locale);
    await expect(page.getByRole('heading', { level: 1, name: words.matchingPage.title })).toBeVisible();
  });

  test(`a family helper's own screens read in ${locale}: a page kept for the member, and no member to help`, async ({ page, request }) => {
    const email = `helper-${randomBytes(4).toString('hex')}@example.in`;
    const made = await request.post('/api/user-master', {
      headers: bearer(admin),
      data: {
        name: `Asha ${randomBytes(3).toString('hex')}`,
        email,
        mobile: newPerson('helper').mobile,
        password: 'Member-Pass-1',
        userRoleId: FAMILY_ROLE_ID,
        isVerified: 1,
        isActive: 1,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const helper = await apiLogin(request, email, 'Member-Pass-1');
    expect((await request.put('/api/account/language', { headers: bearer(helper), data: { locale } })).status()).toBe(200);
    const own = [helper.userName];

    await openAs(page, helper, '/dashboard');
    await readsIn(page, locale);
    await expect(page.getByText(words.matching.helperNoMember)).toBeVisible();
    expect(await englishOn(page, own)).toEqual([]);

    await page.goto('/dashboard/messages');
    await readsIn(page, locale);
    await expect(page.getByText(words.common.helperNoAccessBody)).toBeVisible();
    expect(await englishOn(page, own)).toEqual([]);
  });
}
