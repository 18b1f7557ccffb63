import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, openAs, type Account } from '../dashboard/support';
import { latestMail } from '../../helpers/outbox';
import { dataDir } from '../join/support';
import { matchingPair, memberWithProfile, referenceIds } from './support';

/**
 * E-mail notifications under Settings (docs/product/member-loop.md): a member changes, with the keyboard only at
 * phone width, how she hears of new messages; the choice is saved and kept; new matches offer no
 * instant e-mail; the section holds to axe and does not overflow at 360 px. The link in an
 * e-mail opens the unsubscribe page, which asks before it changes anything.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a member chooses her e-mail notifications with the keyboard at 360 px', async ({ page, request }) => {
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const member = await memberWithProfile(request, admin, r, {
    first: 'Ishita',
    genderId: 2,
    dob: `${year - 29}-03-10`,
    ageMin: 27,
    ageMax: 34,
    city: 'Jaipur',
  });
  await page.setViewportSize({ width: 360, height: 800 });
  await openAs(page, member, '/dashboard/settings');

  const section = page.getByRole('region', { name: 'E-mail notifications' });
  const messages = section.getByRole('group', { name: 'New messages' });
  await expect(messages.getByRole('radio', { name: 'Daily summary' })).toBeChecked();
  await expect(section.getByRole('group', { name: 'Interests you receive' }).getByRole('radio', { name: 'Right away' })).toBeChecked();
  const matches = section.getByRole('group', { name: 'New matches for you' });
  await expect(matches.getByRole('radio')).toHaveCount(2);
  await expect(matches.getByRole('radio', { name: 'Off' })).toBeChecked();
  const save = section.getByRole('button', { name: 'Save e-mail settings' });
  await expect(save).toBeDisabled();

  // Arrow keys move within a group of radio buttons and choose; Tab leaves the group.
  await messages.getByRole('radio', { name: 'Daily summary' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(messages.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(messages.getByRole('radio', { name: 'Off' })).toBeFocused();
  await matches.getByRole('radio', { name: 'Off' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(matches.getByRole('radio', { name: 'Daily summary' })).toBeChecked();
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('E-mail settings saved.')).toBeVisible();

  const stored = await (await request.get('/api/settings/notification-mail', { headers: bearer(member) })).json();
  expect(stored.response).toMatchObject({ message: 'off', 'new-matches': 'daily', 'interest-received': 'instant' });
  await page.reload();
  await expect(section.getByRole('group', { name: 'New messages' }).getByRole('radio', { name: 'Off' })).toBeChecked();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await axeViolations(page, { include: 'section[aria-labelledby="mail-preferences-title"]' })).toEqual([]);
});

test('the unsubscribe link of an e-mail asks first, then stops that e-mail without signing in', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  expect(sent.status(), await sent.text()).toBe(201);
  let link: string | undefined;
  await expect(async () => {
    link = /\/unsubscribe\?token=[\w.-]+/.exec(latestMail(dataDir(), bride.email)?.text ?? '')?.[0];
    expect(link).toBeTruthy();
  }).toPass();

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(link!);
  await expect(page.getByRole('status')).toHaveText(
    'Stop e-mails about "Interests you receive"? Confirm to unsubscribe; you can turn them on again under Settings.',
  );
  expect(page.url()).not.toContain('token=');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'You will no longer receive e-mails about "Interests you receive". You can turn them on again under Settings.',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeHidden();
  const stored = await (await request.get('/api/settings/notification-mail', { headers: bearer(bride) })).json();
  expect(stored.response['interest-received']).toBe('off');

  await page.goto('/unsubscribe?token=1.message.1.tampered');
  await expect(page.getByRole('status')).toContainText('This unsubscribe link is not valid');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeHidden();
});
