import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, inBothThemes, moveTo, openAs, settled, visitInTurn, type Account } from '../dashboard/support';
import { matchingPair, type Member } from './support';
import { screenshot } from '../screenshots';

/**
 * The member loop (docs/product/member-loop.md) in the browser: interests from sending to Connected, decline and
 * withdraw, block both ways, report → the administrators' queue → Hide; and the new pages under
 * axe and the keyboard alone, at phone and desktop widths, in both themes.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const card = (page: Page, member: Member) => page.getByRole('article', { name: member.fullName });
const row = (page: Page, member: Member) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.fullName }) });

test('one member sends an interest, the other finds it under Received, accepts, and both see Connected', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await page.getByRole('button', { name: 'Send interest' }).click();
  const dialog = page.getByRole('dialog', { name: `Send interest to ${bride.fullName}` });
  await dialog.getByRole('radio', { name: /our family would like to take this forward/ }).check();
  await dialog.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText(`Interest sent to ${bride.fullName}`)).toBeVisible();
  await expect(page.getByText('✓ Interest sent')).toBeVisible();

  // Her dashboard figure links to the Interests page.
  await openAs(page, bride, '/dashboard');
  await page.getByRole('link', { name: 'See who, and answer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/interests\?tab=received$/);
  await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  const his = row(page, groom);
  await expect(his).toContainText('Interested in you');
  await expect(his).toContainText('our family would like to take this forward');
  await expect(his).toContainText('Mumbai');
  await his.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(`You and ${groom.fullName} are now connected.`)).toBeVisible();
  await page.getByRole('tab', { name: 'Connected' }).click();
  await expect(row(page, groom)).toContainText('Connected');

  await openAs(page, groom, '/dashboard/interests?tab=connected');
  await expect(row(page, bride)).toContainText('Connected');
  await moveTo(page, '/dashboard/profile/matching-profile');
  await expect(card(page, bride).getByText('Connected')).toBeVisible();
});

test('an interest is withdrawn, sent again from a match card, then declined with a polite reply', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, bride, '/dashboard/profile/matching-profile');
  await card(page, groom).getByRole('button', { name: 'Interested', exact: true }).click();
  await expect(card(page, groom).getByText('Interest sent')).toBeVisible();
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(card(page, bride)).toContainText('Interested in you');

  await openAs(page, bride, '/dashboard/interests?tab=sent');
  await row(page, groom).getByRole('button', { name: 'Withdraw' }).click();
  await expect(row(page, groom)).toContainText('Withdrawn');
  await openAs(page, groom, '/dashboard/interests');
  await expect(page.getByText('No interests received yet.')).toBeVisible();

  await openAs(page, bride, '/dashboard/profile/matching-profile');
  await card(page, groom).getByRole('button', { name: 'Interested', exact: true }).click();
  await expect(card(page, groom).getByText('Interest sent')).toBeVisible();
  await openAs(page, groom, '/dashboard/interests');
  await row(page, bride).getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this interest' });
  await dialog.getByRole('radio', { name: /We have decided to look elsewhere/ }).check();
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText(`Interest from ${bride.fullName} declined`)).toBeVisible();

  await openAs(page, bride, '/dashboard/interests?tab=closed');
  await expect(row(page, groom)).toContainText('Declined');
  await expect(row(page, groom)).toContainText('We have decided to look elsewhere');
});

test('a block hides both members from each other: matches, the view list and the profile', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  // He viewed her profile, so he is in her view list.
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
  await openAs(page, bride, '/dashboard/profile/view-list');
  await expect(page.getByRole('listitem').filter({ hasText: groom.fullName })).toBeVisible();

  await moveTo(page, `/dashboard/profile/view-profile/${groom.userId}`);
  await page.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: `Block ${groom.fullName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page.getByText(`${groom.fullName} is blocked`)).toBeVisible();

  await moveTo(page, '/dashboard/profile/view-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(groom.fullName)).toHaveCount(0);
  await moveTo(page, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  await expect(card(page, groom)).toHaveCount(0);
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  await expect(card(page, bride)).toHaveCount(0);
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await expect(page.getByText('This profile is not available.')).toBeVisible();

  // Settings lists him among her blocked members, with Unblock.
  await openAs(page, bride, '/dashboard/settings');
  const hidden = page.getByRole('region', { name: 'Blocked and hidden members' });
  await expect(hidden.getByRole('list', { name: 'Blocked' }).getByText(groom.fullName)).toBeVisible();
  await expect(hidden.getByRole('button', { name: `Unblock: ${groom.fullName}` })).toBeVisible();
  // She finds him under Shortlist → Blocked and unblocks him.
  await moveTo(page, '/dashboard/shortlist');
  await page.getByRole('tab', { name: 'Blocked' }).click();
  await page.getByRole('button', { name: `Unblock: ${groom.fullName}` }).click();
  await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  await moveTo(page, '/dashboard/settings');
  await expect(page.getByRole('region', { name: 'Blocked and hidden members' }).getByText('You have not blocked anyone.')).toBeVisible();
});

test("a report reaches the administrators' queue; Hide takes the profile out of discovery", async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report ${bride.fullName}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Asking for money' });
  await dialog.getByLabel('What happened').fill('Asked me to pay for her visa before we had even spoken.');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. An administrator will review this profile.')).toBeVisible();

  await openAs(page, admin, '/dashboard/reports');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) });
  await expect(entry).toContainText('Asking for money');
  await expect(entry).toContainText('pay for her visa');
  await entry.getByRole('button', { name: 'Hide from discovery' }).click();
  const confirm = page.getByRole('dialog', { name: `Hide from discovery: ${bride.fullName}` });
  await confirm.getByLabel('Note for the log (optional)').fill('Money requests confirmed by two members.');
  await confirm.getByRole('button', { name: 'Hide from discovery' }).click();
  await expect(page.getByText('Hidden from discovery', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Reviewed' }).click();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) })).toContainText('Money requests confirmed');
  // The profile's admin view shows the log: who acted, and when.
  await moveTo(page, `/dashboard/profile/view-profile/${bride.userId}`);
  const log = page.getByRole('region', { name: 'Reports and moderation' });
  await expect(log).toContainText('Hidden from discovery');
  await expect(log).toContainText('Hidden · Administrator');

  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  await expect(card(page, bride)).toHaveCount(0);
  const view = await request.get(`/api/user-matrimonial-detail/ViewUserProfileAsync/${bride.userId}/${groom.userId}`, { headers: bearer(groom) });
  expect(view.status()).toBe(404);
  // The reporter is told the outcome in general words.
  await moveTo(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'From our team' })).toContainText('We reviewed this profile and took action.');
});

test('the send-interest, report and decline dialogs pass axe at 360 px, light and dark', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await page.setViewportSize({ width: 360, height: 800 });
  // Each dialog in the theme the page shows, then in the other.
  const axe = (what: string) =>
    inBothThemes(page, async (theme) => expect((await axeViolations(page)).map((v) => `${what}, ${theme}: ${v}`)).toEqual([]), { behindDialog: true });
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await page.getByRole('button', { name: 'Send interest' }).click();
  const send = page.getByRole('dialog', { name: `Send interest to ${bride.fullName}` });
  await send.getByRole('radio', { name: 'Write my own' }).check();
  await send.getByLabel('Your note').fill('We would be glad to talk.');
  await axe('send interest');
  await send.getByRole('button', { name: 'Send interest' }).click();
  await expect(page.getByText(`Interest sent to ${bride.fullName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Report' }).click();
  await page
    .getByRole('dialog', { name: `Report ${bride.fullName}` })
    .getByRole('button', { name: 'Send report' })
    .click();
  await expect(page.getByText('Choose a reason.')).toBeVisible();
  await axe('report');
  await page.keyboard.press('Escape');
  await openAs(page, bride, '/dashboard/interests');
  await row(page, groom).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('dialog', { name: 'Decline this interest' })).toBeVisible();
  await axe('decline');
});

test('Interests works from the keyboard alone: tabs by arrow keys, Accept by Enter', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  expect((await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId, template: 1 } })).status()).toBe(201);
  await openAs(page, bride, '/dashboard/interests');
  await expect(row(page, groom)).toBeVisible();
  const focusedName = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
  for (let i = 0; i < 40 && (await focusedName()) !== 'Received'; i++) await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Received');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Sent' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Received' })).toHaveAttribute('aria-selected', 'true');
  await expect(row(page, groom)).toBeVisible();
  for (let i = 0; i < 20 && (await focusedName()) !== 'Accept'; i++) await page.keyboard.press('Tab');
  expect(await focusedName()).toBe('Accept');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`You and ${groom.fullName} are now connected.`)).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`Interests, Shortlist and Reports pass axe at ${width} px, light and dark`, async ({ page, request }) => {
    const { bride, groom } = await matchingPair(request, admin);
    await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId, note: 'We would be glad to talk.' } });
    await request.put(`/api/shortlist/${groom.userId}`, { headers: bearer(bride) });
    await request.post('/api/reports', {
      headers: bearer(groom),
      data: { reportedUserId: bride.userId, reason: 'other', details: 'Checking how the queue reads.' },
    });
    await page.setViewportSize({ width, height: 900 });
    const check = async (path: string) => {
      await settled(page);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      const name = path.split('/').filter(Boolean).slice(1).join('-');
      await inBothThemes(page, async (theme) => {
        await screenshot(page, `${name}-${width}-${theme}`, { fullPage: true });
        expect((await axeViolations(page)).map((v) => `${path}, ${theme}: ${v}`)).toEqual([]);
      });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    };
    // The bride's screens one after another in one tab, then the administrators' queue.
    await visitInTurn(
      page,
      bride,
      ['/dashboard/interests', '/dashboard/shortlist', `/dashboard/profile/view-profile/${groom.userId}`, '/dashboard/profile/matching-profile'],
      check,
    );
    await openAs(page, admin, '/dashboard/reports');
    await check('/dashboard/reports');
  });
}
