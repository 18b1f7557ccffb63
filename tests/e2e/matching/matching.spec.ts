import { expect, test, type Page } from '@playwright/test';
import { adminLogin, bearer, openAs } from '../dashboard/support';
import { matchingPair, memberWithProfile, referenceIds, type Member } from './support';

let bride: Member;
let groom: Member;
test.beforeAll(async ({ request }) => {
  ({ bride, groom } = await matchingPair(request, await adminLogin(request)));
});

const card = (page: Page, member: Member) => page.getByRole('article', { name: member.fullName });

test('two members who match see each other, one views the other, who finds the visit in Profile View List', async ({ page }) => {
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Matching Profile' })).toBeVisible();
  const herCard = card(page, bride);
  await expect(herCard).toBeVisible();
  await expect(herCard).toContainText('Mutual match');
  await expect(herCard).toContainText('Her preferences match you too');
  await expect(herCard).toContainText('Pune');
  await expect(herCard).toContainText(/\d+% match/);

  await openAs(page, bride, '/dashboard/profile/matching-profile');
  const hisCard = card(page, groom);
  await expect(hisCard).toContainText('His preferences match you too');
  await hisCard.getByRole('link', { name: groom.fullName }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/profile/view-profile/${groom.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: groom.fullName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lifestyle' })).toBeVisible();

  await openAs(page, groom, '/dashboard/profile/view-list');
  const visit = page.getByRole('listitem').filter({ hasText: bride.fullName });
  await expect(visit).toContainText('Viewed');
  await visit.getByRole('link', { name: bride.fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
});

test("'Interested' is recorded and stays recorded", async ({ page, request }) => {
  await openAs(page, bride, '/dashboard/profile/matching-profile');
  const hisCard = card(page, groom);
  await hisCard.getByRole('button', { name: 'Interested' }).click();
  await expect(hisCard.getByText('Interest sent')).toBeVisible();
  await expect(page.getByText(`Interest sent to ${groom.fullName}`)).toBeVisible();
  await page.reload();
  await expect(card(page, groom).getByText('Interest sent')).toBeVisible();
  await expect(card(page, groom).getByRole('button', { name: 'Interested' })).toHaveCount(0);
  const summary = await (await request.get('/api/Dashboard/GetUserMatchingSummaryAsync', { headers: bearer(groom) })).json();
  expect(summary.response.interestsReceived).toBeGreaterThanOrEqual(1);
});

test('without a plan the contact section invites the member to the plans, and shows no contact detail', async ({ page }) => {
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('Buy a plan to see mobile numbers and e-mail addresses.');
  await expect(contact.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/plans');
  await expect(page.getByText(bride.email)).toHaveCount(0);
  await expect(page.getByText('12 MG Road')).toHaveCount(0);
  await expect(contact.getByRole('button', { name: 'Show contact details' })).toHaveCount(0);
});

test('a failed match load says so', async ({ page }) => {
  await page.route('**/api/user-matrimonial-detail/match**', (route) =>
    route.fulfill({ status: 503, json: { responseCode: 503, response: null, error: { message: 'Down' } } }),
  );
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('alert')).toContainText('Failed to load users');
});

test('Matching Profile is usable from the keyboard', async ({ page }) => {
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  const link = card(page, bride).getByRole('link', { name: bride.fullName });
  await expect(link).toBeVisible();
  for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
});

test('a member whom nobody matches is told what to change', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const picky = await memberWithProfile(request, admin, r, { first: 'Meera', genderId: 2, dob: `${year - 30}-01-15`, ageMin: 66, ageMax: 68, city: 'Nagpur' });
  await openAs(page, picky, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { name: 'No matches yet' })).toBeVisible();
  await expect(page.getByText('Widen your preferred age range (now 66–68 years).')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit my preferences' })).toHaveAttribute('href', '/dashboard/profile/view-profile');
});

test('a member can keep to verified profiles, and the choice stays in the address', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const verified = await memberWithProfile(request, admin, r, {
    first: 'Meera',
    genderId: 2,
    dob: `${year - 29}-03-10`,
    ageMin: 27,
    ageMax: 36,
    city: 'Nashik',
  });
  const notYet = await memberWithProfile(request, admin, r, { first: 'Kavya', genderId: 2, dob: `${year - 29}-04-10`, ageMin: 27, ageMax: 36, city: 'Satara' });
  const seeker = await memberWithProfile(request, admin, r, { first: 'Arjun', genderId: 1, dob: `${year - 31}-05-10`, ageMin: 25, ageMax: 32, city: 'Pune' });
  const res = await request.put(`/api/user-matrimonial-detail/${verified.userId}/verify`, { headers: bearer(admin) });
  expect(res.status(), await res.text()).toBe(200);

  await openAs(page, seeker, '/dashboard/profile/matching-profile');
  await expect(card(page, verified)).toBeVisible();
  await expect(card(page, notYet)).toBeVisible();

  const only = page.getByRole('checkbox', { name: 'Verified profiles only' });
  await only.check();
  await expect(page).toHaveURL(/\/dashboard\/profile\/matching-profile\?verifiedOnly=1$/);
  await expect(card(page, notYet)).toHaveCount(0);
  await expect(card(page, verified)).toBeVisible();

  await page.reload();
  await expect(only).toBeChecked();
  await expect(card(page, verified)).toBeVisible();
  await expect(card(page, notYet)).toHaveCount(0);

  await page.goBack();
  await expect(only).not.toBeChecked();
  await expect(card(page, notYet)).toBeVisible();
});
