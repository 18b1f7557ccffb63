// The member's first screen after sign-in, measured in Chromium on a slow phone's terms: 400 kbit/s
// each way, 400 ms round trips and a processor four times slower, set through the DevTools
// protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate). A fresh browser
// context (an empty cache) opens the sign-in page, waits until its form answers, then sends it;
// the clock runs from the press of the button to the moment the home screen's figures are on
// screen, and the network log of that span is what the first screen fetched. Used by
// `npm run bench:first-screen` and `npm run budget` (docs/decisions/084-first-screen-at-the-floor.md).
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { ROLE_IDS } from '../src/shared/constants.ts';
import { localePath, type Locale } from '../src/shared/i18n/locales.ts';
import type { LooseJson } from '../tests/helpers/loose-json.ts';
import { memoryKeys, signInWithTwoStep } from '../tests/helpers/two-step.ts';

/** A slow phone on a prepaid line (the terms): bytes a second each way, round trip, CPU. */
export const SLOW_PHONE = { bytesPerSecond: 400_000 / 8, latencyMs: 400, cpuSlowdown: 4 };

/** What stands for "the first numbers": the home screen's first figure. */
const NUMBERS = '#dashboard-main dl dd';

export interface FetchedFile {
  url: string;
  /** Bytes on the wire: headers and the encoded body, as Chromium's network log counts them. */
  bytes: number;
  encoding: string;
}

export interface FirstScreenRun {
  /** From pressing "Sign in" to the first figure on screen. */
  ms: number;
  /** Milestones on the same clock: the sign-in reply, the dashboard's HTML, the summary reply. */
  marks: Record<string, number>;
  /** Everything Chromium fetched from the dashboard's HTML until the figures (the sign-in page excluded). */
  fetched: FetchedFile[];
  /** How many GET /api/auth/me went out in that span. */
  whoAmI: number;
}

type Post = (url: string, body: unknown) => Promise<{ status: number; body: LooseJson }>;

const adminTokens = new Map<string, string>();

/** A verified member with a fresh e-mail, made by the administrator the server was started with. */
export async function makeMember(baseUrl: string, admin: { email: string; password: string }, locale: Locale = 'en') {
  const post: Post = async (url, body) => {
    const res = await fetch(`${baseUrl}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };
  // The administrator signs in once per server (an administrator's sign-in has a second step).
  let adminToken = adminTokens.get(baseUrl);
  if (!adminToken) {
    const signedIn = await signInWithTwoStep(post, admin.email, admin.password, memoryKeys());
    if (signedIn.status !== 200) throw new Error(`the administrator could not sign in: ${JSON.stringify(signedIn.body)}`);
    adminToken = signedIn.body.response.accessToken as string;
    adminTokens.set(baseUrl, adminToken);
  }
  const email = `first-screen-${randomBytes(4).toString('hex')}@example.in`;
  const password = 'First-Screen-Pass-1';
  const made = await fetch(`${baseUrl}/api/user-master`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      name: 'First Screen',
      email,
      mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
      password,
      userRoleId: ROLE_IDS.user,
      isVerified: 1,
      isActive: 1,
    }),
  });
  if (made.status !== 201) throw new Error(`the member was not made: ${made.status} ${await made.text()}`);
  if (locale !== 'en') {
    const login = await post('/auth/login', { email, password });
    const token = login.body.response.accessToken as string;
    const set = await fetch(`${baseUrl}/api/account/language`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ locale }),
    });
    if (!set.ok) throw new Error(`the member's language was not set: ${set.status}`);
  }
  return { email, password };
}

/**
 * An init script that notes in sessionStorage, on the epoch clock, when the figures are first on
 * screen in the member's language. A string, not a function: the TypeScript loader would wrap a
 * function's inner names in a helper the page lacks.
 */
const numbersWatch = (locale: Locale) => `(() => {
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(NUMBERS)}) || !document.documentElement.lang.startsWith(${JSON.stringify(locale)})) return false;
    sessionStorage.setItem('first-screen-numbers', String(performance.timeOrigin + performance.now()));
    return true;
  };
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['lang'] });
})()`;

/** Every response of a page's session, from the browser's side, with its bytes on the wire. */
function networkLog(cdp: CDPSession) {
  const requests = new Map<string, { url: string; method: string; start: number; bytes?: number; encoding: string }>();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, start: e.wallTime * 1000, encoding: '' }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  return requests;
}

const fetchedFiles = (entries: Array<{ url: string; bytes?: number; encoding: string }>): FetchedFile[] =>
  entries
    .filter((r) => r.bytes !== undefined && !r.url.startsWith('data:'))
    .map((r) => ({ url: new URL(r.url).pathname, bytes: r.bytes!, encoding: r.encoding }));

/**
 * A phone-sized tab of its own (an empty cache, no service worker) that notes when the figures
 * appear, its network log and, when `slow`, the slow phone's terms. `before` runs first in each
 * page (a stored session, say).
 */
async function phoneTab(browser: Browser, locale: Locale, slow: boolean, before?: string) {
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  if (before) await context.addInitScript(before);
  await context.addInitScript(numbersWatch(locale));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp, slow);
  return { context, page, requests: networkLog(cdp) };
}

