import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../../src/shared/constants';
import { axeViolations } from '../axe';
import { adminLogin, createAccount, openAs, type Account } from './support';

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

// The screens are independent: the workers share them out rather than one worker taking all 32.
test.describe.configure({ mode: 'parallel' });

let admin: Account;
let member: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  member = await createAccount(request, admin, 'user');
});

// One test per screen: sixteen screens with axe in one test outgrow its time on a busy machine.
for (const theme of ['light', 'dark'] as const) {
  for (const [role, paths] of [
    ['admin', ADMIN_PAGES],
    ['member', MEMBER_PAGES],
  ] as const) {
    for (const path of paths) {
      test(`${path} as the ${role} has no axe violations (${theme})`, async ({ page }) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
        await openAs(page, role === 'admin' ? admin : member, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
}
