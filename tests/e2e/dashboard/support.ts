import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_STORAGE_KEY, ROLE_IDS } from '../../../src/shared/constants';
import { E2E_ADMIN } from '../../../playwright.config';
import { fileKeys, signInWithTwoStep } from '../../helpers/two-step';
import { switchThemeBy, themeOf, type Theme } from '../themes';

/** Signed-in state as the login page stores it (the auth data of docs/product/data.md). */
export interface AuthData {
  accessToken: string;
  role: string;
  userName: string;
}

export interface Account extends AuthData {
  email: string;
  password: string;
  userId: number;
}

/**
 * The two-step keys of the accounts this worker's server enrolled (an administrator enrols at
 * the first sign-in), kept beside its data so a later sign-in can compute the code.
 */
export const workerKeys = () => fileKeys(path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'two-step-keys.json'));

/** Signs in through the real API (POST /auth/login, then the second step when one is due). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Account> {
  const post = async (url: string, data: unknown) => {
    const res = await request.post(`/api${url}`, { data });
    return { status: res.status(), body: await res.json() };
  };
  const { status, body } = await signInWithTwoStep(post, email, password, workerKeys());
  expect(status, JSON.stringify(body.error)).toBe(200);
  const r = body.response;
  return { accessToken: r.accessToken, role: r.role, userName: r.userName, userId: r.userId, email, password };
}

/**
 * The admin signs in once per worker: the login route allows 10 attempts per e-mail in 15 minutes,
 * so the session is kept in the data folder of the worker's server (playwright.config.ts) and reused.
 */
export async function adminLogin(request: APIRequestContext): Promise<Account> {
  const file = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'dashboard-admin-session.json');
  if (fs.existsSync(file)) {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Account;
    if ((await request.get('/api/auth/me', { headers: bearer(saved) })).ok()) return saved;
  }
  const fresh = await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password);
  fs.writeFileSync(file, JSON.stringify(fresh));
  return fresh;
}