async function throttle(cdp: CDPSession, slow: boolean) {
  await cdp.send('Network.enable');
  if (!slow) return;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * One sign-in to the first numbers, in a context of its own. `slow: false` measures unthrottled.
 * The member's language decides the sign-in page (/, /hi or /ta) and the dashboard's words.
 */
export async function signInToNumbers(
  browser: Browser,
  baseUrl: string,
  member: { email: string; password: string },
  { locale = 'en', slow = true }: { locale?: Locale; slow?: boolean } = {},
): Promise<FirstScreenRun> {
  // Each page of the tab notes, on the epoch clock, when the figures first appear.
  const { context, page, requests } = await phoneTab(browser, locale, slow);
  try {
    if (process.env.FIRST_SCREEN_DEBUG) page.on('pageerror', (e) => console.log('  page error:', e.message));
    if (process.env.FIRST_SCREEN_DEBUG) page.on('console', (m) => m.type() === 'error' && console.log('  console error:', m.text()));
    await page.goto(`${baseUrl}${localePath(locale, '/login')}`, { waitUntil: 'load' });
    // The form answers once its island has hydrated: Astro then drops the island's `ssr` mark.
    await page.locator('astro-island[ssr]').waitFor({ state: 'detached', timeout: 60_000 });
    await page.locator('form[aria-label] input[type="email"]').fill(member.email);
    await page.locator('form[aria-label] input[type="password"]').fill(member.password);
    await page.waitForLoadState('networkidle');
    const before = new Set(requests.keys());
    // Inline functions without inner names (see the init script above).
    const pressed = await page.evaluate(() => {
      (document.querySelector('form[aria-label] button[type="submit"]') as HTMLButtonElement).click();
      return performance.timeOrigin + performance.now();
    });
    await page.waitForURL('**/dashboard**', { timeout: 120_000 });
    await page
      .locator(NUMBERS)
      .first()
      .waitFor({ timeout: process.env.FIRST_SCREEN_DEBUG ? 15_000 : 120_000 })
      .catch(async (error) => {
        if (process.env.FIRST_SCREEN_DEBUG) console.log('  page:', (await page.locator('body').innerText()).slice(0, 300));
        throw error;
      });
    const shown = Number(await page.evaluate(() => sessionStorage.getItem('first-screen-numbers')));
    // CDP's timestamps are monotonic seconds; requestWillBeSent's wallTime is the epoch: keep the epoch ones.
    const after = [...requests.entries()].filter(([id, r]) => !before.has(id) && r.start <= shown);
    const mark = (test: (r: { url: string; method: string }) => boolean) => {
      const r = after.find(([, x]) => test(x));
      return r ? Math.round(r[1].start - pressed) : -1;
    };
    const htmlAt = after.findIndex(([, r]) => new URL(r.url).pathname.startsWith('/dashboard'));
    const fetched = fetchedFiles(after.slice(Math.max(htmlAt, 0)).map(([, r]) => r));
    return {
      ms: Math.round(shown - pressed),
      marks: {
        signInSent: mark((r) => r.url.includes('/api/auth/login')),
        dashboardHtml: mark((r) => new URL(r.url).pathname.startsWith('/dashboard')),
        summarySent: mark((r) => r.url.includes('GetUserMatchingSummaryAsync')),
      },
      fetched,
      whoAmI: after.filter(([, r]) => r.url.includes('/api/auth/me')).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * A signed-in member opening the dashboard with an empty cache, in their language (the browser
 * remembers it from an earlier visit): everything Chromium fetches from the page's request until
 * the figures are on screen, and how long that took. Unthrottled unless `slow`.
 */
export async function openDashboardCold(
  browser: Browser,
  baseUrl: string,
  member: { email: string; password: string },
  { locale = 'en', slow = false }: { locale?: Locale; slow?: boolean } = {},
): Promise<{ ms: number; fetched: FetchedFile[] }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(member) });
  const session = (await login.json()).response as { accessToken: string; role: string; userName: string };
  const stored = JSON.stringify({ accessToken: session.accessToken, role: session.role, userName: session.userName });
  const { context, page, requests } = await phoneTab(
    browser,
    locale,
    slow,
    `try { localStorage.setItem('authData', ${JSON.stringify(stored)}); localStorage.setItem('dashboardLocale', ${JSON.stringify(locale)}); } catch {}`,
  );
  try {
    const opened = Date.now();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await page.waitForFunction(() => sessionStorage.getItem('first-screen-numbers') !== null, undefined, { timeout: 120_000 });
    const shown = Number(await page.evaluate(() => sessionStorage.getItem('first-screen-numbers')));
    return { ms: Math.round(shown - opened), fetched: fetchedFiles([...requests.values()].filter((r) => r.start <= shown)) };
  } finally {
    await context.close();
  }
}

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/**
 * A form page opened with an empty cache, unthrottled: the JavaScript Chromium fetched until the
 * island's form answers (hydrated: Astro drops the island's `ssr` mark), as encoded bytes on the wire.
 */
export async function formPageScripts(browser: Browser, url: string): Promise<FetchedFile[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = networkLog(cdp);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('astro-island[ssr]').waitFor({ state: 'detached', timeout: 60_000 });
    // What the page asked for by then, once its answers are in.
    await page.waitForLoadState('load');
    const usable = Date.now();
    return fetchedFiles([...requests.values()].filter((r) => r.start <= usable && /\.m?js(\?|$)/.test(r.url)));
  } finally {
    await context.close();
  }
}
