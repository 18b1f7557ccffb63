import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, openAs, settled } from '../dashboard/support';
import { memberWithProfile, referenceIds, type Member, type ReferenceIds } from './support';

// Search (docs/product/matching.md): filters in the address, sort, pages, Back, saved searches and search by
// profile ID. Every search names this file's own religion, so members of other tests never count.
let groom: Member;
let brides: Member[];
let r: ReferenceIds;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const admin = await adminLogin(request);
  r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  groom = await memberWithProfile(request, admin, r, { first: 'Vikram', genderId: 1, dob: `${year - 33}-01-15`, ageMin: 22, ageMax: 34, city: 'Mumbai' });
  brides = [];
  // Eleven members, ages 23 to 33: two pages of ten.
  for (let i = 0; i < 11; i++)
    brides.push(
      await memberWithProfile(request, admin, r, { first: `Bride${i}`, genderId: 2, dob: `${year - 23 - i}-01-15`, ageMin: 25, ageMax: 40, city: 'Pune' }),
    );
});

const mine = () => `/dashboard/search?religionId=${r.religionId}`;
const results = (page: Page) => page.getByRole('heading', { level: 2, name: /members$/ });

test('filter, Back restores the filters, sort and page', async ({ page }) => {
  await openAs(page, groom, mine());
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(results(page)).toHaveText('11 members');
  await page.getByLabel('Age (years): from').fill('30');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/ageMin=30/);
  await expect(results(page)).toHaveText('4 members');
  await page.goBack();
  await expect(page).not.toHaveURL(/ageMin/);
  await expect(results(page)).toHaveText('11 members');
  await expect(page.getByLabel('Age (years): from')).toHaveValue('');
  await page.goForward();
  await expect(page.getByLabel('Age (years): from')).toHaveValue('30');

  await openAs(page, groom, mine());
  await page.getByLabel('Sort by').selectOption({ label: 'Newest members' });
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(brides[10].fullName);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').first()).toHaveAccessibleName(brides[0].fullName);
  // A shared address opens the same page.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
});

test('the manglik filter is the member’s own choice, kept in the address', async ({ page }) => {
  await openAs(page, groom, mine());
  await expect(results(page)).toHaveText('11 members');
  const box = page.getByRole('checkbox', { name: 'Manglik status that suits mine' });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/manglikCompatible=true/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Manglik status that suits mine' })).toBeChecked();
});

test('an empty result and a bad address say what to do', async ({ page }) => {
  await openAs(page, groom, `${mine()}&ageMin=70`);
  await expect(page.getByRole('heading', { name: 'No members match these filters' })).toBeVisible();
  await openAs(page, groom, `${mine()}&ageMin=40&ageMax=30`);
  await expect(page.getByRole('alert')).toContainText('The lowest age (40) is above the highest (30).');
  // Saving these filters is refused with the same words, said once on the page.
  await page.getByLabel('Name for these filters').fill('Impossible ages');
  await page.getByRole('button', { name: 'Save search' }).click();
  await settled(page);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByText('The lowest age (40) is above the highest (30).', { exact: false })).toHaveCount(1);
});

test('save a search, run it, switch its daily digest, delete it', async ({ page }) => {
  await openAs(page, groom, `${mine()}&ageMax=25`);
  await expect(results(page)).toHaveText('3 members');
  await page.getByLabel('Name for these filters').fill('Young, Pune');
  await page.getByLabel('Include in my daily digest').check();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search “Young, Pune” saved')).toBeVisible();
  const inDigest = page.getByRole('checkbox', { name: 'Include search Young, Pune in my daily digest' });
  await expect(inDigest).toBeChecked();
  // Switched off from the list, it stays off when the page is opened again; and on again.
  await inDigest.uncheck();
  await expect(page.getByText('Search “Young, Pune” taken out of your daily digest')).toBeVisible();
  await openAs(page, groom, '/dashboard/search');
  await expect(inDigest).not.toBeChecked();
  await inDigest.check();
  await expect(page.getByText('Search “Young, Pune” added to your daily digest')).toBeVisible();
  await openAs(page, groom, '/dashboard/search');
  await expect(inDigest).toBeChecked();
  await page.getByRole('button', { name: 'Run search Young, Pune' }).click();
  await expect(page).toHaveURL(/ageMax=25/);
  await expect(results(page)).toHaveText('3 members');
  await page.getByRole('button', { name: 'Delete search Young, Pune' }).click();
  await expect(page.getByRole('button', { name: 'Run search Young, Pune' })).toHaveCount(0);
});

test('search by profile ID', async ({ page, request }) => {
  const found = await request.get(`/api/search?religionId=${r.religionId}&ageMin=33`, { headers: bearer(groom) });
  const code = (await found.json()).response.items[0].profileCode as string;
  await openAs(page, groom, '/dashboard/search');
  await expect(page.getByText(/Your profile ID is SM[0-9A-Z]{6}\./)).toBeVisible();
  await page.getByLabel('Profile ID', { exact: true }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  const card = page.getByRole('region', { name: 'Search by profile ID' }).getByRole('article');
  await expect(card).toHaveAccessibleName(brides[10].fullName);
  await expect(card).toContainText(`Profile ID ${code}`);
  await page.getByLabel('Profile ID', { exact: true }).fill('SM000000');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toContainText('No member has this profile code');
});

for (const width of [360, 1280]) {
  test(`search at ${width} px: keyboard, no axe violations, no overflow`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, groom, mine());
    await expect(results(page)).toHaveText('11 members');
    const age = page.getByLabel('Age (years): from');
    if (width === 360) {
      // On a phone the filters fold away behind one button.
      await expect(age).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Show filters' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    }
    await age.focus();
    await page.keyboard.type('31');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/ageMin=31/);
    await expect(results(page)).toHaveText('3 members');
    await settled(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
  });
}
