import { expect, test } from '@playwright/test';
import { MENU, isGroup } from '../../../src/app/dashboard/config/menu';
import { MASTER_RESOURCES } from '../../../src/app/dashboard/config/masters';
import { adminLogin, bearer, createAccount, retireAdmin, visitInTurn, type Account } from '../dashboard/support';
import { buyPlan, matchingPair, uploadPhoto, type Member } from '../matching/support';
import { englishOn, TYPED_IN_PROFILES } from './english-words';

// An administrator who chose Hindi or Tamil reads every administrators' screen in it: the home
// figures, each master list and its forms, All Profile and a member's profile with its documents
// and moderation panels, the subscriptions, the contact list, reports, photo approval and the audit
// log. What people typed (names, e-mail addresses, messages, a row's English name) is marked as
// data not to be translated and is left as written. The administrator is one of their own, so the
// other tests' administrator keeps English.
test.describe.configure({ mode: 'parallel' });

let admin: Account;
let bride: Member;
let groom: Member;
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  // Something on every queue: a photo to approve, a report, a paid plan, a contact message.
  await uploadPhoto(request, bride);
  const reported = await request.post('/api/reports', {
    headers: bearer(groom),
    data: { reportedUserId: bride.userId, reason: 'fake-profile', details: 'Photos look copied.' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  await buyPlan(request, admin, groom, 5);
  const wrote = await request.post('/api/contact-us', {
    data: { name: 'Meera Iyer', email: 'meera@example.in', contactNo: '9876543210', message: 'Please call me about assisted service.' },
  });
  expect(wrote.status(), await wrote.text()).toBe(201);
});

const adminRoutes = MENU.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]))
  .filter((item) => item.roles.includes('admin'))
  .map((item) => item.route);

for (const locale of ['hi', 'ta'] as const) {
  test(`every administrators' screen reads in ${locale === 'hi' ? 'Hindi' : 'Tamil'}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const staff = await createAccount(request, admin, 'admin');
    const chosen = await request.put('/api/account/language', { headers: bearer(staff), data: { locale } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const forms = MASTER_RESOURCES.flatMap((resource) => {
      const route = resource.screen!.route;
      return resource.path === 'user-master' ? [`${route}/add`, `${route}/edit/${bride.userId}`] : [`${route}/add`];
    });
    const screens = [...adminRoutes, ...forms, `/dashboard/profile/view-profile/${bride.userId}`];
    const own = [staff.userName, bride.fullName, groom.fullName, ...TYPED_IN_PROFILES];
    const found: string[] = [];
    await visitInTurn(page, staff, screens, async (path) => {
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      for (const line of await englishOn(page, own)) found.push(`${path} ${line}`);
    });
    // A dialog too, its close button included: verifying the bride's photo asks first.
    await page.locator('section[aria-labelledby="admin-documents-heading"] li button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    for (const line of await englishOn(page, own)) found.push(`dialog ${line}`);
    expect(found).toEqual([]);
    await retireAdmin(request, admin, staff);
  });
}
