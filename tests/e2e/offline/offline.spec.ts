import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, createAccount, openAs } from '../dashboard/support';
import { matchingPair, type Member } from '../matching/support';
import { OFFLINE_TEXT, UPDATE_TEXT } from '../../../src/shared/messages';
import { controlled } from './controlled';

// The installable, offline-readable site (docs/decisions/040). The server serves the built dist/,
// so the service worker and its precache are the ones `npm run build` wrote.
test.use({ serviceWorkers: 'allow' });
let bride: Member;
let groom: Member;
test.beforeAll(async ({ request }) => {
  ({ bride, groom } = await matchingPair(request, await adminLogin(request)));
});

const card = (page: Page, member: Member) => page.getByRole('article', { name: member.fullName });
const offlineCopyNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^You are offline — showing what was loaded at \d{1,2}:\d{2}\s?(am|pm) IST\.$/i });

test('the manifest is linked from the pages and the dashboard, and is a valid installable manifest', async ({ page, request }) => {
  for (const url of ['/', '/about-us', '/dashboard']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
  const reply = await request.get('/manifest.webmanifest');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await reply.json();
  expect(manifest).toMatchObject({ name: 'Matrimonial', short_name: 'Matrimonial', start_url: '/dashboard', display: 'standalone', theme_color: '#be185d' });
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [512, 'maskable'],
  ] as const) {
    const icon = manifest.icons.find((i: { sizes: string; purpose: string }) => i.sizes === `${size}x${size}` && i.purpose === purpose);
    expect(icon, `${size} ${purpose}`).toBeTruthy();
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const meta = await sharp(await png.body()).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
  }
  // The browser's own reading of it: Chromium reports no manifest errors.
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const { errors, url } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
});

test('the service worker is served uncached, with a policy that lets it fetch from the site only', async ({ request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; script-src 'self'");
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
});

test('offline, the dashboard shell and the last-loaded matches show with the offline note, and a profile save is refused', async ({ page, context }) => {
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await controlled(page);
  // The first visit: what the member reads now is kept for later.
  await page.reload();
  await expect(card(page, bride)).toBeVisible();
  await page.goto('/dashboard/profile/view-profile');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(offlineCopyNote(page)).toHaveCount(0);

  await context.setOffline(true);
  try {
    await page.goto('/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
    await expect(card(page, bride)).toBeVisible();
    await expect(offlineCopyNote(page)).toBeVisible();
    expect(await axeViolations(page, { include: 'p[role="status"]' })).toEqual([]);

    await page.goto('/dashboard/profile/view-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Full name').fill('Rohan Offline');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(OFFLINE_TEXT.changeRefused)).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

// Signs him out: his session ends here.
test('after signing out and in as another member, nothing of the first is shown offline', async ({ page, context }) => {
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await controlled(page);
  await page.reload();
  await expect(card(page, bride)).toBeVisible();

  await page.getByRole('button', { name: /User menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(bride.email);
  await page.getByLabel('Password').fill(bride.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing the device keeps was fetched with his session.
  const kept = await page.evaluate(async () => {
    const cache = await caches.open('member-reads');
    return (await cache.keys()).map((r) => r.headers.get('authorization') ?? '');
  });
  expect(kept.filter((auth) => auth.includes(groom.accessToken))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.goto('/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
    // Her matches were never loaded on this device: one plain note says so.
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT.notLoadedBefore })).toBeVisible();
    await expect(card(page, bride)).toHaveCount(0);
    await expect(card(page, groom)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waiting is offered with "Reload to update", by keyboard, and takes over', async ({ page, request }) => {
  // Its own member: the sign-out test above ended his session.
  await openAs(page, await createAccount(request, await adminLogin(request), 'user'), '/dashboard');
  await controlled(page);
  const file = path.resolve('dist/sw.js');
  const original = fs.readFileSync(file);
  try {
    // A changed worker, as a new deployment would serve.
    fs.writeFileSync(file, Buffer.concat([original, Buffer.from(`\n// version ${randomBytes(4).toString('hex')}\n`)]));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('region', { name: UPDATE_TEXT.updateReady });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    expect(await axeViolations(page, { include: 'section[aria-labelledby="update-prompt-text"]' })).toEqual([]);
    const reload = prompt.getByRole('button', { name: UPDATE_TEXT.reloadToUpdate });
    await reload.focus();
    await expect(reload).toBeFocused();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(prompt).toHaveCount(0);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  } finally {
    fs.writeFileSync(file, original);
  }
});
