import { expect, test } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { profileHi } from '../../../src/shared/i18n/profile/hi';
import { INTEREST_TEMPLATES } from '../../../src/shared/schemas/interests';
import { NOTIFICATION_TEXT } from '../../../src/shared/messages';
import { MATCH_TEXT } from '../../../src/shared/phrases';
import { axeViolations } from '../axe';
import { matchingPair, type Member } from '../matching/support';
import { adminLogin, bearer, openAs } from './support';
import { screenshot } from '../screenshots';

/**
 * What the server writes, read by a member who chose Hindi
 * (docs/decisions/047-server-texts-in-the-member-language.md): a notification, the reasons on a
 * match card, a template note, and a check of the shared profile schema naming its field.
 */
let bride: Member;
let groom: Member;

test.beforeAll(async ({ request }) => {
  const admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  expect((await request.put('/api/account/language', { headers: bearer(bride), data: { locale: 'hi' } })).ok()).toBe(true);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId, template: 0 } });
  expect(sent.status(), await sent.text()).toBe(201);
});

for (const width of [360, 1280]) {
  test(`a Hindi member reads notifications, match reasons and profile checks in Hindi (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const hi = dashboardHi.serverTexts;

    await openAs(page, bride, '/dashboard/notifications');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const list = page.getByRole('list', { name: dashboardHi.notifications.title });
    await expect(list.getByText(hi.notification.interestReceived({ name: groom.fullName }))).toBeVisible();
    await expect(page.getByText(NOTIFICATION_TEXT.interestReceived({ name: groom.fullName }))).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `hindi-notification-${width}`);

    await page.goto('/dashboard/interests');
    await expect(page.getByText(`“${dashboardHi.memberActions.templates[0]}”`)).toBeVisible();
    await expect(page.getByText(INTEREST_TEMPLATES[0])).toHaveCount(0);

    await page.goto('/dashboard/profile/matching-profile');
    const card = page.getByRole('article').filter({ hasText: groom.fullName });
    await expect(card).toContainText(dashboardHi.matching.why.trim());
    await expect(card).toContainText(hi.match.agePreferred);
    await expect(card).not.toContainText(MATCH_TEXT.agePreferred);
    expect(await axeViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, `hindi-match-reasons-${width}`);

    // The shared schema checks the height before saving and names the field; the form says it in Hindi.
    await page.goto('/dashboard/profile/view-profile');
    await page.getByRole('button', { name: dashboardHi.profile.edit }).click();
    const height = page.getByLabel(profileHi.labels.personal.height);
    await height.fill('40');
    await page.getByRole('button', { name: profileHi.form.next }).click();
    const check = profileHi.checks.atLeast({ label: profileHi.labels.personal.height, min: 90 });
    await expect(page.locator('main').getByText(check)).toBeVisible();
    await expect(page.getByText('Height (cm) must be at least 90')).toHaveCount(0);
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: check }).first()).toBeVisible();
    await height.scrollIntoViewIfNeeded();
    await screenshot(page, `hindi-profile-check-${width}`);
  });
}
