import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, openAs, type Account } from '../dashboard/support';
import { memberWithProfile, referenceIds } from './support';

/**
 * E-mail notifications under Settings (DESIGN §15): a member changes, with the keyboard only at
 * phone width, how she hears of new messages; the choice is saved and kept; new matches offer no
 * instant e-mail; the section holds to axe and does not overflow at 360 px.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a member chooses her e-mail notifications with the keyboard at 360 px', async ({ page, request }) => {
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const member = await memberWithProfile(request, admin, r, { first: 'Ishita', genderId: 2, dob: `${year - 29}-03-10`, ageMin: 27, ageMax: 34, city: 'Jaipur' });
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
