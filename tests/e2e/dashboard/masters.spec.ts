import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, VALIDATION } from '../../../src/shared/messages';
import { randomBytes } from 'node:crypto';
import { adminLogin, bearer, createAccount, openAs, settled, visitInTurn, type Account } from './support';

/** The ten generic master screens of the menu (docs/product/pages.md), with the singular the screen uses. */
const MASTERS = [
  { label: 'Caste', route: '/dashboard/caste-master' },
  { label: 'Religion', route: '/dashboard/religion-master' },
  { label: 'Family Type', route: '/dashboard/family-type-master' },
  { label: 'Marital Status', route: '/dashboard/marital-status-master' },
  { label: 'Qualification', route: '/dashboard/qualification-master' },
  { label: 'Occupation', route: '/dashboard/occupation-master' },
  { label: 'Employee Type', route: '/dashboard/employment-type-master' },
  { label: 'Complexion', route: '/dashboard/complexion-master' },
  { label: 'Dietery', route: '/dashboard/dietary-habit-master' },
  { label: 'Role', route: '/dashboard/user-role-master' },
];

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/**
 * The rows a test made through the screens, by list: a test that stops part-way deletes what it
 * left, so the other tests of this worker's server never read its rows as reference data.
 */
const made: Array<{ list: string; name: string }> = [];
test.afterEach(async ({ request }) => {
  for (const { list, name } of made.splice(0)) {
    const found = await request.get(`/api/${list}`, { headers: bearer(admin), params: { search: name, pageSize: 100 } });
    const rows = ((await found.json()).response?.items ?? []) as Array<{ id: number; name: string }>;
    for (const row of rows.filter((r) => r.name.startsWith(name))) await request.delete(`/api/${list}/${row.id}`, { headers: bearer(admin) });
  }
});

// Labels of required fields end with a star, so they are matched from their start.
const nameField = (page: Page) => page.getByLabel(/^Name/);

/**
 * Searches the list for `name` and waits until the search has applied (the address carries it and
 * the list has been read again), so what the test clicks next is the searched list's row.
 */
async function findRow(page: Page, label: string, name: string) {
  await page.getByLabel(`Search ${label}`).fill(name);
  await expect(page).toHaveURL((url) => url.searchParams.get('search') === name);
  await settled(page);
  return page.getByRole('row', { name: new RegExp(name) });
}

