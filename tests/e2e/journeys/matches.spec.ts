import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { adminLogin, openAs, settled } from '../dashboard/support';
import { matchingPair } from '../matching/support';
import { readsIn, speaks, wordsIn } from '../words';

/**
 * Matches in the member's language (docs/product/member-loop.md): she finds the member whose
 * preferences and hers accept each other among her matches, with how well they match, and opens
 * his profile from the card.
 */
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`a member finds a match and opens his profile (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const { bride, groom } = await matchingPair(request, await adminLogin(request));
    await speaks(request, bride, locale);
    const own = [bride.fullName, groom.fullName];

    await openAs(page, bride, '/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard.matchingPage.title })).toBeVisible();
    const card = page.getByRole('article', { name: groom.fullName });
    await expect(card).toContainText(t.dashboard.matching.percentMatch);
    await expect(card.getByRole('button', { name: t.dashboard.matching.interested, exact: true })).toBeVisible();
    await settled(page);
    await readsIn(page, t, own);

    await card.getByRole('link', { name: t.dashboard.matching.viewProfile }).click();
    await expect(page.getByRole('heading', { level: 1, name: groom.fullName })).toBeVisible();
    await expect(page.getByRole('region', { name: t.profile.tabs.personal })).toBeVisible();
    await expect(page.getByRole('button', { name: t.dashboard.memberActions.sendInterest })).toBeVisible();
    await settled(page);
    await readsIn(page, t, own);
  });
}
