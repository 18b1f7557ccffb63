import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { bearer, openAs } from '../dashboard/support';
import type { Account } from '../dashboard/support';
import { matchingPair, type Member } from '../matching/support';

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

export async function connectedPair(request: APIRequestContext, admin: Account) {
  const { bride, groom } = await matchingPair(request, admin);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  expect(sent.status()).toBe(201);
  const id = (await sent.json()).response.id;
  expect((await request.post(`/api/interests/${id}/accept`, { headers: bearer(bride), data: {} })).status()).toBe(200);
  return { bride, groom };
}

export async function mediaContext(browser: Browser, baseURL?: string): Promise<BrowserContext> {
  return browser.newContext({ permissions: ['camera', 'microphone'], ...(baseURL ? { baseURL } : {}) });
}

export const dock = (page: Page) => page.getByRole('region', { name: /^Call with / });

/** Whether the page plays the other member's video: its element has frames of a real size. */
export const playsVideoOf = async (page: Page, member: Member) =>
  page.getByLabel(`${member.fullName}’s camera`).evaluate((v) => (v as HTMLVideoElement).videoWidth > 0 && !(v as HTMLVideoElement).paused);

/**
 * He calls her from their conversation, she answers from wherever she is; resolves once both
 * play the other's video, with the milliseconds from his click to that.
 */
export async function videoCall(her: Page, him: Page, bride: Member, groom: Member): Promise<number> {
  const started = Date.now();
  await him.getByRole('button', { name: 'Video call' }).click();
  await expect(dock(her)).toContainText(`${groom.fullName} is video calling you`);
  await dock(her).getByRole('button', { name: 'Answer' }).click();
  await expect.poll(() => playsVideoOf(him, bride), { timeout: 20_000, intervals: [50] }).toBe(true);
  await expect.poll(() => playsVideoOf(her, groom), { timeout: 20_000, intervals: [50] }).toBe(true);
  return Date.now() - started;
}

export async function openBoth(her: Page, him: Page, bride: Member, groom: Member) {
  await openAs(her, bride, '/dashboard');
  await expect(her.getByRole('heading', { level: 1 })).toBeVisible();
  await openAs(him, groom, `/dashboard/messages/${bride.userId}`);
  await expect(him.getByRole('button', { name: 'Video call' })).toBeEnabled();
  // Both live streams are open before the first ring.
  await expect.poll(() => her.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/events/ticket')))).toBe(true);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
