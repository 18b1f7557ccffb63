import { expect, test, type Page } from '@playwright/test';
import { DASHBOARD_TEXT, MSG, PUBLIC_TEXT } from '../../../src/shared/messages';
import { adminLogin, createAccount, openAs, type Account } from './support';

/**
 * The original rows of the menu table of docs/product/pages.md, copied here on purpose (not
 * imported from the app's menu.ts) so that a drift between the app and that table fails this test.
 */
const ORIGINAL_MENU: { label: string; route: string; roles: string[]; inMasters?: true }[] = [
  { label: 'Dashboard', route: '/dashboard', roles: ['admin', 'user'] },
  { label: 'Users', route: '/dashboard/user-master', roles: ['admin'], inMasters: true },
  { label: 'Caste', route: '/dashboard/caste-master', roles: ['admin'], inMasters: true },
  { label: 'Subscription Plan', route: '/dashboard/subscription-plans', roles: ['admin'], inMasters: true },
  { label: 'Religion', route: '/dashboard/religion-master', roles: ['admin'], inMasters: true },
  { label: 'Family Type', route: '/dashboard/family-type-master', roles: ['admin'], inMasters: true },
  { label: 'Marital Status', route: '/dashboard/marital-status-master', roles: ['admin'], inMasters: true },
  { label: 'Qualification', route: '/dashboard/qualification-master', roles: ['admin'], inMasters: true },
  { label: 'Occupation', route: '/dashboard/occupation-master', roles: ['admin'], inMasters: true },
  { label: 'Employee Type', route: '/dashboard/employment-type-master', roles: ['admin'], inMasters: true },
  { label: 'Complexion', route: '/dashboard/complexion-master', roles: ['admin'], inMasters: true },
  { label: 'Dietery', route: '/dashboard/dietary-habit-master', roles: ['admin'], inMasters: true },
  { label: 'Role', route: '/dashboard/user-role-master', roles: ['admin'], inMasters: true },
  { label: 'My Profile', route: '/dashboard/profile/view-profile', roles: ['admin', 'user'] },
  { label: 'All Profile', route: '/dashboard/profile/all-profile', roles: ['admin'] },
  { label: 'Matching Profile', route: '/dashboard/profile/matching-profile', roles: ['user'] },
  { label: 'Profile View List', route: '/dashboard/profile/view-list', roles: ['user'] },
  { label: 'Subscription Plan', route: '/dashboard/plans', roles: ['user'] },
  { label: 'Subscription', route: '/dashboard/subscription', roles: ['user'] },
  { label: 'Password Update', route: '/dashboard/password-update', roles: ['user'] },
  { label: 'Subscription', route: '/dashboard/user-subscription', roles: ['admin'] },
  { label: 'Contact List', route: '/dashboard/contact-list', roles: ['admin'] },
];
/** Items added after the original rows, which stay as they are, in order (docs/product/pages.md). */
const ADDED_AFTER_ORIGINAL: { label: string; route: string; roles: string[] }[] = [
  { label: 'Search', route: '/dashboard/search', roles: ['user'] },
  { label: 'Interests', route: '/dashboard/interests', roles: ['user'] },
  { label: 'Shortlist', route: '/dashboard/shortlist', roles: ['user'] },
  { label: 'Messages', route: '/dashboard/messages', roles: ['user'] },
  { label: 'Reports', route: '/dashboard/reports', roles: ['admin'] },
  { label: 'Photo Approval', route: '/dashboard/photo-approval', roles: ['admin'] },
  { label: 'Audit Log', route: '/dashboard/audit-log', roles: ['admin'] },
  { label: 'Grievances', route: '/dashboard/grievances', roles: ['admin'] },
  { label: 'Nominee Requests', route: '/dashboard/nominee-requests', roles: ['admin'] },
  { label: 'Selfie Checks', route: '/dashboard/selfie-checks', roles: ['admin'] },
  { label: 'My Relationship Manager', route: '/dashboard/relationship-manager', roles: ['user'] },
  { label: 'Relationship Managers', route: '/dashboard/relationship-managers', roles: ['admin'] },
  { label: 'Settings', route: '/dashboard/settings', roles: ['admin', 'user'] },
];
/** Master lists added for the added profile fields (docs/decisions/036): inside the Masters group, after the original master rows. */
const ADDED_TO_MASTERS: { label: string; route: string; roles: string[] }[] = [
  { label: 'Rashi', route: '/dashboard/rashi-master', roles: ['admin'] },
  { label: 'Nakshatra', route: '/dashboard/nakshatra-master', roles: ['admin'] },
];
const MASTERS_ROLES = ['admin', 'editor'];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function sidebarRows(page: Page) {
  const nav = sidebar(page);
  await expect(nav.getByText('Dashboard', { exact: true }).first()).toBeVisible();
  const group = nav.getByRole('button', { name: 'Masters' });
  if (await group.count()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  }
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({ label: a.textContent!.trim(), route: new URL((a as HTMLAnchorElement).href).pathname })));
}

