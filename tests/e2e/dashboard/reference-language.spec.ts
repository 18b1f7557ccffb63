import { expect, test, type APIRequestContext } from '@playwright/test';
import { addMaster, memberWithProfile, referenceIds, type Member } from '../matching/support';
import { adminLogin, bearer, openAs } from './support';
import { screenshot } from '../screenshots';

/**
 * Reference data in the member's language (docs/decisions/073-reference-data-in-languages.md): a
 * Tamil member reads another member's profile and match card with every reference value in Tamil,
 * none in English; the religion and caste an administrator added get their Tamil names from the
 * administrator, the seeded values from the seed.
 */
type Row = { id: number; name: string; localName: string };
let bride: Member;
let groom: Member;
/** Each value of the bride's profile that names a reference row: [English, Tamil]. */
let values: Array<[string, string]>;

/** The seeded row of a list with this English name, named as a Tamil reader gets it. */
async function seeded(request: APIRequestContext, path: string, name: string): Promise<Row> {
  const res = await request.get(`/api/${path}?pageSize=1000`, { headers: { 'accept-language': 'ta' } });
  const row = ((await res.json()).response.items as Row[]).find((r) => r.name === name);
  expect(row, `${path} ${name}`).toBeDefined();
  expect(row!.localName).not.toBe(name);
  return row!;
}

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const religionTa = 'சோதனை மதம்';
  const casteTa = 'சோதனைச் சாதி';
  const religionName = (await (await request.get(`/api/religion-master/${r.religionId}`)).json()).response.name as string;
  expect(
    (await request.put(`/api/religion-master/${r.religionId}`, { headers: bearer(admin), data: { name: religionName, nameTa: religionTa } })).status(),
  ).toBe(200);
  expect(
    (
      await request.put(`/api/caste-master/${r.casteId}`, { headers: bearer(admin), data: { name: r.casteName, religionId: r.religionId, nameTa: casteTa } })
    ).status(),
  ).toBe(200);
  const picked = {
    complexion: await seeded(request, 'complexion-master', 'Wheatish'),
    maritalStatus: await seeded(request, 'marital-status-master', 'Never Married'),
    qualification: await seeded(request, 'qualification-master', 'MBA/PGDM'),
    occupation: await seeded(request, 'occupation-master', 'Software Professional'),
    employmentType: await seeded(request, 'employment-type-master', 'Private Sector'),
    familyType: await seeded(request, 'family-type-master', 'Nuclear Family'),
    diet: await seeded(request, 'dietary-habit-master', 'Vegetarian'),
    country: await seeded(request, 'country-master', 'India'),
    state: await seeded(request, 'state-master', 'Tamil Nadu'),
  };
  const refs = {
    ...r,
    complexionId: picked.complexion.id,
    maritalStatusId: picked.maritalStatus.id,
    qualificationId: picked.qualification.id,
    occupationId: picked.occupation.id,
    employmentTypeId: picked.employmentType.id,
    familyTypeId: picked.familyType.id,
    dietId: picked.diet.id,
    countryId: picked.country.id,
    stateId: picked.state.id,
  };
  const year = new Date().getUTCFullYear();
  bride = await memberWithProfile(request, admin, refs, { first: 'Kavya', genderId: 2, dob: `${year - 31}-01-15`, ageMin: 28, ageMax: 36, city: 'Madurai' });
  groom = await memberWithProfile(request, admin, refs, { first: 'Karthik', genderId: 1, dob: `${year - 33}-01-15`, ageMin: 25, ageMax: 32, city: 'Chennai' });
  expect((await request.put('/api/account/language', { headers: bearer(groom), data: { locale: 'ta' } })).ok()).toBe(true);
  values = [[religionName, religionTa], [r.casteName, casteTa], ...Object.values(picked).map((row): [string, string] => [row.name, row.localName])];
  // A spare admin-made row must not stand in for a seeded one.
  await addMaster(request, admin, 'occupation-master', { name: `E2E Occupation ${Date.now()}` });
});

test('a Tamil member reads another member’s profile and match card with no English reference value', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  const profile = page.locator('main');
  await expect(profile.getByText(bride.fullName).first()).toBeVisible();
  for (const [english, tamil] of values) {
    await expect(profile.getByText(tamil, { exact: true }).first(), tamil).toBeVisible();
    await expect(profile.getByText(english, { exact: true }), english).toHaveCount(0);
  }
  await screenshot(page, 'tamil-profile-reference-values');

  await page.goto('/dashboard/profile/matching-profile');
  const card = page.getByRole('article').filter({ hasText: bride.fullName });
  await expect(card).toBeVisible();
  // The card names the religion, caste, state, occupation and qualification.
  const onCard = values.filter(([english], i) => i < 2 || ['Software Professional', 'MBA/PGDM', 'Tamil Nadu'].includes(english));
  for (const [english, tamil] of onCard) {
    await expect(card, tamil).toContainText(tamil);
    await expect(card, english).not.toContainText(english);
  }
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'tamil-match-card-reference-values');
});
