import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { axeViolations } from '../axe';
import { adminLogin, apiLogin, bearer, openAs, type AuthData } from '../dashboard/support';
import { connectedPair, memberWithProfile, referenceIds, uploadPhoto, type Member } from '../matching/support';
import { screenshot } from '../screenshots';

/**
 * Shortlisted profiles with their photos on the member's page and the workbench, and the
 * administrators' measure of how soon members connect and meet (docs/product/assisted-service.md),
 * on a phone and a desk.
 */
const WIDTHS = [360, 1280] as const;

async function tab(browser: Browser, auth: AuthData, path: string, width: number): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await openAs(page, auth, path);
  return page;
}
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test('shortlisted cards show the photo the member may see', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const bride = await memberWithProfile(request, admin, r, {
    first: 'Kavya',
    genderId: 2,
    dob: `${year - 30}-03-10`,
    ageMin: 28,
    ageMax: 36,
    city: 'Coimbatore',
  });
  const grooms: Member[] = [];
  for (const first of ['Arjun', 'Siddharth', 'Naveen'])
    grooms.push(await memberWithProfile(request, admin, r, { first, genderId: 1, dob: `${year - 32}-03-10`, ageMin: 25, ageMax: 32, city: 'Madurai' }));
  const [open, closed, none] = grooms as [Member, Member, Member];
  await uploadPhoto(request, open, '#1e3a8a');
  await uploadPhoto(request, closed, '#047857');
  expect((await request.put('/api/settings/photo-visibility', { headers: bearer(open), data: { photoVisibility: 'all' } })).status()).toBe(200);
  expect((await request.put('/api/settings/photo-visibility', { headers: bearer(closed), data: { photoVisibility: 'connections' } })).status()).toBe(200);

  // She asks, a manager is made and assigned, and sends her the three.
  expect((await request.post('/api/assisted/request', { headers: bearer(bride), data: { kind: 'call' } })).status()).toBe(201);
  const manager = { email: `rm-ph-${randomBytes(4).toString('hex')}@e2e.example.in`, password: 'Manager-Pass-42' };
  const made = await request.post('/api/assisted/managers', {
    headers: bearer(admin),
    data: {
      name: 'Revathi Subramanian',
      mobile: `9${String(Date.now()).slice(-9)}`,
      hoursFrom: '10:00',
      hoursTo: '19:00',
      languages: ['en', 'ta'],
      ...manager,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const assigned = await request.put(`/api/assisted/members/${bride.userId}/manager`, {
    headers: bearer(admin),
    data: { managerId: (await made.json()).response.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const rm = await apiLogin(request, manager.email, manager.password);
  const codeOf = async (m: Member) => (await (await request.get('/api/search/my-code', { headers: bearer(m) })).json()).response.profileCode as string;
  const picks = [];
  for (const g of grooms) picks.push({ profileCode: await codeOf(g), note: `${g.fullName.split(' ')[0]} works in Madurai; the families know each other.` });
  const sent = await request.post(`/api/assisted/workbench/${bride.userId}/shortlists`, { headers: bearer(rm), data: { picks } });
  expect(sent.status(), await sent.text()).toBe(201);

  const first = (g: Member) => g.fullName.split(' ')[0]!;
  for (const width of WIDTHS) {
    const her = await tab(browser, bride, '/dashboard/relationship-manager', width);
    const shortlisted = her.getByRole('region', { name: 'Profiles shortlisted for you' });
    // The open photo itself, the private one as its blurred preview, initials for none.
    const openPhoto = shortlisted.getByRole('listitem', { name: first(open) }).getByRole('img', { name: `Photo of ${first(open)}` });
    await expect(openPhoto).toBeVisible();
    await expect(openPhoto).toHaveAttribute('src', /\/api\/files\/\d+\?size=thumb&/);
    expect(await openPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const closedCard = shortlisted.getByRole('listitem', { name: first(closed) });
    await expect(closedCard.getByText('Photo on request')).toBeVisible();
    await expect(closedCard.getByRole('img', { name: `Photo of ${first(closed)}` })).toHaveCount(0);
    await expect(shortlisted.getByRole('listitem', { name: first(none) }).getByRole('img', { name: `${first(none)} has no photo yet` })).toBeVisible();
    await noOverflow(her);
    expect(await axeViolations(her)).toEqual([]);
    await screenshot(her, `shortlist-photos-member-${width}`, { fullPage: true });
    await her.context().close();

    // The workbench shows the manager what she sees.
    const bench = await tab(browser, rm, `/dashboard/workbench/${bride.userId}`, width);
    const shortlists = bench.getByRole('region', { name: 'Shortlists sent' });
    await expect(shortlists.getByRole('listitem', { name: first(open) }).getByRole('img', { name: `Photo of ${first(open)}` })).toBeVisible();
    await expect(shortlists.getByRole('listitem', { name: first(closed) }).getByText('Photo on request')).toBeVisible();
    await noOverflow(bench);
    await screenshot(shortlists, `shortlist-photos-workbench-${width}`);
    await bench.context().close();
  }
});

test('the administrators see how soon members of each service connect and meet, as computed', async ({ browser, request }) => {
  const admin = await adminLogin(request);
  // Two members connect: self-service has at least one figure.
  await connectedPair(request, admin);
  const figures = (await (await request.get('/api/assisted/speed', { headers: bearer(admin) })).json()).response as {
    services: Array<{ service: string; members: number; firstConnection: { medianDays: number | null; members: number } }>;
  };
  const self = figures.services.find((s) => s.service === 'self')!;
  expect(self.firstConnection.members).toBeGreaterThanOrEqual(2);

  for (const width of WIDTHS) {
    const desk = await tab(browser, admin, '/dashboard/relationship-managers', width);
    const card = desk.getByRole('region', { name: 'How soon members connect and meet' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(['Self-service', 'Assisted', 'Elite']);
    // Each figure on screen is the server's.
    for (const s of figures.services) {
      const service = card.locator(`[data-service="${s.service}"]`);
      await expect(service.locator('[data-speed="members"]')).toHaveText(new Intl.NumberFormat('en-IN').format(s.members));
      if (s.firstConnection.medianDays === null)
        await expect(service.locator('[data-speed="connection-median"]')).toHaveText('No member has reached this yet.');
      else {
        await expect(service.locator('[data-speed="connection-median"]')).toHaveText(
          new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 }).format(s.firstConnection.medianDays),
        );
        await expect(service.locator('[data-speed="connection-counted"]')).toHaveText(String(s.firstConnection.members));
      }
    }
    await noOverflow(desk);
    expect(await axeViolations(desk)).toEqual([]);
    await screenshot(card, `service-speed-${width}`);
    await desk.context().close();
  }
});
