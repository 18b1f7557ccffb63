import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';
import { MSG } from '../../../src/shared/messages';
import { latestMail } from '../../helpers/outbox';
import { adminLogin, moveTo, openAs, settled, type Account, type AuthData } from '../dashboard/support';
import { codeFor, dataDir, field, open, toast } from '../join/support';
import { matchingPair, type Member } from './support';

/**
 * A family helper end to end (docs/product/family.md): the member invites his mother from
 * Settings; she joins from the invitation mail on her phone with the one-time code and her own
 * password; she sends an interest in his name and cannot reach his messages; he sees what she did
 * and removes her, which ends her session.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const card = (page: Page, member: Member) => page.getByRole('article', { name: member.fullName });
const row = (page: Page, member: Member) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.fullName }) });
const PHONE = { width: 360, height: 740 };

/** The invitation link in the newest message to `to`, as a path the phone opens. */
async function invitationPath(to: string): Promise<string> {
  const token = () => /\/family-join\?token=([\w-]+)/.exec(latestMail(dataDir(), to)?.text ?? '')?.[1];
  await expect.poll(token, { message: `an invitation link in the newest message to ${to}` }).toBeTruthy();
  return `/family-join?token=${token()}`;
}

/** The session the page keeps, as the dashboard sends it. */
async function storedAuth(page: Page): Promise<AuthData> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
  expect(raw, 'a signed-in session in the browser').toBeTruthy();
  return JSON.parse(raw!) as AuthData;
}

test('a member invites his mother, she helps from her phone within his choices, and he removes her', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const { bride, groom } = await matchingPair(request, admin);
  const amma = {
    email: `amma-${randomBytes(4).toString('hex')}@e2e.example.in`,
    mobile: `8${String(Date.now()).slice(-9)}`,
    password: 'Kesari-Mango-Monsoon-42',
  };

  // He invites her from Settings → Family helpers.
  await openAs(page, groom, '/dashboard/settings');
  await settled(page);
  const family = page.getByRole('region', { name: 'Family helpers' });
  await expect(family.getByText('No family helpers yet.')).toBeVisible();
  await field(family, 'Their name').fill('Lakshmi Devi');
  await field(family, 'Relation').selectOption({ label: 'mother' });
  await field(family, 'E-mail address / Mobile number').fill(amma.email);
  await family.getByRole('button', { name: 'Send invitation' }).click();
  await expect(family.getByText(/^Lakshmi Devi \(mother\) · .* · Invitation sent$/)).toBeVisible();

  // She opens the link from the mail on her phone, asks for the code, and joins with her own password.
  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const her = await phone.newPage();
  await open(her, await invitationPath(amma.email));
  await expect(her.getByText(new RegExp(`^${groom.fullName.split(' ')[0]} invites Lakshmi Devi \\(mother\\) to help`))).toBeVisible();
  await field(her, 'Your mobile number').fill(amma.mobile);
  await her.getByRole('button', { name: 'Send code' }).click();
  await expect(her.getByText(/^Code sent to /)).toBeVisible();
  await field(her, 'One-time code').fill(codeFor(amma.email));
  // The mobile she gave is hers only once its own code proves it.
  await expect(her.getByText(/^A second code was sent to /)).toBeVisible();
  await field(her, 'Second code').fill(codeFor(amma.mobile));
  await field(her, 'Choose your password').fill(amma.password);
  await her.getByRole('button', { name: 'Join' }).click();
  await her.waitForURL('**/dashboard');
  await expect(her.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();

  // Her password is her own: she signs out and in again with it, on the phone.
  await her.getByRole('button', { name: /^User menu/ }).click();
  await her.getByRole('button', { name: 'Logout' }).click();
  await her.waitForURL('**/login');
  await expect(her.locator('astro-island[ssr]')).toHaveCount(0);
  await field(her, 'Email').fill(amma.email);
  await field(her, 'Password').fill(amma.password);
  await her.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(her, MSG.loginSuccess)).toBeVisible();
  await her.waitForURL('**/dashboard**');

  // She sees his matches and sends an interest in his name, marked as hers.
  await expect(her.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  expect(await her.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
  await expect(card(her, bride).getByRole('button', { name: 'Not interested' })).toHaveCount(0);
  await card(her, bride).getByRole('button', { name: 'Interested', exact: true }).click();
  await expect(card(her, bride).getByText('Interest sent')).toBeVisible();

  // On the profile she finds what he allowed her, not what stays with him: block, report, contact details.
  await card(her, bride).getByRole('link', { name: 'View profile' }).click();
  await expect(her.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
  const actions = her.getByRole('region', { name: 'Your actions' });
  await expect(actions.getByRole('button', { name: 'Shortlist' })).toBeVisible();
  await expect(actions.getByText('Interest sent')).toBeVisible();
  for (const name of ['Block', 'Report', 'Not interested']) await expect(actions.getByRole('button', { name })).toHaveCount(0);
  await expect(her.getByRole('heading', { name: 'Contact details' })).toHaveCount(0);
  await her.getByRole('button', { name: 'Open menu' }).click();
  const menu = her.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Interests' }).click();
  await her.getByRole('tab', { name: 'Sent' }).click();
  await expect(row(her, bride)).toContainText('by Lakshmi (mother)');

  // Messages are not hers: not in her menu, and the API refuses her.
  await her.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Interests' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  const session = await storedAuth(her);
  const refused = await request.get('/api/conversations', { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(refused.status()).toBe(403);

  // He sees the interest she sent, marked as hers, and her act in his activity list.
  await moveTo(page, '/dashboard/interests?tab=sent');
  await expect(row(page, bride)).toContainText('by Lakshmi (mother)');
  await moveTo(page, '/dashboard/settings');
  const activity = page.getByRole('list', { name: 'What your helpers did' });
  await expect(activity.getByRole('listitem').filter({ hasText: `Lakshmi Devi (mother) sent an interest to ${bride.fullName}` })).toBeVisible();

  // He lets her edit his profile: My Profile appears in her menu and opens the form, without documents.
  const allow = page.getByRole('region', { name: 'Family helpers' }).getByRole('checkbox', { name: 'Edit my profile' });
  // The box follows the server: it is ticked once the choice is saved.
  await allow.click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(allow).toBeChecked();
  await her.goto('/dashboard');
  await her.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'My Profile' }).click();
  await her.getByRole('button', { name: 'Edit profile' }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'Edit My Profile' })).toBeVisible();
  await expect(her.getByRole('tab', { name: /^Personal/ })).toBeVisible();
  await expect(her.getByRole('tab', { name: /^Documents/ })).toHaveCount(0);
  await her.getByRole('button', { name: 'Open menu' }).click();

  // He removes her: her session ends at once.
  await page.getByRole('region', { name: 'Family helpers' }).getByRole('button', { name: 'Remove Lakshmi Devi' }).click();
  // Removing is asked first.
  await page.getByRole('dialog', { name: 'Remove Lakshmi Devi?' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Lakshmi Devi was removed; their sessions have ended.').first()).toBeVisible();
  const after = await request.get('/api/interests', { headers: { authorization: `Bearer ${session.accessToken}` } });
  expect(after.status()).toBe(401);
  // Her menu is still open on the phone: the next page she opens sends her to sign in.
  await menu.getByRole('link', { name: 'Shortlist' }).click();
  await her.waitForURL('**/login');
  await expect(toast(her, 'Your session has expired. Please sign in again.')).toBeVisible();
  await phone.close();
});
