import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../src/shared/i18n/dashboard/ta';
import { loadMessages, say } from '../../../src/shared/i18n/forms/messages';
import { LOCALE_TAG } from '../../../src/shared/i18n/locales';
import { OFFLINE_PAGE_WORDS } from '../../../src/shared/i18n/offline-page';
import { CODED } from '../../../src/shared/coded-messages';
import { adminLogin, bearer, createAccount, openAs, settled, type Account } from '../dashboard/support';
import { controlled } from '../offline/controlled';
import { englishOn, englishWords } from './english-words';

const { MEMBER_LOOP_MSG } = CODED;

/**
 * The English-word sweep on the screens the full member's tour does not reach
 * (tests/e2e/languages/dashboard-english.spec.ts): a new member's home before her profile is
 * filled in, inviting a family helper (its relation list and its toast), and the worker's page for
 * a dashboard page it never kept, offline.
 */
const DASHBOARD = { hi: dashboardHi, ta: dashboardTa } as const;

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

async function speaking(request: Parameters<typeof createAccount>[0], locale: 'hi' | 'ta') {
  const member = await createAccount(request, admin);
  const chosen = await request.put('/api/account/language', { headers: bearer(member), data: { locale } });
  expect(chosen.status(), await chosen.text()).toBe(200);
  return member;
}

const readsIn = (page: Page, locale: 'hi' | 'ta') => expect(page.locator('html')).toHaveAttribute('lang', LOCALE_TAG[locale]);

for (const locale of ['hi', 'ta'] as const) {
  const words = DASHBOARD[locale];

  test.describe(`in ${locale}`, () => {
    test.describe.configure({ mode: 'parallel' });

    test('a new member’s home, before her profile has what matching reads', async ({ page, request }) => {
      await loadMessages(locale);
      const member = await speaking(request, locale);
      await openAs(page, member, '/dashboard');
      await readsIn(page, locale);
      await settled(page);
      await expect(page.getByText(say(locale, MEMBER_LOOP_MSG.noMatchesYet))).toBeVisible();
      expect(await englishOn(page, [member.userName])).toEqual([]);
    });

    test('inviting a family helper: the relation list and the toast', async ({ page, request }) => {
      const member = await speaking(request, locale);
      await openAs(page, member, '/dashboard/settings');
      await readsIn(page, locale);
      const family = words.family;
      const section = page.getByRole('region', { name: family.title });
      const relation = section.getByLabel(family.relation);
      await expect(relation.locator('option').first()).toHaveText(family.choose);
      const name = `Lakshmi ${randomBytes(3).toString('hex')}`;
      const email = `amma-${randomBytes(4).toString('hex')}@example.in`;
      await section.getByLabel(family.name).fill(name);
      await relation.selectOption({ label: family.relations.mother });
      await section.getByLabel(`${family.email} / ${family.mobile}`).fill(email);
      await section.getByRole('button', { name: family.invite }).click();
      const toast = page.getByRole('status').filter({ hasText: family.invited({ name }) });
      await expect(toast).toBeVisible();
      // The family section and its toast (the rest of Settings has its own sweep).
      await expect(section.getByText(family.status.invited)).toBeVisible();
      // The address as the list masks it ('am***@example.in') is data, as typed.
      const own = [member.userName, name, `${email.slice(0, 2)}***`];
      expect(englishWords(await section.innerText(), own)).toEqual([]);
      expect(englishWords(await toast.innerText(), own)).toEqual([]);
    });
  });

  test.describe(`offline in ${locale}`, () => {
    test.use({ serviceWorkers: 'allow' });

    test('a dashboard page never kept on this device: the worker’s page in the dashboard’s language', async ({ page, context, request }) => {
      const member = await speaking(request, locale);
      await openAs(page, member, '/dashboard');
      await readsIn(page, locale);
      await controlled(page);
      // The shell not kept (cleared, or never downloaded on a slow connection): the worker answers itself.
      await page.evaluate(async () => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) if (new URL(request.url).pathname === '/dashboard.html') await cache.delete(request);
        }
      });
      await context.setOffline(true);
      await page.goto('/dashboard/messages');
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE_PAGE_WORDS[locale].title })).toBeVisible();
      await readsIn(page, locale);
      expect(await englishOn(page)).toEqual([]);
      await context.setOffline(false);
    });
  });
}
