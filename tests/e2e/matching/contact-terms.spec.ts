import { expect, test, type Page } from '@playwright/test';
import { adminLogin, bearer, openAs, settled, type Account } from '../dashboard/support';
import { checkScreen, matchingPair, type Member } from './support';
import { screenshot } from '../screenshots';
import { dashboardEn } from '../../../src/shared/i18n/dashboard/en';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../src/shared/i18n/dashboard/ta';
import { loadMessages, say } from '../../../src/shared/i18n/forms/messages';
import { contactTermsEn } from '../../../src/shared/i18n/contact-terms/en';
import { CONTACT_TERMS_MSG } from '../../../src/shared/contact-terms-text';
import { CODED } from '../../../src/shared/coded-messages';
import { PROFILE_NOT_AVAILABLE, SEARCH_MSG } from '../../../src/shared/messages';
import type { Locale } from '../../../src/shared/i18n/locales';

/**
 * Contact on the member's terms (docs/product/trust.md) in the browser: she chooses in Settings
 * that only members with a verified identity document may contact her, and a sender without one
 * is refused with what to verify, in his language; she hides from a relative's e-mail address,
 * and he no longer finds her in his matches, by her profile's link or by her profile ID. At phone
 * and desktop widths; the Settings screen under axe in both themes.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const DASHBOARD = { en: dashboardEn, hi: dashboardHi, ta: dashboardTa } as const;
const t = contactTermsEn;
const card = (page: Page, member: Member) => page.getByRole('article', { name: member.fullName });

async function speaks(request: Parameters<typeof adminLogin>[0], member: Account, locale: Locale) {
  const chosen = await request.put('/api/account/language', { headers: bearer(member), data: { locale } });
  expect(chosen.status(), await chosen.text()).toBe(200);
}

/** Her matches page as he reads it, once its cards (or its empty state) are shown. */
async function matchesOf(page: Page, member: Account) {
  await openAs(page, member, '/dashboard/profile/matching-profile');
  await settled(page);
}

for (const [width, locale] of [
  [360, 'hi'],
  [1280, 'ta'],
] as const) {
  test(`"only verified" refuses an unverified sender's interest, saying in his language what to verify, at ${width} px`, async ({ page, request }) => {
    const { bride, groom } = await matchingPair(request, admin);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];

    await openAs(page, bride, '/dashboard/settings');
    const section = page.getByRole('region', { name: t.level.title });
    await expect(section.getByRole('radio', { name: t.level.anyone })).toBeChecked();
    await section.getByRole('radio', { name: t.level.id }).check();
    await section.getByRole('button', { name: t.level.save }).click();
    await expect(page.getByText(t.level.saved)).toBeVisible();
    await checkScreen(page, { name: 'settings, contact terms', picture: 'contact-terms-settings', found });
    await page.reload();
    await expect(page.getByRole('region', { name: t.level.title }).getByRole('radio', { name: t.level.id })).toBeChecked();

    // He reads the dashboard in Hindi (or Tamil) and has no verified identity document.
    await speaks(request, groom, locale);
    await loadMessages(locale);
    const words = DASHBOARD[locale].memberActions;
    await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
    await page.getByRole('button', { name: words.sendInterest }).first().click();
    const dialog = page.getByRole('dialog', { name: words.sendTitle({ name: bride.fullName }) });
    await dialog.getByRole('button', { name: words.sendInterest }).click();
    const refusal = say(locale, CODED.CONTACT_TERMS_MSG.needsId);
    expect(refusal).not.toBe(CONTACT_TERMS_MSG.needsId);
    await expect(dialog.getByText(refusal)).toBeVisible();
    await screenshot(page, `contact-terms-refused-${locale}-${width}`, { fullPage: true });
    // The refusal changed nothing: he sent no interest.
    const sent = await (await request.get('/api/interests?tab=sent', { headers: bearer(groom) })).json();
    expect(sent.response.items).toEqual([]);
    expect(found).toEqual([]);
  });

  test(`a contact she hides from never finds her, at ${width} px`, async ({ page, request }) => {
    const { bride, groom } = await matchingPair(request, admin);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    const code = (await (await request.get('/api/search/my-code', { headers: bearer(bride) })).json()).response.profileCode as string;

    // Before: he finds her among his matches.
    await matchesOf(page, groom);
    await expect(card(page, bride)).toBeVisible();

    // She hides from his e-mail address, typed in capitals.
    await openAs(page, bride, '/dashboard/settings');
    const section = page.getByRole('region', { name: t.hidden.title });
    await expect(section.getByText(t.hidden.none)).toBeVisible();
    await section.getByLabel(t.hidden.contact).fill(groom.email.toUpperCase());
    await section.getByRole('button', { name: t.hidden.add }).click();
    await expect(page.getByText(t.hidden.added)).toBeVisible();
    const list = section.getByRole('list', { name: t.hidden.list });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText(`${groom.email.slice(0, 2)}•••@example.in`);
    await expect(list).not.toContainText(groom.email);
    await checkScreen(page, { name: 'settings, hidden contacts', picture: 'contact-terms-hidden', found });

    // After: not in his matches, not by her profile's link, not by her profile ID; and he is not told why.
    await matchesOf(page, groom);
    await expect(card(page, bride)).toHaveCount(0);
    await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
    await expect(page.getByText(PROFILE_NOT_AVAILABLE)).toBeVisible();
    await openAs(page, groom, '/dashboard/search');
    const byCode = page.getByRole('form', { name: dashboardEn.search.byCode });
    await byCode.getByLabel(dashboardEn.search.profileId).fill(code);
    await byCode.getByRole('button', { name: dashboardEn.search.find }).click();
    await expect(byCode.getByRole('alert')).toHaveText(SEARCH_MSG.codeNotFound);
    await expect(card(page, bride)).toHaveCount(0);
    expect(found).toEqual([]);
  });
}
