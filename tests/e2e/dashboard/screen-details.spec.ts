import { expect, test } from '@playwright/test';
import { screenshot } from '../screenshots';
import { adminLogin, bearer, createAccount, inBothThemes, openAs, settled, type Account } from './support';
import { connectedPair, uploadPhoto } from '../matching/support';
import { dashboardWords, speaks } from '../words';
import { latestMail } from '../../helpers/outbox';

const mailTo = (to: string) => latestMail(process.env.E2E_DATA_DIR!, to);

/**
 * Small things a member meets (docs/product/member-loop.md, docs/product/family.md,
 * docs/product/messages.md): the carousel's arrows point the way they go, removing a family
 * helper asks first and says it is done, a deleted member's conversation offers no "Try again",
 * and signing out without a network says the specification's "Something went wrong!" in the
 * page's language. At phone and laptop widths, light and dark.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the photo carousel: "Previous photo" points left, "Next photo" right', async ({ page, request }) => {
      const { bride } = await connectedPair(request, admin);
      await uploadPhoto(request, bride, '#c2185b', 'Close Up Photo');
      await uploadPhoto(request, bride, '#1e88e5', 'Full Photo');
      await openAs(page, bride, '/dashboard/profile/view-profile');
      await settled(page);
      const mirrored = (name: string) =>
        page
          .getByRole('button', { name })
          .locator('svg')
          .evaluate((svg) => getComputedStyle(svg).transform);
      await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
      expect(await mirrored('Previous photo')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
      expect(await mirrored('Next photo')).toBe('none');
      await page.getByRole('button', { name: 'Next photo' }).click();
      await inBothThemes(page, async (theme) => screenshot(page.getByRole('region', { name: /Photos of/ }).first(), `carousel-${width}-${theme}`));
    });

    test('removing a family helper asks first, can be cancelled, and says it is done', async ({ page, request }) => {
      const member = await createAccount(request, admin, 'user');
      const invited = await request.post('/api/family/helpers', {
        headers: bearer(member),
        data: { name: 'Lakshmi Devi', relation: 'mother', mobile: `9${String(Date.now()).slice(-9)}` },
      });
      expect(invited.status(), await invited.text()).toBe(201);
      await openAs(page, member, '/dashboard/settings');
      const helpers = page.getByRole('list', { name: 'Family helpers' });
      await helpers.getByRole('button', { name: 'Remove Lakshmi Devi' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove Lakshmi Devi?' });
      await expect(dialog).toContainText('They can no longer act for you');
      await inBothThemes(page, async (theme) => screenshot(page, `family-remove-${width}-${theme}`), { behindDialog: true });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(helpers).toContainText('Lakshmi Devi');

      await helpers.getByRole('button', { name: 'Remove Lakshmi Devi' }).click();
      await page.getByRole('dialog', { name: 'Remove Lakshmi Devi?' }).getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Lakshmi Devi was removed; their sessions have ended.')).toBeVisible();
      await expect(page.getByText('No family helpers yet.')).toBeVisible();
    });

    test('a deleted member’s conversation says so, without a "Try again" that cannot help', async ({ page, request }) => {
      const { bride, groom } = await connectedPair(request, admin);
      await request.post(`/api/conversations/${groom.userId}/messages`, { headers: bearer(bride), data: { body: 'Namaste!' } });
      const gone = await request.delete('/api/account', { headers: bearer(bride), data: { password: 'Member-Pass-1' } });
      expect(gone.status(), await gone.text()).toBe(200);
      await openAs(page, groom, `/dashboard/messages/${bride.userId}`);
      await expect(page.getByRole('alert')).toContainText('This profile is not available.');
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Back to messages/i })).toBeVisible();
      await inBothThemes(page, async (theme) => screenshot(page, `thread-deleted-${width}-${theme}`));
    });

    test('a password change and a deleted account are confirmed on the screen and by mail', async ({ page, request }) => {
      const member = await createAccount(request, admin, 'user');
      await openAs(page, member, '/dashboard/password-update');
      await page.getByLabel(/^Current password\*?$/).fill(member.password);
      await page.getByLabel(/^New password\*?$/).fill('Kesari-Saree-Monsoon-42');
      await page.getByLabel(/^Confirm new password\*?$/).fill('Kesari-Saree-Monsoon-42');
      await page.getByRole('button', { name: 'Update password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'We have sent a confirmation to your e-mail.' })).toBeVisible();
      await expect.poll(() => mailTo(member.email)?.text ?? '').toContain('Your password was changed.');
      await inBothThemes(page, async (theme) => screenshot(page, `password-changed-${width}-${theme}`));

      await page.goto('/dashboard/account');
      await page.getByLabel(/^Your password\*?$/).fill('Kesari-Saree-Monsoon-42');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('dialog', { name: 'Delete your account?' }).getByRole('button', { name: 'Delete for good' }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(
        page.getByRole('status').filter({ hasText: 'Your account and profile have been deleted. We have sent a confirmation to your e-mail.' }),
      ).toBeVisible();
      await expect.poll(() => mailTo(member.email)?.text ?? '').toContain('Your account was deleted.');
    });

    test('an abandoned checkout can be removed from the Subscription screen', async ({ page, request }) => {
      const member = await createAccount(request, admin, 'user');
      const plans = (await (await request.get('/api/SubscriptionPlan/GetAllSubscriptionPlan')).json()).response as Array<{ id: number }>;
      const started = await request.post('/api/Subscription/create', { headers: bearer(member), data: { planId: plans[0].id } });
      expect(started.status(), await started.text()).toBe(201);
      await openAs(page, member, '/dashboard/subscription');
      await settled(page);
      const shown = page.locator(width < 640 ? 'ul[aria-label] > li' : 'table tbody tr').filter({ hasText: 'Awaiting payment' });
      await expect(shown).toHaveCount(1);
      await expect(shown).toContainText('removed by itself an hour after the checkout was opened');
      await inBothThemes(page, async (theme) => screenshot(page, `subscription-unpaid-${width}-${theme}`, { fullPage: true }));
      await shown.getByRole('button', { name: /^Remove/ }).click();
      await expect(page.getByText('The unpaid plan was removed.')).toBeVisible();
      await expect(page.getByText('Awaiting payment')).toHaveCount(0);
    });

    for (const locale of ['en', 'hi'] as const) {
      test(`signing out with no network says "Something went wrong!" in ${locale}`, async ({ page, request }) => {
        const member = await createAccount(request, admin, 'user');
        if (locale !== 'en') await speaks(request, member, locale);
        await openAs(page, member, '/dashboard');
        await settled(page);
        await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
        await page.getByRole('button', { name: locale === 'hi' ? /का मेन्यू$/ : /^User menu for / }).click();
        await page.getByRole('button', { name: locale === 'hi' ? 'लॉगआउट' : 'Logout' }).click();
        await expect(page).toHaveURL(locale === 'hi' ? /\/hi\/login/ : /\/login/);
        await expect(page.getByRole('alert').filter({ hasText: locale === 'hi' ? 'कुछ गड़बड़ हो गई!' : 'Something went wrong!' })).toBeVisible();
        await expect(page.getByText(locale === 'hi' ? 'लॉगआउट नहीं हो सका।' : 'Logout failed!')).toHaveCount(0);
      });
    }
  });
}

test('in Tamil, removing a helper asks in Tamil; in Hindi, the unpaid plan says it goes by itself', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 900 });
  const ta = dashboardWords('ta');
  const member = await createAccount(request, admin, 'user');
  await speaks(request, member, 'ta');
  const invited = await request.post('/api/family/helpers', {
    headers: bearer(member),
    data: { name: 'Lakshmi Devi', relation: 'mother', mobile: `9${String(Date.now()).slice(-9)}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await openAs(page, member, '/dashboard/settings');
  await page.getByRole('button', { name: `${ta.family.remove} Lakshmi Devi` }).click();
  const dialog = page.getByRole('dialog', { name: ta.family.removeTitle({ name: 'Lakshmi Devi' }) });
  await expect(dialog).toContainText(ta.family.removeQuestion);
  await screenshot(page, 'family-remove-ta-360');

  const hi = dashboardWords('hi');
  const buyer = await createAccount(request, admin, 'user');
  await speaks(request, buyer, 'hi');
  const plans = (await (await request.get('/api/SubscriptionPlan/GetAllSubscriptionPlan')).json()).response as Array<{ id: number }>;
  expect((await request.post('/api/Subscription/create', { headers: bearer(buyer), data: { planId: plans[0].id } })).status()).toBe(201);
  await openAs(page, buyer, '/dashboard/subscription');
  // On a phone the plans are cards (the table is for wider screens).
  const cards = page.getByRole('list', { name: hi.plans.yourSubscriptions });
  await expect(cards.getByText(hi.plans.unpaidGoesBy)).toBeVisible();
  await expect(cards.getByRole('button', { name: new RegExp(`^${hi.plans.removeUnpaid}`) })).toBeVisible();
  await screenshot(page, 'subscription-unpaid-hi-360', { fullPage: true });
});