// One tab goes through the ten screens, as an administrator would: the first is loaded, the
// others opened within the app.
test('on every generic master screen the admin adds, views, edits and deletes a row', async ({ page }) => {
  test.setTimeout(180_000);
  await visitInTurn(
    page,
    admin,
    MASTERS.map((m) => m.route),
    (_route, n) => {
      const master = MASTERS[n];
      return test.step(master.label, async () => {
        const name = `E2E ${master.label} ${randomBytes(3).toString('hex')}`;
        const renamed = `${name} renamed`;
        made.push({ list: master.route.replace('/dashboard/', ''), name });
        await expect(page.getByRole('heading', { level: 1, name: master.label })).toBeVisible();

        await page.getByRole('link', { name: `Add ${master.label}` }).click();
        await expect(page).toHaveURL(`${master.route}/add`);
        await nameField(page).fill(name);
        if (master.label === 'Caste') await page.getByLabel('Religion').selectOption({ label: 'Hindu' });
        await page.getByRole('button', { name: `Add ${master.label}` }).click();
        await expect(page).toHaveURL(master.route);

        await expect(await findRow(page, master.label, name)).toHaveCount(1);
        await page.getByRole('link', { name: `View ${name}` }).click();
        await expect(page).toHaveURL(new RegExp(`${master.route}/view/\\d+$`));
        await expect(page.locator('[data-field="name"]')).toHaveText(name);
        if (master.label === 'Caste') await expect(page.locator('[data-field="religionId"]')).toHaveText('Hindu');

        await page.getByRole('link', { name: 'Edit' }).click();
        await expect(page).toHaveURL(new RegExp(`${master.route}/edit/\\d+$`));
        await expect(nameField(page)).toHaveValue(name);
        await nameField(page).fill(renamed);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await expect(page).toHaveURL(master.route);

        await expect(await findRow(page, master.label, renamed)).toHaveCount(1);
        await page.getByRole('button', { name: `Delete ${renamed}` }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toContainText(renamed);
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
        await expect(page.getByText('Nothing found.')).toBeVisible();
      });
    },
  );
});

test('a master form refuses an empty, a 10,000-character and a duplicate name, by field', async ({ page }) => {
  await openAs(page, admin, '/dashboard/religion-master/add');
  await page.getByRole('button', { name: 'Add Religion' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await nameField(page).fill('x'.repeat(10_000));
  await page.getByRole('button', { name: 'Add Religion' }).click();
  await expect(page.getByText('Name must be at most 200 characters')).toBeVisible();
  await nameField(page).fill('Hindu');
  await page.getByRole('button', { name: 'Add Religion' }).click();
  // The server's 409 for a duplicate: the form stays, with the message.
  await expect(page.getByRole('alert').filter({ hasText: 'A religion with these details already exists.' })).toBeVisible();
  await expect(page).toHaveURL(/\/religion-master\/add$/);
});

test('deleting a religion that castes still use is refused with a clear message and nothing is deleted', async ({ page, request }) => {
  await openAs(page, admin, '/dashboard/religion-master');
  const before = await (await request.get('/api/religion-master?search=Hindu')).json();
  expect(before.response.total).toBeGreaterThan(0);
  // The search reloads the list: wait for its answer, so Delete is pressed on the list that stays.
  const searched = page.waitForResponse((res) => res.url().includes('/api/religion-master') && res.url().includes('search=Hindu'));
  await page.getByLabel('Search Religion').fill('Hindu');
  await searched;
  await page.getByRole('button', { name: 'Delete Hindu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/This religion cannot be deleted: (1 caste record still uses|\d+ caste records still use) it\./)).toBeVisible();
  await expect(page.getByRole('row', { name: /Hindu/ }).first()).toBeVisible();
  const after = await (await request.get('/api/religion-master?search=Hindu')).json();
  expect(after.response.total).toBe(before.response.total);
});

test('a master list that fails to load says so, and "Try again" loads it', async ({ page }) => {
  let failing = true;
  await page.route('**/api/complexion-master?*', (route) =>
    failing && route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue(),
  );
  await openAs(page, admin, '/dashboard/complexion-master');
  const panel = page.getByRole('alert').filter({ hasText: 'Try again' });
  await expect(panel).toBeVisible();
  failing = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
});

test('the whole list answering after a search does not replace the search result', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The first list (no search) is held back and then answers with a row no search would find.
  await page.route('**/api/religion-master?*', async (route) => {
    if (route.request().method() !== 'GET' || new URL(route.request().url()).searchParams.has('search')) return route.continue();
    await held;
    await route.fulfill({
      json: { responseCode: 200, response: { items: [{ id: 999999, name: 'Stale Religion' }], page: 1, pageSize: 10, total: 1 }, error: null },
    });
  });
  await openAs(page, admin, '/dashboard/religion-master');
  await page.getByLabel('Search Religion').fill('Hindu');
  await expect(page.getByRole('row', { name: /Hindu/ }).first()).toBeVisible();
  const late = page.waitForResponse((r) => r.url().includes('/api/religion-master?') && !new URL(r.url()).searchParams.has('search'));
  release();
  await late;
  // Two frames let the late answer reach the screen if it were going to.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByText('Stale Religion')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Hindu/ }).first()).toBeVisible();
});

test('Users master: change a role, deactivate, and the last admin stays admin', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user');
  await openAs(page, admin, '/dashboard/user-master');
  await expect(page.getByRole('columnheader', { name: /Last sign-in/ })).toBeVisible();
  await page.getByLabel('Search Users').fill(member.email);
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await expect(row).toContainText('Yes'); // verified
  // A role change is asked for first, naming the member and the new role; Cancel changes nothing.
  const roleSelect = row.getByLabel(`Role for ${member.userName}`);
  const ask = page.getByRole('dialog', { name: DASHBOARD_TEXT.roleChangeTitle });
  await roleSelect.selectOption({ label: 'editor' });
  await expect(ask).toContainText(DASHBOARD_TEXT.roleChangeQuestion({ member: member.userName, role: 'editor', article: 'an' }));
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(roleSelect).toHaveValue('2');
  expect((await (await request.get(`/api/user-master/${member.userId}`, { headers: bearer(admin) })).json()).response.userRoleId).toBe(2);
  await roleSelect.selectOption({ label: 'editor' });
  await ask.getByRole('button', { name: DASHBOARD_TEXT.roleChangeConfirm }).click();
  await expect(page.getByText('Role changed')).toBeVisible();
  // Deactivating asks first, with a reason the member is mailed; Cancel changes nothing.
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const deactivate = page.getByRole('dialog', { name: DASHBOARD_TEXT.deactivateTitle({ member: member.userName }) });
  await expect(deactivate).toContainText(DASHBOARD_TEXT.deactivateQuestion);
  await deactivate.getByRole('button', { name: 'Cancel' }).click();
  expect((await (await request.get(`/api/user-master/${member.userId}`, { headers: bearer(admin) })).json()).response.isActive).toBe(1);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await deactivate.getByRole('button', { name: DASHBOARD_TEXT.deactivateConfirm }).click();
  await expect(deactivate.getByRole('alert').or(deactivate.getByText(/Say why/))).toBeVisible();
  await deactivate.getByLabel(/^Reason/).fill('The profile gave a false age.');
  await deactivate.getByRole('button', { name: DASHBOARD_TEXT.deactivateConfirm }).click();
  // Exact: "Deactivate" contains "activate", so a loose match would pass before the change is stored.
  await expect(row.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  await expect(page.getByText(/Account deactivated/)).toBeVisible();
  const stored = await (await request.get(`/api/user-master/${member.userId}`, { headers: bearer(admin) })).json();
  expect(stored.response).toMatchObject({ userRoleId: 3, isActive: 0, deactivationReason: 'The profile gave a false age.' });

  await page.getByLabel('Search Users').fill('admin@e2e.example.in');
  const adminRow = page.getByRole('row', { name: /admin@e2e\.example\.in/ });
  await adminRow.getByLabel(/Role for/).selectOption({ label: 'user' });
  await ask.getByRole('button', { name: DASHBOARD_TEXT.roleChangeConfirm }).click();
  await expect(page.getByText(/last active administrator/i)).toBeVisible();
  await expect(adminRow.getByLabel(/Role for/)).toHaveValue('1');
});

test('Users master: a mobile must be Indian (10 digits from 6 to 9); a number stored before the rule may stay', async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex');
  await openAs(page, admin, '/dashboard/user-master/add');
  await nameField(page).fill(`E2E Mobile ${tag}`);
  await page.getByLabel(/^E-mail/).fill(`e2e-mobile-${tag}@example.in`);
  await page.getByLabel(/^Password/).fill('Member-Pass-1');
  await page.getByLabel(/^Role/).selectOption({ label: 'user' });
  const mobile = page.getByLabel(/^Mobile/);
  await mobile.fill('1234567890');
  await page.getByRole('button', { name: 'Add Users' }).click();
  await expect(page.getByText(VALIDATION.mobileInvalid)).toBeVisible();
  await expect(page).toHaveURL('/dashboard/user-master/add');
  const number = `6${String(Date.now()).slice(-9)}`;
  await mobile.fill(number);
  await page.getByRole('button', { name: 'Add Users' }).click();
  await expect(page).toHaveURL('/dashboard/user-master');
  const found = await (await request.get(`/api/user-master?search=e2e-mobile-${tag}`, { headers: bearer(admin) })).json();
  expect(found.response.items).toMatchObject([{ mobile: number }]);

  // The seeded administrator's placeholder number predates the rule: the account still saves.
  await openAs(page, admin, `/dashboard/user-master/edit/${admin.userId}`);
  await expect(page.getByLabel(/^Mobile/)).toHaveValue('0000000000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/dashboard/user-master');
});
