import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { CODED } from '../../../src/shared/coded-messages';
import { PROFILE_SECTIONS } from '../../../src/shared/schemas/profile';
import { adminLogin, openAs, settled } from '../dashboard/support';
import { field, toast } from '../join/support';
import { matchingPair } from '../matching/support';
import { readsIn, speaks, wordsIn } from '../words';

const { MSG } = CODED;

/**
 * My Profile in the member's language (docs/product/member-loop.md): she reads every section, opens
 * the form, goes through every tab by its header, changes her hobbies on Lifestyle, submits, and
 * reads the change back.
 */
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`a member reads her profile, goes through every tab and saves a change (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const { bride: member } = await matchingPair(request, await adminLogin(request));
    await speaks(request, member, locale);
    const hobbies = `Kathak ${Date.now()}`;
    const own = [member.fullName, member.email, hobbies];

    await openAs(page, member, '/dashboard/profile/view-profile');
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard.profile.title })).toBeVisible();
    for (const section of PROFILE_SECTIONS) await expect(page.getByRole('region', { name: t.profile.tabs[section] })).toBeVisible();
    await settled(page);
    await readsIn(page, t, own);

    await page.getByRole('button', { name: t.dashboard.profile.edit }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard.profile.editTitle })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(Object.values(t.profile.tabs).map((label) => new RegExp(label)));
    for (const label of Object.values(t.profile.tabs)) {
      const tab = page.getByRole('tab', { name: new RegExp(label) });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await readsIn(page, t, own);
    }

    await page.getByRole('tab', { name: new RegExp(t.profile.tabs.lifestyle) }).click();
    await field(page, t.profile.labels.lifestyle.hobbies).fill(hobbies);
    await page.getByRole('tab', { name: new RegExp(t.profile.tabs.documents) }).click();
    await page.getByRole('button', { name: t.profile.form.submit }).click();
    await expect(toast(page, t.say(MSG.profileSubmitted))).toBeVisible();
    // Submitted, the form closes on her profile as others now read it.
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard.profile.title })).toBeVisible();
    await expect(page.getByRole('region', { name: t.profile.tabs.lifestyle })).toContainText(hobbies);
    await readsIn(page, t, own);
  });
}
