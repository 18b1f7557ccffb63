import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { adminLogin, moveTo, openAs, settled } from '../dashboard/support';
import { matchingPair, type Member } from '../matching/support';
import { readsIn, speaks, wordsIn } from '../words';

/**
 * An interest and its acceptance in the members' language (docs/product/member-loop.md): he sends
 * her an interest from her profile with one of the prepared notes; she finds it under Received,
 * reads the note in her language, accepts, and both are connected.
 */
test.describe.configure({ mode: 'parallel' });

const row = (page: Page, member: Member) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.fullName }) });

for (const locale of LOCALES) {
  test(`a member sends an interest, the other accepts it, and both are connected (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const { bride, groom } = await matchingPair(request, await adminLogin(request));
    for (const member of [bride, groom]) await speaks(request, member, locale);
    const own = [bride.fullName, groom.fullName];
    const actions = t.dashboard.memberActions;
    const note = actions.templates[0];

    await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
    await page.getByRole('button', { name: actions.sendInterest }).click();
    const dialog = page.getByRole('dialog', { name: actions.sendTitle({ name: bride.fullName }) });
    await dialog.getByRole('radio', { name: note }).check();
    await readsIn(page, t, own);
    await dialog.getByRole('button', { name: actions.sendInterest }).click();
    await expect(page.getByText(t.dashboard.cardActions.sent({ name: bride.fullName }))).toBeVisible();
    await expect(page.getByText(actions.interestSent)).toBeVisible();

    await openAs(page, bride, '/dashboard/interests?tab=received');
    const interests = t.dashboard.interests;
    await expect(page.getByRole('tab', { name: interests.tabs.received })).toHaveAttribute('aria-selected', 'true');
    const his = row(page, groom);
    await expect(his).toContainText(note);
    await settled(page);
    await readsIn(page, t, own);
    await his.getByRole('button', { name: interests.accept, exact: true }).click();
    await expect(page.getByText(interests.connectedDone({ name: groom.fullName }))).toBeVisible();
    await page.getByRole('tab', { name: interests.tabs.connected }).click();
    await expect(row(page, groom).getByText(t.dashboard.matching.connected)).toBeVisible();
    await readsIn(page, t, own);

    await openAs(page, groom, '/dashboard/interests?tab=connected');
    await expect(row(page, bride).getByText(t.dashboard.matching.connected)).toBeVisible();
    await moveTo(page, `/dashboard/profile/view-profile/${bride.userId}`);
    await expect(page.getByText(actions.connected)).toBeVisible();
    await readsIn(page, t, own);
  });
}