const accounts: Record<string, Account> = {};
test.beforeAll(async ({ request }) => {
  accounts.admin = await adminLogin(request);
  accounts.user = await createAccount(request, accounts.admin, 'user');
  accounts.editor = await createAccount(request, accounts.admin, 'editor');
});

for (const role of ['admin', 'user', 'editor'] as const) {
  test(`the ${role} sees exactly the original menu rows (docs/product/pages.md), in order, then the added ones`, async ({ page }) => {
    await openAs(page, accounts[role]);
    const rowsOf = (menu: typeof ADDED_AFTER_ORIGINAL) => menu.filter((row) => row.roles.includes(role)).map(({ label, route }) => ({ label, route }));
    // The original rows unchanged and in order; the added master lists close the Masters group.
    const afterMasters = ORIGINAL_MENU.findLastIndex((row) => row.inMasters) + 1;
    const originalRows = [...rowsOf(ORIGINAL_MENU.slice(0, afterMasters)), ...rowsOf(ADDED_TO_MASTERS), ...rowsOf(ORIGINAL_MENU.slice(afterMasters))];
    expect(await sidebarRows(page)).toEqual([...originalRows, ...rowsOf(ADDED_AFTER_ORIGINAL)]);
    // Taken out again, exactly the original rows remain, in order.
    const added = new Set(ADDED_TO_MASTERS.map((row) => row.route));
    expect((await sidebarRows(page)).filter((row) => !added.has(row.route)).slice(0, rowsOf(ORIGINAL_MENU).length)).toEqual(rowsOf(ORIGINAL_MENU));
    const group = sidebar(page).getByRole('button', { name: 'Masters' });
    await expect(group).toHaveCount(MASTERS_ROLES.includes(role) ? 1 : 0);
    if (MASTERS_ROLES.includes(role)) {
      // Inside the group: the original master rows, then the added master lists.
      const list = sidebar(page).locator(`[id="${await group.getAttribute('aria-controls')}"]`);
      const inGroup = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent!.trim()));
      expect(inGroup).toEqual([...rowsOf(ORIGINAL_MENU.filter((row) => row.inMasters)), ...rowsOf(ADDED_TO_MASTERS)].map((row) => row.label));
    }
    if (role === 'editor') await expect(sidebar(page).getByText('No master screens are assigned to the editor role yet')).toBeVisible();
  });
}

test('the group collapses and expands, and the active route is highlighted', async ({ page }) => {
  await openAs(page, accounts.admin, '/dashboard/religion-master');
  const nav = sidebar(page);
  await expect(nav.getByRole('link', { name: 'Religion' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  const group = nav.getByRole('button', { name: 'Masters' });
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await group.click();
  await expect(nav.getByRole('link', { name: 'Religion' })).toBeHidden();
  await group.click();
  await nav.getByRole('link', { name: 'Contact List' }).click();
  await expect(page).toHaveURL(/\/dashboard\/contact-list$/);
  await expect(nav.getByRole('link', { name: 'Contact List' })).toHaveAttribute('aria-current', 'page');
});

test("My Profile is lit on the member's own profile, not on another member's profile below its address", async ({ page }) => {
  await openAs(page, accounts.user, '/dashboard/profile/view-profile');
  await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  await openAs(page, accounts.user, `/dashboard/profile/view-profile/${accounts.editor.userId}`);
  await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'My Profile' })).not.toHaveAttribute('aria-current', 'page');
});

test('the user menu shows name, role and avatar, closes on an outside click and Escape, and logs out', async ({ page, request }) => {
  // Its own account: logging out revokes the token the other tests share.
  const member = await createAccount(request, accounts.admin, 'user');
  await openAs(page, member);
  const button = page.getByRole('button', { name: /User menu for/ });
  await expect(button.locator('[data-avatar="member"]')).toBeVisible();
  await button.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText(member.userName);
  await expect(page.getByTestId('user-menu-role')).toHaveText('User');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('user-menu-name')).toBeHidden();
  await button.click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu-name')).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(MSG.logoutSuccess)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});

test('the admin gets the admin avatar and the admin home', async ({ page }) => {
  await openAs(page, accounts.admin);
  await expect(page.locator('[data-avatar="admin"]')).toBeVisible();
  await expect(page.getByText('Sign-ups per day, last 30 days')).toBeVisible();
  await expect(page.getByText('Revenue')).toBeVisible();
});

test('an unknown dashboard address shows a friendly not-found page in the shell; a routing error the error page', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/dashboard/no/such/page/here', '/dashboard/no-such-page']) {
      await openAs(page, accounts.user, path);
      await expect(page.getByRole('heading', { level: 1, name: PUBLIC_TEXT.notFoundTitle })).toBeVisible();
      await expect(page.getByText(DASHBOARD_TEXT.notFoundHelp)).toBeVisible();
      await expect(page.getByRole('heading', { name: MSG.unexpectedApplicationError })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/dashboard');
    }
  }
  await openAs(page, accounts.admin, '/dashboard/caste-master/destroy/3');
  await expect(page.getByRole('heading', { name: MSG.unexpectedApplicationError })).toBeVisible();
});
