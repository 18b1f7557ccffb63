import { expect, test, type Page } from '@playwright/test';
import { matchingPair, uploadPhoto, type Member } from '../matching/support';
import { adminLogin, openAs } from './support';

/**
 * Another member's profile reads as a profile, not a form: the age instead of the birth date
 * (the date is for the owner and administrators), the height in feet and inches with cm, no rows
 * for empty fields, and on a phone the profile starts on the first screen. My Profile shows the
 * member's own photo, as other members see it.
 */
let bride: Member;
let groom: Member;
let groomDob: string;

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  groomDob = `${new Date().getUTCFullYear() - 33}-01-15`;
  await uploadPhoto(request, bride, '#3949ab');
});

/** Whole years since 15 January, as of today. */
const ageToday = (dob: string) => {
  const [y, m, d] = dob.split('-').map(Number);
  const now = new Date();
  const birthdayPassed = now.getMonth() + 1 > m || (now.getMonth() + 1 === m && now.getDate() >= d);
  return now.getFullYear() - y - (birthdayPassed ? 0 : 1);
};

const row = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

for (const width of [360, 1280]) {
  test(`another member's profile: age, feet and inches, no empty rows (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openAs(page, bride, `/dashboard/profile/view-profile/${groom.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: groom.fullName })).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal' });
    await expect(personal).toBeVisible();

    await expect(row(page, 'Age')).toHaveText(`${ageToday(groomDob)} years`);
    await expect(page.getByText('Date of birth')).toHaveCount(0);
    await expect(page.getByText(/15 January/)).toHaveCount(0);
    await expect(row(page, 'Height')).toHaveText('5 ft 9 in (176 cm)');
    await expect(page.getByText('Height (cm)')).toHaveCount(0);
    // An empty field (the sub-caste here) has no row, and no row is a bare dash.
    await expect(page.locator('dt', { hasText: /^Sub-caste$/ })).toHaveCount(0);
    await expect(page.locator('dd').filter({ hasText: /^—$/ })).toHaveCount(0);

    // He has no photo: his initials stay a tile, and the profile begins on the first screen.
    const initials = page.getByRole('img', { name: `${groom.fullName} has no photo yet` });
    await expect(initials).toBeVisible();
    const tile = (await initials.boundingBox())!;
    if (width === 360) expect(tile.height).toBeLessThanOrEqual(200);
    const heading = (await personal.getByRole('heading', { level: 2 }).boundingBox())!;
    if (width === 360) expect(heading.y + heading.height).toBeLessThanOrEqual(740);
  });

  test(`My Profile shows the member's own photo and keeps the birth date for the owner (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openAs(page, bride, '/dashboard/profile/view-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    // The intro does not claim this is exactly what others see: the owner also sees the birth date.
    await expect(page.getByText('Other members see your age instead of your birth date')).toBeVisible();
    await expect(page.getByText('This is how other members see your profile.')).toHaveCount(0);
    const photo = page.getByRole('img', { name: `${bride.fullName}: Close Up Photo` });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(row(page, 'Date of birth')).toContainText('15 January');
    await expect(row(page, 'Height')).toHaveText('5 ft 4 in (162 cm)');
    // The member's own profile ID, the one others type into Search to find them.
    await expect(row(page, 'Profile ID')).toHaveText(/^SM[0-9A-Z]{6}$/);
  });
}
