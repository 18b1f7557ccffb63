import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, createAccount, inBothThemes, settled, visitInTurn, type Account } from './support';

// axe over the main dashboard screens in both themes (labels, roles, colour contrast).
const ADMIN_PAGES = [
  '/dashboard',
  '/dashboard/caste-master',
  '/dashboard/caste-master/add',
  '/dashboard/user-master',
  '/dashboard/profile/all-profile',
  '/dashboard/contact-list',
  '/dashboard/user-subscription',
  '/dashboard/subscription-plans',
  '/dashboard/subscription-plans/add',
];
const MEMBER_PAGES = [
  '/dashboard',
  '/dashboard/profile/view-profile',
  '/dashboard/password-update',
  '/dashboard/account',
  '/dashboard/plans',
  '/dashboard/subscription',
  '/dashboard/caste-master',
];

// The two runs (two roles) are independent: the workers share them out.
test.describe.configure({ mode: 'parallel' });

let admin: Account;
let member: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  member = await createAccount(request, admin, 'user');
});

// The first screen is loaded, the rest opened within the app as a person moves between them; each
// is scanned in the theme it shows, then in the other.
for (const [role, paths] of [
  ['admin', ADMIN_PAGES],
  ['member', MEMBER_PAGES],
] as const) {
  test(`the ${role}'s main screens have no axe violations, light and dark`, async ({ page }) => {
    test.setTimeout(120_000);
    await visitInTurn(page, role === 'admin' ? admin : member, paths, async (path) => {
      await settled(page);
      await inBothThemes(page, async (theme) => expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]));
    });
  });
}
