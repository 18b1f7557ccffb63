import { expect, test, type Browser, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { adminLogin, apiLogin, bearer, openAs, type Account, type AuthData } from '../dashboard/support';
import { SCREENSHOTS } from '../screenshots';
import { screenshotsAround } from '../shots';
import { field, toast } from '../join/support';
import { memberWithProfile, referenceIds, type Member } from '../matching/support';

/**
 * The assisted service through its screens (docs/product/assisted-service.md): a member asks for
 * a call on her phone, an administrator creates a relationship manager and assigns her, the
 * manager (two-step sign-in set up at the first sign-in) records the first call and sends a
 * shortlist of three with notes, she answers one Interested on her phone, and he sees her answer;
 * he introduces her to that member, who accepts, proposes a meeting both confirm, and she follows
 * every step on her phone, down to the calendar invitation.
 */
const PHONE = { width: 360, height: 780 };
const DESK = { width: 1280, height: 900 };

async function tab(browser: Browser, auth: AuthData, path: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await openAs(page, auth, path);
  return page;
}
const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test('a member asks, an administrator assigns, the manager calls and shortlists, the member answers', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin: Account = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const city = `Kodai ${randomBytes(3).toString('hex')}`;
  const bride = await memberWithProfile(request, admin, r, { first: 'Ananya', genderId: 2, dob: `${year - 31}-01-15`, ageMin: 28, ageMax: 36, city: 'Pune' });
  const grooms: Member[] = [];
  for (const first of ['Rohan', 'Karthik', 'Vikram'])
    grooms.push(await memberWithProfile(request, admin, r, { first, genderId: 1, dob: `${year - 33}-01-15`, ageMin: 25, ageMax: 32, city }));

  // She asks for a call on her phone, from the menu, and sees the clock.
  const her = await tab(browser, bride, '/dashboard', PHONE);
  await her.getByRole('button', { name: 'Open menu' }).click();
  await her.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Relationship Manager' }).click();
  await expect(her.getByRole('heading', { level: 1, name: 'My relationship manager' })).toBeVisible();
  await her.getByRole('button', { name: 'Request a call' }).click();
  await expect(toast(her, 'We have your request.')).toBeVisible();
  await expect(her.getByText(/First call by .+ \(India time\)/)).toBeVisible();
  await expect(her.getByRole('heading', { name: 'Waiting for a relationship manager' })).toBeVisible();
  await noOverflow(her);

  // The administrator creates the manager on the screen, then assigns her to him.
  const manager = {
    name: `Meera Krishnan ${randomBytes(2).toString('hex')}`,
    email: `rm-${randomBytes(4).toString('hex')}@e2e.example.in`,
    password: 'Manager-Pass-42',
  };
  const desk = await tab(browser, admin, '/dashboard/relationship-managers', DESK);
  await expect(desk.getByRole('heading', { level: 1, name: 'Relationship managers' })).toBeVisible();
  await field(desk, 'Name').fill(manager.name);
  await field(desk, 'E-mail').fill(manager.email);
  await field(desk, 'Mobile').fill(`9${String(Date.now()).slice(-9)}`);
  await field(desk, 'First password').fill(manager.password);
  await desk.getByRole('checkbox', { name: 'Tamil' }).check();
  await desk.getByRole('button', { name: 'Create the account' }).click();
  await expect(toast(desk, 'The manager’s account is created.')).toBeVisible();
  const card = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: manager.name }) });
  await expect(card).toContainText('Takes members');
  const request_ = desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: bride.fullName }) });
  await expect(request_).toContainText('Not assigned');
  await request_.getByLabel(`Manager for ${bride.fullName}`).selectOption({ label: manager.name });
  await request_.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(desk, 'Assigned.')).toBeVisible();
  await expect(desk.getByRole('listitem').filter({ has: desk.getByRole('heading', { name: bride.fullName }) })).toContainText(manager.name);
  await expect(card.locator('[data-workload="members"]')).toHaveText('1');
  await expect(card.locator('[data-workload="waiting"]')).toHaveText('1');

  // The manager signs in with two steps (set up at this first sign-in); his home is the workbench.
  const rm = await apiLogin(request, manager.email, manager.password);
  expect(rm.role).toBe('manager');
  const bench = await tab(browser, rm, '/dashboard', DESK);
  await expect(bench.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
  const sidebar = bench.getByRole('navigation', { name: 'Dashboard' });
  expect(await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent!.trim()))).toEqual(['Workbench', 'Settings']);
  // No member notifications for staff: the bell a member has in her top bar is not there.
  await expect(her.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await expect(bench.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  const row = bench.getByRole('listitem').filter({ has: bench.getByRole('heading', { name: bride.fullName }) });
  await expect(row).toContainText('First call due');
  await row.getByRole('link', { name: bride.fullName }).click();
  await expect(bench.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
  await expect(bench.getByRole('region', { name: 'Contact' })).toContainText(bride.email);

  // The first call: a note is needed, then it is recorded and the clock stops.
  await bench.getByRole('button', { name: 'Record the call' }).click();
  await expect(bench.getByText('Choose the call’s outcome.')).toBeVisible();
  await bench.getByRole('radio', { name: 'Spoke with the family' }).check();
  await field(bench, 'Note').fill('Spoke with her mother; they want someone settled in Tamil Nadu.');
  await bench.getByRole('button', { name: 'Record the call' }).click();
  await expect(toast(bench, 'The call is recorded.')).toBeVisible();
  await expect(bench.getByText(/First call made/).first()).toBeVisible();
  await expect(bench.getByText('This week’s shortlist is due').first()).toBeVisible();

  // Search as she would see, add the three, a note each, send. A shortlisted profile is shown by its first name.
  const first = (g: Member) => g.fullName.split(' ')[0]!;
  await field(bench, 'City').fill(city);
  await bench.getByRole('button', { name: 'Search', exact: true }).click();
  const results = bench.getByRole('list', { name: 'Search profiles' });
  for (const g of grooms) await results.getByRole('listitem').filter({ hasText: g.fullName }).getByRole('button', { name: 'Add' }).click();
  for (const g of grooms) await field(bench, `Note for ${g.fullName}`).fill(`${first(g)} works in Chennai and his family is close to hers.`);
  await bench.getByRole('button', { name: 'Send the shortlist' }).click();
  await expect(toast(bench, 'The shortlist is sent.')).toBeVisible();
  const sent = bench.getByRole('region', { name: 'Shortlists sent' });
  for (const g of grooms) await expect(sent.getByRole('listitem', { name: first(g) })).toContainText('No answer yet');

  // On her phone: the manager, the three with their notes; she marks one Interested.
  await her.reload();
  await expect(her.getByRole('heading', { name: 'Your relationship manager' })).toBeVisible();
  await expect(her.getByText(manager.name)).toBeVisible();
  await expect(her.getByText('Speaks: English, Tamil')).toBeVisible();
  const shortlisted = her.getByRole('region', { name: 'Profiles shortlisted for you' });
  // Each profile's card has its answer buttons.
  await expect(shortlisted.getByRole('group', { name: /^Your answer for / })).toHaveCount(3);
  for (const g of grooms) await expect(shortlisted.getByRole('listitem', { name: first(g) })).toContainText(`${first(g)} works in Chennai`);
  const chosen = shortlisted.getByRole('listitem', { name: first(grooms[1]!) });
  await chosen.getByRole('button', { name: 'Interested' }).click();
  await expect(toast(her, 'Your answer is saved.')).toBeVisible();
  await expect(chosen.getByRole('button', { name: 'Interested' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toContainText('Your answer: Interested');
  await noOverflow(her);

  // The manager sees her answer.
  await bench.reload();
  const answered = bench.getByRole('region', { name: 'Shortlists sent' });
  await expect(answered.getByRole('listitem', { name: first(grooms[1]!) })).toContainText('Interested');
  await expect(answered.getByRole('listitem', { name: first(grooms[0]!) })).toContainText('No answer yet');

  // He introduces her to the member she chose, with a note for him.
  const groom = grooms[1]!;
  const introductions = bench.getByRole('region', { name: 'Introductions' });
  const introduce = introductions.getByRole('form', { name: `Introduce Ananya to ${first(groom)}` });
  await introduce.getByRole('button', { name: 'Send the introduction' }).click();
  await expect(introduce.getByText('Write a note of 10 to 1000 characters.')).toBeVisible();
  await field(introduce, 'Your note to the other side').fill('Ananya is a doctor in Pune; her family is from Madurai, as yours is.');
  await introduce.getByRole('button', { name: 'Send the introduction' }).click();
  await expect(toast(bench, 'The introduction is sent.')).toBeVisible();
  const introduced = introductions.getByRole('listitem', { name: first(groom) });
  await expect(introduced).toContainText('Waiting for an answer');

  // She sees it in progress on her phone.
  await her.reload();
  const inProgress = her.getByRole('region', { name: 'Introductions in progress' });
  await expect(inProgress.getByRole('listitem', { name: first(groom) })).toContainText('Waiting for an answer');

  // He, who never asked for the service, finds it on the same page of his own and accepts.
  const him = await tab(browser, groom, '/dashboard/relationship-manager', PHONE);
  const forHim = him.getByRole('region', { name: 'Introductions for you' });
  const introCard = forHim.getByRole('listitem', { name: 'Ananya' });
  await expect(introCard).toContainText(`${manager.name}, relationship manager of Ananya’s family, would like to introduce Ananya to you.`);
  await expect(introCard).toContainText('her family is from Madurai');
  await introCard.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(him, 'Accepted. You are connected now.')).toBeVisible();
  await expect(introCard).toContainText('You are connected');
  await noOverflow(him);

  // The manager sees the acceptance with his contact details, and proposes a meeting.
  await bench.reload();
  await expect(introduced).toContainText('Accepted');
  await expect(introduced).toContainText(groom.email);
  const propose = introduced.getByRole('form', { name: 'Propose a meeting' });
  const day = new Date(Date.now() + 6 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);
  await field(propose, 'Date and time (India time)').fill(`${day}T18:30`);
  await field(propose, 'Place').fill('Saravana Bhavan, T. Nagar, Chennai');
  await propose.getByRole('button', { name: 'Propose the meeting' }).click();
  await expect(toast(bench, 'The meeting is proposed. Both sides are asked to confirm.')).toBeVisible();
  await expect(introduced.getByRole('listitem', { name: 'Meetings' })).toContainText('Proposed');

  // Both confirm, she on her phone first.
  await her.reload();
  const herIntro = her.getByRole('region', { name: 'Introductions in progress' }).getByRole('listitem', { name: first(groom) });
  await expect(herIntro).toContainText('Accepted');
  await expect(herIntro).toContainText('Saravana Bhavan, T. Nagar, Chennai');
  await herIntro.getByRole('button', { name: 'Confirm the meeting' }).click();
  await expect(toast(her, 'Confirmed.')).toBeVisible();
  await expect(herIntro).toContainText('You confirmed. Waiting for the other side to confirm.');
  await him.reload();
  await him.getByRole('region', { name: 'Introductions for you' }).getByRole('button', { name: 'Confirm the meeting' }).click();
  await expect(toast(him, 'Confirmed.')).toBeVisible();

  // She sees it confirmed, at 6:30 pm India time, and takes the calendar invitation.
  await her.reload();
  const meeting = herIntro.getByRole('listitem', { name: 'Meetings' });
  await expect(meeting).toHaveAttribute('data-meeting-status', 'confirmed');
  await expect(meeting).toContainText('Confirmed');
  await expect(meeting).toContainText(/6:30\s?pm \(India time\), 60 minutes/i);
  const [download] = await Promise.all([her.waitForEvent('download'), meeting.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain(`DTSTART:${day.replaceAll('-', '')}T130000Z`);
  expect(ics).toContain(`SUMMARY:Meeting: Ananya and ${first(groom)}`);
  expect(ics).toContain('LOCATION:Saravana Bhavan\\, T. Nagar\\, Chennai');
  await noOverflow(her);
  await bench.reload();
  await expect(introduced.getByRole('listitem', { name: 'Meetings' })).toContainText('Confirmed');

  // Pictures of the new screens, in English and then in Hindi (only with E2E_SCREENSHOTS).
  if (SCREENSHOTS) {
    for (const locale of ['en', 'hi'] as const) {
      for (const [page, who, name] of [
        [her, bride, 'assisted-member'],
        [him, groom, 'assisted-introduced'],
        [bench, rm, 'assisted-workbench'],
      ] as const) {
        expect((await request.put('/api/account/language', { headers: bearer(who), data: { locale } })).status()).toBe(200);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-IN`);
        await screenshotsAround(page, `${name}-${locale}`);
      }
    }
  }
});
