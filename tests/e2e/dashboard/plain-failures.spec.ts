import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createAccount, inBothThemes, openAs, type Account } from './support';
import { matchingPair, type Member } from '../matching/support';
import { THEME_STORAGE_KEY } from '../../../src/shared/constants';
import { MSG, OFFLINE_TEXT } from '../../../src/shared/messages';
import { screenshot } from '../screenshots';

// What a screen says when the server answers without a message (docs/product/messages.md): its
// own plain text, never the request ('[GET] "/api/…": 500 Internal Server Error'); offline, one
// note for what was never loaded; the Messages item's unread count.
let admin: Account;
let member: Account;
let bride: Member;
let groom: Member;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  member = await createAccount(request, admin);
  ({ bride, groom } = await matchingPair(request, admin));
  // Connected, so the groom can write to the bride.
  const sent = await request.post('/api/interests', { headers: { authorization: `Bearer ${groom.accessToken}` }, data: { targetUserId: bride.userId } });
  expect(sent.status()).toBe(201);
  const id = (await sent.json()).response.id;
  expect((await request.post(`/api/interests/${id}/accept`, { headers: { authorization: `Bearer ${bride.accessToken}` } })).status()).toBe(200);
});

/** The server answers this API path with a 500 and nothing in the body. */
const silent500 = (page: Page, path: string) => page.route(`**/api${path}`, (route) => route.fulfill({ status: 500, body: '' }));
const noRequestText = async (page: Page) => expect(page.locator('body')).not.toContainText(/\[(GET|POST|PUT|DELETE)\]|Internal Server Error/);
/** No text sticks out of its box: every element's content fits its width. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], [role="alert"] *')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.outerHTML.slice(0, 80)),
  );

for (const theme of ['light', 'dark'] as const) {
  for (const width of [360, 1280]) {
    test.describe(`${width} px, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
      });

      test('a list and the summary the server fails without a message say Failed to fetch and Fetch failed', async ({ page }) => {
        await silent500(page, '/religion**');
        await silent500(page, '/Dashboard/GetUserSummary');
        await openAs(page, admin, '/dashboard');
        await expect(page.getByRole('alert').filter({ hasText: MSG.summaryFetchFailed })).toHaveText(new RegExp(`^${MSG.summaryFetchFailed}`));
        await noRequestText(page);
        await screenshot(page, `fallback-summary-${width}-${theme}`);
        await page.goto('/dashboard/religion-master');
        await expect(page.getByRole('alert').filter({ hasText: MSG.fetchFailed })).toBeVisible();
        await noRequestText(page);
        await screenshot(page, `fallback-list-${width}-${theme}`);
      });

      test('a long message without spaces stays inside its card', async ({ page }) => {
        const long = `The service could not answer: ${'x'.repeat(40)}/api/Dashboard/GetUserMatchingSummaryAsync/${'y'.repeat(60)}`;
        await page.route('**/api/Dashboard/GetUserMatchingSummaryAsync', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ responseCode: 500, response: null, error: { message: long } }),
          }),
        );
        await openAs(page, member, '/dashboard');
        await expect(page.getByRole('alert').filter({ hasText: 'The service could not answer' })).toBeVisible();
        expect(await overflowing(page)).toEqual([]);
        await screenshot(page, `fallback-long-${width}-${theme}`);
      });

      test('a password update and a logout the server fails without a message say so plainly', async ({ page, request }) => {
        const someone = await createAccount(request, admin);
        await silent500(page, '/auth/update-password');
        await openAs(page, someone, '/dashboard/password-update');
        await page.getByLabel(/^Current password/).fill(someone.password);
        await page.getByLabel(/^New password/).fill('Brand-New-Pass-2');
        await page.getByLabel(/^Confirm new password/).fill('Brand-New-Pass-2');
        await page.getByRole('button', { name: 'Update password' }).click();
        await expect(page.getByRole('alert').filter({ hasText: MSG.passwordUpdateFailed })).toHaveText(MSG.passwordUpdateFailed);
        await noRequestText(page);
        await screenshot(page, `fallback-password-${width}-${theme}`);
        await silent500(page, '/auth/logout');
        await page.getByRole('button', { name: /User menu for/ }).click();
        await page.getByRole('button', { name: 'Logout' }).click();
        await expect(page.getByText(MSG.logoutFailed, { exact: true }).first()).toBeVisible();
        await noRequestText(page);
        await screenshot(page, `fallback-logout-${width}-${theme}`);
      });

      test('the Messages item shows the unread count and follows it live', async ({ page, request }) => {
        await openAs(page, bride, '/dashboard');
        const nav = page.locator('#dashboard-sidebar');
        if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
        const messages = nav.getByRole('link', { name: /^Messages/ });
        await expect(messages).toBeVisible();
        // The count's words for a screen reader end in 'N unread'; none shown means none waiting.
        const shown = await messages
          .getByTestId('messages-count')
          .locator('.sr-only')
          .textContent({ timeout: 2000 })
          .catch(() => '');
        const before = Number(/(\d+) unread/.exec(shown ?? '')?.[1] ?? 0);
        const sent = await request.post(`/api/conversations/${bride.userId}/messages`, {
          headers: { authorization: `Bearer ${groom.accessToken}` },
          data: { body: `Hello from the ${width} px ${theme} test` },
        });
        expect(sent.status()).toBe(201);
        await expect(messages.getByTestId('messages-count')).toContainText(`${before + 1} unread`);
        await expect(messages).toHaveAccessibleName(new RegExp(`Messages\\s*${before + 1} unread`));
        await screenshot(page, `messages-count-${width}-${theme}`);
      });
    });
  }
}

