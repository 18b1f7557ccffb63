import { createECDH, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { sqliteFileOf } from '../../../src/server/db/open';
import { adminLogin, bearer, createAccount, openAs, type Account } from './support';

/**
 * Settings → Notifications on this device (docs/product/calls-and-push.md): a member turns push
 * notifications on for the device, switches a kind off, sets quiet hours, and turns them off again;
 * what the server holds is read back through its API, and the screen shows the same after a reload.
 *
 * Chromium run headless has no push service to register with (subscribe fails with "Registration
 * failed"), and the headless shell answers every notification prompt with "denied". The page is
 * therefore given what a phone's browser gives it: the person's "Allow", and a subscription from a
 * push service, here an HTTPS address on loopback with a real P-256 key and secret. Everything
 * after that (the site's service worker, the API, the database) is the product's own.
 */
test.use({ serviceWorkers: 'allow' });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** A device's subscription as a browser's push service would make it. */
function pushServiceSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://127.0.0.1:8443/push/${randomBytes(8).toString('hex')}`,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** The browser's "Allow" and its push service, before the page's scripts run; kept across reloads like a real subscription. */
async function standInBrowserPush(page: Page, made: ReturnType<typeof pushServiceSubscription>) {
  await page.addInitScript((sub) => {
    const KEPT = 'e2e-push-subscription';
    const bytes = (b64u: string) => Uint8Array.from(atob(b64u.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    const asSubscription = (serverKey: string) => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
      getKey: (name: string) => bytes(name === 'p256dh' ? sub.p256dh : sub.auth),
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } }),
      unsubscribe: async () => {
        localStorage.removeItem(KEPT);
        return true;
      },
    });
    const toB64u = (key: BufferSource) =>
      btoa(String.fromCharCode(...new Uint8Array(key instanceof ArrayBuffer ? key : key.buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    Object.defineProperty(Notification, 'permission', { get: () => (localStorage.getItem('e2e-allowed') ? 'granted' : 'default') });
    Notification.requestPermission = async () => {
      localStorage.setItem('e2e-allowed', '1');
      return 'granted';
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(KEPT);
      return (key ? asSubscription(key) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = toB64u(options!.applicationServerKey as BufferSource);
      localStorage.setItem(KEPT, key);
      return asSubscription(key) as unknown as PushSubscription;
    };
  }, made);
}

const statusOf = async (request: APIRequestContext, member: Account, endpoint: string) =>
  (await (await request.post('/api/push/subscription/status', { headers: bearer(member), data: { endpoint } })).json()).response;

test('a member turns notifications on for this phone, chooses the kinds and quiet hours, and turns them off', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  const made = pushServiceSubscription();
  await standInBrowserPush(page, made);
  await page.setViewportSize({ width: 360, height: 800 });
  await openAs(page, member, '/dashboard/settings');

  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section.getByRole('status').first()).toHaveText('Notifications are off for this device.');
  await section.getByRole('button', { name: 'Turn on notifications' }).click();
  await expect(page.getByText('Notifications are on for this device', { exact: true })).toBeVisible();
  await expect(section.getByRole('status').first()).toHaveText('Notifications are on for this device.');

  // The server holds this device's subscription, every kind on.
  const all = { interests: true, acceptances: true, messages: true, calls: true };
  expect(await statusOf(request, member, made.endpoint)).toEqual({ subscribed: true, kinds: all });

  const kinds = section.getByRole('group', { name: 'Notify me about' });
  for (const name of ['Interests you receive', 'Your interests accepted', 'New messages', 'Calls'])
    await expect(kinds.getByRole('checkbox', { name })).toBeChecked();
  await kinds.getByRole('checkbox', { name: 'Calls' }).uncheck();
  await expect(page.getByText('Notification choices saved')).toBeVisible();
  await expect.poll(() => statusOf(request, member, made.endpoint)).toEqual({ subscribed: true, kinds: { ...all, calls: false } });

  // Quiet hours: one without the other is refused on the spot; both are saved.
  await section.getByLabel('From').fill('22:30');
  await section.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(section.getByText('Give both the start and the end of the quiet hours, or neither.')).toBeVisible();
  await section.getByLabel('Until').fill('07:00');
  await section.getByRole('button', { name: 'Save quiet hours' }).click();
  await expect(page.getByText('Quiet hours saved')).toBeVisible();
  await expect(section.getByText('Quiet from 22:30 until 07:00 IST.')).toBeVisible();
  const quiet = await (await request.get('/api/settings/push-quiet-hours', { headers: bearer(member) })).json();
  expect(quiet.response).toEqual({ from: '22:30', until: '07:00' });

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, { include: 'section[aria-labelledby="push-title"]' })).toEqual([]);

  // After a reload the screen shows what the server holds.
  await page.reload();
  await expect(kinds.getByRole('checkbox', { name: 'Calls' })).not.toBeChecked();
  await expect(kinds.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  await expect(section.getByLabel('From')).toHaveValue('22:30');
  await expect(section.getByLabel('Until')).toHaveValue('07:00');

  await section.getByRole('button', { name: 'Turn off notifications' }).click();
  await expect(page.getByText('Notifications are off for this device', { exact: true })).toBeVisible();
  expect(await statusOf(request, member, made.endpoint)).toEqual({ subscribed: false, kinds: null });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBeNull();
});

/** The language the server writes this device's notifications in, from the worker's database. */
function languageOf(endpoint: string): string | undefined {
  const db = new SQLite(sqliteFileOf({ dataDir: process.env.E2E_DATA_DIR! }), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT language FROM push_subscription WHERE endpoint = ?').get(endpoint) as { language: string } | undefined)?.language;
  } finally {
    db.close();
  }
}

test('a Hindi-speaking member turns them on in Hindi; choosing English changes the language of the notifications', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  expect((await request.put('/api/account/language', { headers: bearer(member), data: { locale: 'hi' } })).ok()).toBe(true);
  const made = pushServiceSubscription();
  await standInBrowserPush(page, made);
  await openAs(page, member, '/dashboard/settings');
  const section = page.getByRole('region', { name: 'इस डिवाइस पर सूचनाएँ' });
  await section.getByRole('button', { name: 'सूचनाएँ चालू करें' }).click();
  await expect(section.getByRole('group', { name: 'मुझे इनकी सूचना दें' }).getByRole('checkbox', { name: 'नए संदेश' })).toBeChecked();
  expect((await statusOf(request, member, made.endpoint)).subscribed).toBe(true);
  expect(languageOf(made.endpoint)).toBe('hi');
  await page.getByRole('region', { name: 'भाषा (Language)', exact: true }).getByRole('radio', { name: 'English' }).check();
  await expect(page.getByRole('region', { name: 'Notifications on this device' })).toBeVisible();
  await expect.poll(() => languageOf(made.endpoint)).toBe('en');
});
