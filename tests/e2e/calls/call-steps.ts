import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { openAs } from '../dashboard/support';
import type { Account } from '../dashboard/support';
import { connectedPair, type Member } from '../matching/support';
import type { Locale } from '../../../src/shared/locales';
import { dashboardWords, filledWithAny, speaks } from '../words';

/** The call dock's words, in the members' language (English unless a test says otherwise). */
type CallWords = ReturnType<typeof dashboardWords>['calls'];
const ENGLISH = dashboardWords('en').calls;

/**
 * The steps of a call in two browser contexts (docs/product/calls-and-push.md), shared by the
 * one-instance and the cluster tests: the browsers are launched with a fake camera and
 * microphone, and each context is granted both.
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // Both browsers share one machine with no mDNS responder: Chromium's mDNS names for host
  // addresses would never resolve, and the pair would connect only after ~8 s through
  // peer-reflexive candidates. Members' browsers reach each other by STUN and TURN candidates.
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/**
 * Keeps, in the page, every status the call dock has shown, as it changes. "Call ended" and "Call
 * declined" show for four seconds, and a test on a loaded machine may look later than that; it
 * still reads what a person watching the dock read.
 */
function recordDockStatuses() {
  const shown: string[] = [];
  Object.assign(window, { dockStatuses: shown });
  new MutationObserver(() => {
    const text = document.querySelector('[data-call-phase] [role="status"]')?.textContent;
    if (text && text !== shown.at(-1)) shown.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function mediaContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], ...(baseURL ? { baseURL } : {}) });
  await context.addInitScript(recordDockStatuses);
  return context;
}

export const dock = (page: Page, words: CallWords = ENGLISH) => page.getByRole('region', { name: filledWithAny(words.callTitle) });

/** Every status the page's call dock has shown, oldest first. */
const statuses = (page: Page) => page.evaluate(() => (window as unknown as { dockStatuses: string[] }).dockStatuses);

/** What the call dock said last: now, or before it went away. */
const lastStatus = async (page: Page) => (await statuses(page)).at(-1) ?? '';

/** The call dock says the text now, or said it last before it went. */
export const dockSaid = (page: Page, text: string) => expect.poll(() => lastStatus(page), { timeout: 20_000 }).toContain(text);

/** Both docks say the call ended. */
export const bothSeeEnded = (her: Page, him: Page, words: CallWords = ENGLISH) => Promise.all([her, him].map((page) => dockSaid(page, words.ended['hung-up'])));

/** Whether the page plays the other member's video: its element has frames of a real size. */
export const playsVideoOf = async (page: Page, member: Member, words: CallWords = ENGLISH) =>
  page.getByLabel(words.theirCamera({ name: member.fullName })).evaluate((v) => (v as HTMLVideoElement).videoWidth > 0 && !(v as HTMLVideoElement).paused);

/**
 * He calls her from their conversation, she answers from wherever she is; resolves once both
 * play the other's video, with the milliseconds from his click to that.
 */
export async function videoCall(her: Page, him: Page, bride: Member, groom: Member, words: CallWords = ENGLISH): Promise<number> {
  const started = Date.now();
  await him.getByRole('button', { name: words.videoCall }).click();
  await expect(dock(her, words)).toContainText(words.incomingVideo({ name: groom.fullName }));
  await dock(her, words).getByRole('button', { name: words.answer }).click();
  try {
    await expect.poll(() => playsVideoOf(him, bride, words), { timeout: 20_000, intervals: [50] }).toBe(true);
    await expect.poll(() => playsVideoOf(her, groom, words), { timeout: 20_000, intervals: [50] }).toBe(true);
  } catch (error) {
    // What each side showed on the way tells which step of the call did not come.
    const said = async (page: Page) => (await statuses(page)).join(' → ');
    throw new Error(`${(error as Error).message}\nhis dock said: ${await said(him)}\nhers: ${await said(her)}`);
  }
  return Date.now() - started;
}

async function openBoth(her: Page, him: Page, bride: Member, groom: Member, words: CallWords) {
  await openAs(her, bride, '/dashboard');
  await expect(her.getByRole('heading', { level: 1 })).toBeVisible();
  await openAs(him, groom, `/dashboard/messages/${bride.userId}`);
  await expect(him.getByRole('button', { name: words.videoCall })).toBeEnabled();
  // Both live streams are open before the first ring.
  await expect.poll(() => her.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/events/ticket')))).toBe(true);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * A connected bride and groom, each signed in in a browser context of their own with a camera and
 * a microphone: she on her dashboard, he in their conversation, both live streams open; both
 * have chosen `locale` for their dashboard.
 */
export async function coupleOnline(browser: Browser, request: APIRequestContext, admin: Account, baseURL?: string, locale: Locale = 'en') {
  const { bride, groom } = await connectedPair(request, admin);
  if (locale !== 'en') for (const member of [bride, groom]) await speaks(request, member, locale);
  const herContext = await mediaContext(browser, baseURL);
  const hisContext = await mediaContext(browser, baseURL);
  const her = await herContext.newPage();
  const him = await hisContext.newPage();
  await openBoth(her, him, bride, groom, dashboardWords(locale).calls);
  const close = async () => {
    await herContext.close();
    await hisContext.close();
  };
  return { bride, groom, her, him, close };
}
