import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createAccount, moveTo, openAs, type Account } from '../dashboard/support';
import { buyPlan, checkScreen, matchingPair, uploadPhoto, type Member } from './support';
import { screenshot } from '../screenshots';

// The matching screens in both themes: axe finds nothing, nothing is wider than a 360 px screen,
// and with E2E_SCREENSHOTS pictures for a person to look at. The member with a plan spends a
// contact view through the contact section.
let bride: Member;
let groom: Member;
let newcomer: Account;
test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  await uploadPhoto(request, bride);
  await uploadPhoto(request, bride, '#f59e0b', 'Full Photo');
  await uploadPhoto(request, groom, '#1e3a8a');
  await buyPlan(request, admin, groom, 3);
  newcomer = await createAccount(request, admin, 'user');
});

/** Each matching screen, its picture named match-<screen>. */
const check = (page: Page, name: string, found: string[]) => checkScreen(page, { name, picture: `match-${name}`, found });

for (const width of [360, 1280]) {
  test(`matching screens at ${width} px, light and dark: no axe violations, no overflow`, async ({ page }) => {
    // Several screens with axe in one test: more than a minute when other work shares the cores.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    await openAs(page, groom, '/dashboard/profile/matching-profile');
    await expect(page.getByRole('article', { name: bride.fullName }).getByRole('img', { name: `Photo of ${bride.fullName}` })).toBeVisible();
    await check(page, 'matches', found);
    await openAs(page, bride, `/dashboard/profile/view-profile/${groom.userId}`);
    await expect(page.getByRole('region', { name: 'Contact details' }).getByRole('link', { name: 'See plans' })).toBeVisible();
    await check(page, 'profile-needs-plan', found);
    await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
    await expect(page.getByRole('img', { name: `${bride.fullName}: Close Up Photo` })).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('img', { name: `${bride.fullName}: Full Photo` })).toBeInViewport();
    await check(page, 'profile-with-plan', found);
    await moveTo(page, '/dashboard/profile/view-list');
    await check(page, 'viewers', found);
    await openAs(page, newcomer, '/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { name: 'Tell us about yourself first' })).toBeVisible();
    await check(page, 'no-profile', found);
    await moveTo(page, '/dashboard/profile/view-list');
    await expect(page.getByRole('heading', { name: 'No one has viewed your profile yet' })).toBeVisible();
    await check(page, 'no-viewers', found);
    expect(found).toEqual([]);
  });
}

test('a member with a plan spends one contact view and sees the mobile, e-mail and address', async ({ page }) => {
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('3 contact views left');
  await expect(contact).not.toContainText(bride.email);
  await contact.getByRole('button', { name: 'Show contact details' }).click();
  await expect(contact).toContainText(bride.email);
  await expect(contact).toContainText('12 MG Road');
  await expect(contact).toContainText('2 contact views left');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(bride.email);
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText('2 contact views left');
  await screenshot(page, `match-profile-revealed-1280-light`, { fullPage: true });
});
