import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminLogin, apiLogin, bearer, openAs, type Account } from '../dashboard/support';
import { toast } from '../join/support';
import { screenshotsAround } from '../shots';
import { memberWithProfile, referenceIds } from '../matching/support';

/**
 * Elite confidentiality through the screens (docs/product/assisted-service.md): a member on the
 * Elite plan is not in another member's search, matches or look-up by profile ID; her manager
 * introduces her to him, he sees her by initials without photos, accepts, and only then finds her.
 */
const PHONE = { width: 360, height: 780 };

async function elitePlan(request: APIRequestContext, member: Account) {
  const plans = (await (await request.get('/api/SubscriptionPlan/GetAllSubscriptionPlan', { headers: bearer(member) })).json()).response as Array<{
    id: number;
    name: string;
  }>;
  // The Elite plan seeded at start (modules/assisted/assisted.seed.ts).
  const plan = plans.find((p) => p.name.startsWith('Elite'))!;
  const sub = await request.post('/api/Subscription/create', { headers: bearer(member), data: { planId: plan.id } });
  const id = (await sub.json()).response.subscription.id;
  const pay = await request.post('/api/Payment/test-checkout', { headers: bearer(member), data: { subscriptionId: id } });
  await request.post('/api/Payment/AddPayment/', { headers: bearer(member), data: { subscriptionId: id, ...(await pay.json()).response.proof } });
  expect((await request.put(`/api/Subscription/${id}/activate`, { headers: bearer(member) })).status()).toBe(200);
}

test('an Elite member stays out of search, matches and look-up until her introduction is accepted', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const city = `Ooty ${randomBytes(3).toString('hex')}`;
  const elite = await memberWithProfile(request, admin, r, { first: 'Radhika', genderId: 2, dob: `${year - 30}-01-15`, ageMin: 28, ageMax: 36, city });
  const seeker = await memberWithProfile(request, admin, r, { first: 'Suresh', genderId: 1, dob: `${year - 32}-01-15`, ageMin: 25, ageMax: 32, city });
  const code = (await (await request.get('/api/search/my-code', { headers: bearer(elite) })).json()).response.profileCode as string;
  const seen = async () => ({
    search: (
      (await (await request.get(`/api/search?city=${encodeURIComponent(city)}`, { headers: bearer(seeker) })).json()).response.items as Array<{
        userId: number;
      }>
    ).map((i) => i.userId),
    matches: (
      (await (await request.get('/api/user-matrimonial-detail/match?pageSize=50', { headers: bearer(seeker) })).json()).response.items as Array<{
        userId: number;
      }>
    ).map((i) => i.userId),
  });
  expect((await seen()).search).toContain(elite.userId);

  await elitePlan(request, elite);
  const hidden = await seen();
  expect(hidden.search).not.toContain(elite.userId);
  expect(hidden.matches).not.toContain(elite.userId);

  // On his phone, looking her up by profile ID finds nobody.
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await openAs(page, seeker, '/dashboard/search');
  const lookup = page.getByRole('form', { name: 'Search by profile ID' });
  await lookup.getByLabel('Profile ID').fill(code);
  await lookup.getByRole('button', { name: 'Find' }).click();
  await expect(lookup.getByRole('alert')).toBeVisible();
  await expect(page.getByText(elite.fullName)).toHaveCount(0);

  // Her manager introduces her to him (the service's steps through the API).
  const manager = { email: `rm-${randomBytes(4).toString('hex')}@e2e.example.in`, password: 'Manager-Pass-42' };
  const made = await request.post('/api/assisted/managers', {
    headers: bearer(admin),
    data: { name: 'Kavya Raman', ...manager, mobile: `8${String(Date.now()).slice(-9)}`, hoursFrom: '10:00', hoursTo: '19:00', languages: ['en'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  const rm = await apiLogin(request, manager.email, manager.password);
  await request.post('/api/assisted/request', { headers: bearer(elite), data: { kind: 'call' } });
  await request.put(`/api/assisted/members/${elite.userId}/manager`, { headers: bearer(admin), data: { managerId: (await made.json()).response.id } });
  const seekerCode = (await (await request.get('/api/search/my-code', { headers: bearer(seeker) })).json()).response.profileCode as string;
  const list = await request.post(`/api/assisted/workbench/${elite.userId}/shortlists`, {
    headers: bearer(rm),
    data: { picks: [{ profileCode: seekerCode, note: 'Settled in Ooty, a family she knows of.' }] },
  });
  expect(list.status(), await list.text()).toBe(201);
  const pickId = (await list.json()).response.picks[0].id;
  await request.put(`/api/assisted/picks/${pickId}`, { headers: bearer(elite), data: { verdict: 'interested' } });
  const intro = await request.post(`/api/assisted/workbench/${elite.userId}/introductions`, {
    headers: bearer(rm),
    data: { pickId, message: 'She teaches music; her parents would like to meet yours.' },
  });
  expect(intro.status(), await intro.text()).toBe(201);

  // He sees her by initials, with no photo and no name, until he accepts.
  await openAs(page, seeker, '/dashboard/relationship-manager');
  const card = page.getByRole('region', { name: 'Introductions for you' }).getByRole('listitem', { name: 'R.' });
  await expect(card).toContainText('An Elite member: the name and photos are shown once you accept.');
  await screenshotsAround(page, 'assisted-elite-introduction-en');
  // No photo: the card's placeholder, never a picture.
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByRole('img', { name: /has no photo yet/ })).toBeVisible();
  await expect(page.getByText(elite.fullName.split(' ')[0]!, { exact: false })).toHaveCount(0);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, 'Accepted. You are connected now.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Introductions for you' }).getByRole('listitem', { name: 'Radhika' })).toContainText('You are connected');

  // Now she is found, as a connection.
  await openAs(page, seeker, '/dashboard/search');
  await lookup.getByLabel('Profile ID').fill(code);
  await lookup.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('region', { name: 'Search by profile ID' }).getByRole('link', { name: elite.fullName })).toBeVisible();
  const shown = await seen();
  expect(shown.search).toContain(elite.userId);
});