const unique = () => randomBytes(4).toString('hex');
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A verified account made by the admin through the Users master API, then signed in. */
/** The Users master's test needs its administrator to be the last active one: a second one made here does not stay. */
export async function retireAdmin(request: APIRequestContext, admin: Account, staff: Account) {
  const url = `/api/user-master/${staff.userId}`;
  const { name, email, mobile, userRoleId } = (await (await request.get(url, { headers: bearer(admin) })).json()).response;
  const res = await request.put(url, {
    headers: bearer(admin),
    data: { name, email, mobile, userRoleId, isActive: 0, deactivationReason: 'The test is over.' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function createAccount(
  request: APIRequestContext,
  admin: Account,
  role: keyof typeof ROLE_IDS = 'user',
  name = `E2E ${role} ${unique()}`,
): Promise<Account> {
  const email = `e2e-${role}-${unique()}@example.in`;
  const password = 'Member-Pass-1';
  const res = await request.post('/api/user-master', {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { name, email, mobile: mobile(), password, userRoleId: ROLE_IDS[role], isVerified: 1, isActive: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return apiLogin(request, email, password);
}

/**
 * Opens the path signed in: authData is put in localStorage the way the login page does, before
 * the first page's scripts run. Each call applies once per tab (marked in sessionStorage), so a
 * test that signs out and navigates stays signed out, and a later call signs in someone else.
 */
export async function openAs(page: Page, auth: AuthData, path = '/dashboard'): Promise<void> {
  await page.addInitScript(
    ([key, value, id]) => {
      const applied: string[] = JSON.parse(sessionStorage.getItem('e2e-sign-ins') ?? '[]');
      if (applied.includes(id)) return;
      sessionStorage.setItem('e2e-sign-ins', JSON.stringify([...applied, id]));
      localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify({ accessToken: auth.accessToken, role: auth.role, userName: auth.userName }), randomBytes(6).toString('hex')],
  );
  await page.addInitScript(countFetches);
  await page.goto(path);
}

/**
 * Counts the reads of every page the tab opens from now on, for settled(): for a tab not opened
 * with openAs (a link from a mail, a sign-in through the form).
 */
export const countReads = (page: Page) => page.addInitScript(countFetches);

/**
 * Counts the page's reads in flight (`window.e2eFetches`): run before the page's own scripts (an
 * init script), it sees every read from the first; run later, every read from then on.
 */
function countFetches() {
  const w = window as unknown as { e2eFetches?: number };
  if (w.e2eFetches !== undefined) return;
  w.e2eFetches = 0;
  const original = window.fetch;
  window.fetch = (...args) => {
    w.e2eFetches!++;
    return original(...args).finally(() => w.e2eFetches!--);
  };
}

/**
 * Waits until the dashboard screen shows its heading and every read it started has been answered
 * and drawn: no read in flight for two frames in a row. What a person sees once the screen has
 * loaded, without waiting out the half second of network silence `networkidle` needs. On a page
 * not opened by openAs (whose reads were not counted from the start) it falls back to that.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#dashboard-main h1').first()).toBeVisible();
  if (!(await page.evaluate(() => 'e2eFetches' in window))) {
    await page.waitForLoadState('networkidle');
    return;
  }
  const quiet = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const idle = () => (window as unknown as { e2eFetches: number }).e2eFetches === 0;
          requestAnimationFrame(() => {
            const first = idle();
            requestAnimationFrame(() => resolve(first && idle()));
          });
        }),
    );
  await expect.poll(quiet).toBe(true);
}

/**
 * Moves the open dashboard to another address the way its own links do (the router follows the
 * history), without loading the page again: a page load costs the browser about five times the
 * CPU of moving within the app. Waits until the new page has replaced the old one (the shell
 * mounts each address's content afresh), shows its heading, and has had every read it started
 * answered.
 */
export async function moveTo(page: Page, path: string): Promise<void> {
  await page.evaluate(countFetches);
  await page.evaluate((to) => {
    for (const shown of document.querySelectorAll<HTMLElement>('#dashboard-main > *')) shown.dataset.e2eLeft = '';
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('#dashboard-main > [data-e2e-left]')).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
  await settled(page);
}

/** Opens each address in turn signed in as `auth`: the first with a page load, the rest within the app, as a person moves. */
export async function visitInTurn(page: Page, auth: AuthData, paths: readonly string[], each: (path: string, n: number) => Promise<void>): Promise<void> {
  for (const [n, path] of paths.entries()) {
    if (n === 0) await openAs(page, auth, path);
    else await moveTo(page, path);
    await each(path, n);
  }
}

export const bearer = (auth: AuthData) => ({ authorization: `Bearer ${auth.accessToken}` });

export { themeOf };

/**
 * Switches the dashboard to the other theme with the top bar's button, as a member would, and
 * waits until the page shows it; the choice is stored, so the next page opens in it. Behind an
 * open dialog the page is inert and the member could not reach the button: `behindDialog` presses
 * it from the page's script, to see the same dialog in the other theme. Returns the theme now shown.
 */
export async function switchTheme(page: Page, { behindDialog = false } = {}): Promise<Theme> {
  // By CSS, not by role: behind a modal dialog the top bar is inert, out of the accessibility tree.
  const button = page.locator('header button[aria-label="Dark theme"]');
  const pressed = async () => {
    if (behindDialog) await button.evaluate((element: HTMLElement) => element.click());
    else await page.getByRole('banner').getByRole('button', { name: 'Dark theme' }).click();
  };
  const next = await switchThemeBy(page, pressed);
  await expect(button).toHaveAttribute('aria-pressed', String(next === 'dark'));
  return next;
}

/** Runs `each` in the theme the page shows, then again after switching to the other (switchTheme). */
export async function inBothThemes(page: Page, each: (theme: Theme) => Promise<void>, options: { behindDialog?: boolean } = {}): Promise<void> {
  await each(await themeOf(page));
  await each(await switchTheme(page, options));
}