/**
 * Waits until the offline shell (every entry of the service worker's list: the dashboard's page and
 * its screens' scripts) is on the device; the worker fetches it in the background once the
 * dashboard opens, so a screen's script may otherwise still be missing when the test goes offline.
 */
async function shellInstalled(page: Page) {
  const worker = await (await page.request.get('/sw.js')).text();
  const entries = (worker.match(/\{url:"[^"]*",revision/g) ?? []).length;
  expect(entries).toBeGreaterThan(0);
  // Polled from here: waitForFunction takes the promise an async predicate returns as its answer.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          let held = 0;
          for (const name of await caches.keys()) if (name.includes('precache')) held += (await (await caches.open(name)).keys()).length;
          return held;
        }),
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(entries);
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  for (const width of [360, 1280]) {
    test(`a screen never loaded here shows one plain note, no red cards (${width} px, light and dark)`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      const reader = await createAccount(page.request, admin);
      await openAs(page, reader, '/dashboard');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await shellInstalled(page);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await context.setOffline(true);
      try {
        await page.goto('/dashboard/notifications');
        // Seen in the theme the page opened in, then in the other.
        await inBothThemes(page, async (theme) => {
          await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.notLoadedBefore })).toHaveCount(1);
          await expect(page.getByRole('alert')).toHaveCount(0);
          // Nothing was loaded, so nothing is claimed about the member's notifications.
          await expect(page.getByText('You are all caught up.')).toHaveCount(0);
          await noRequestText(page);
          await screenshot(page, `offline-gap-${width}-${theme}`);
        });
      } finally {
        await context.setOffline(false);
      }
    });
  }
});

test.describe('a paused profile', () => {
  for (const width of [360, 1280]) {
    test(`is remembered on the home with a one-tap resume (${width} px, light and dark)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 800 });
      const { bride: paused } = await matchingPair(request, admin);
      const put = await request.put('/api/settings/pause', {
        headers: { authorization: `Bearer ${paused.accessToken}` },
        data: { paused: true, reason: 'Travelling' },
      });
      expect(put.status()).toBe(200);
      await openAs(page, paused, '/dashboard');
      const reminder = page.getByRole('region', { name: 'Your profile is paused' });
      // Seen in the theme the page opened in, then in the other.
      await inBothThemes(page, async (theme) => {
        await expect(reminder).toContainText(/Your profile is paused since .+: members cannot find you in matches or search\./);
        await screenshot(page, `paused-reminder-${width}-${theme}`);
      });
      await reminder.getByRole('button', { name: 'Show my profile again' }).click();
      await expect(page.getByText('Your profile is visible again')).toBeVisible();
      await expect(reminder).toHaveCount(0);
      const state = await request.get('/api/settings/privacy', { headers: { authorization: `Bearer ${paused.accessToken}` } });
      expect((await state.json()).response.paused).toBe(false);
    });
  }
});
