import { expect, test, type Page } from '@playwright/test';
import { horoscopeText } from '../../../src/shared/i18n/horoscope';
import type { Locale } from '../../../src/shared/locales';
import { matchingPair, type Member } from '../matching/support';
import { axeViolations } from '../axe';
import { screenshotsAround } from '../shots';
import { adminLogin, bearer, openAs } from './support';

/**
 * The biodata a family receives (docs/product/biodata.md), in the member's language: she makes a
 * share link on My Profile, the link opens signed out with her details and her chart (North
 * Indian in English and Hindi, South Indian in Tamil), she sees it was opened, revokes it, and it
 * shows nothing after. Pictures at 360 and 1280 px, light and dark, with E2E_SCREENSHOTS.
 */
let bride: Member;
let groom: Member;
test.beforeAll(async ({ request }) => {
  ({ bride, groom } = await matchingPair(request, await adminLogin(request)));
});

/** Her birth details, so her chart is a whole one: 20 January, 06:45 at Varanasi. */
async function withBirthDetails(page: Page, member: Member, locale: Locale) {
  const api = page.request;
  expect((await api.put('/api/account/language', { headers: bearer(member), data: { locale } })).status()).toBe(200);
  const profile = (await (await api.get(`/api/user-detail/GetUserProfileAsync/${member.userId}`, { headers: bearer(member) })).json()).response;
  const personal = { ...profile.personal, birthTime: '06:45', birthPlace: 'Varanasi' };
  const saved = await api.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', {
    headers: bearer(member),
    data: {
      userId: member.userId,
      personal,
      contact: profile.contact,
      educational: profile.educational,
      family: profile.family,
      partnerPreferences: profile.partnerPreferences,
      lifestyle: profile.lifestyle,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** No axe violation in either theme (the class on <html> both the site and the dashboard read), the page left as it was. */
async function noAxeViolationsLightOrDark(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  for (const on of [dark, !dark]) {
    await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), on);
    expect(await axeViolations(page), on ? 'dark' : 'light').toEqual([]);
  }
  await page.evaluate((value) => document.documentElement.classList.toggle('dark', value), dark);
}

for (const locale of ['en', 'hi', 'ta'] as const) {
  test(`she shares her biodata, it opens signed out with her chart, and a revoked link shows nothing (${locale})`, async ({ page, browser }) => {
    const h = horoscopeText(locale);
    await withBirthDetails(page, bride, locale);
    await openAs(page, bride, '/dashboard/profile/view-profile');

    // Her chart on My Profile, in her language, with its text beside it.
    const chart = page.getByRole('region', { name: h.chart.title, exact: true });
    await expect(chart.getByRole('img', { name: h.chart.title })).toBeVisible();
    await expect(chart.getByText(h.chart.manglik.yes).or(chart.getByText(h.chart.manglik.no)).or(chart.getByText(h.chart.manglik.partial))).toBeVisible();

    const share = page.getByRole('region', { name: h.share.title });
    await share.getByRole('button', { name: h.share.create }).click();
    await expect(page.getByText(h.share.created)).toBeVisible();
    const url = await share.getByRole('textbox', { name: h.share.link }).inputValue();
    expect(url).toMatch(locale === 'en' ? /\/biodata#[\w-]{43}$/ : new RegExp(`/${locale}/biodata#[\\w-]{43}$`));
    const whatsapp = share.getByRole('link', { name: h.share.whatsapp });
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toBe(`https://wa.me/?text=${h.share.whatsappText({ name: bride.fullName, url })}`);
    await noAxeViolationsLightOrDark(page);
    await screenshotsAround(page, `biodata-share-${locale}`);

    // A family opens it without an account.
    const family = await browser.newContext();
    const reader = await family.newPage();
    await reader.goto(url);
    await expect(reader.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
    await expect(reader.getByRole('heading', { name: h.biodata.personal })).toBeVisible();
    await expect(reader.getByRole('heading', { name: h.biodata.family })).toBeVisible();
    await expect(reader.getByRole('heading', { name: h.biodata.education })).toBeVisible();
    await expect(reader.getByText('Rakesh')).toBeVisible();
    const drawing = reader.getByRole('img', { name: h.chart.title });
    await expect(drawing).toBeVisible();
    // The South Indian grid names its middle; the North Indian diamond does not.
    await expect(drawing.getByText(h.chart.rasiChart)).toHaveCount(locale === 'ta' ? 1 : 0);
    // Its text alternative: one line a house, the lagna in the first.
    await reader.getByText(h.chart.summary).click();
    await expect(reader.getByRole('listitem').filter({ hasText: h.lagnaName })).toHaveCount(1);
    await expect(reader.getByRole('listitem').filter({ hasText: h.chart.houseLine({ house: '12', rashi: '', grahas: '' }).split(',')[0] })).toHaveCount(1);
    await expect(reader.getByRole('link', { name: h.biodata.pdf })).toHaveAttribute('href', /\/api\/biodata\/shared\/[\w-]{43}\/pdf$/);
    await expect(reader.locator('html')).toHaveAttribute('lang', { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }[locale]);
    await noAxeViolationsLightOrDark(reader);
    await screenshotsAround(reader, `biodata-page-${locale}`);

    // She sees it was opened, and revokes it at once.
    await page.reload();
    const again = page.getByRole('region', { name: h.share.title });
    await expect(
      again
        .getByRole('listitem')
        .first()
        .getByText(h.share.opened({ count: 1 })),
    ).toBeVisible();
    await again.getByRole('button', { name: h.share.revoke }).first().click();
    await expect(page.getByText(h.share.revokedNow)).toBeVisible();
    await expect(again.getByText(h.share.revoked).first()).toBeVisible();

    await reader.reload();
    await expect(reader.getByText(h.biodata.notAvailable)).toBeVisible();
    await expect(reader.getByRole('heading', { level: 1, name: bride.fullName })).toHaveCount(0);
    await family.close();
  });
}

test('she chooses her place of birth from the list in the profile form, and a viewer who opted in sees her chart', async ({ page }) => {
  const h = horoscopeText('en');
  await withBirthDetails(page, bride, 'en');
  await openAs(page, bride, '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const details = page.getByRole('region', { name: h.birth.title });
  await expect(details.getByText(h.birth.computed)).toBeVisible();
  const place = details.getByRole('combobox', { name: h.birth.place });
  await place.fill('Madur');
  await details.getByRole('option', { name: /^Madurai, Tamil Nadu, India$/ }).click();
  await expect(place).toHaveValue('Madurai, Tamil Nadu, India');
  // A clock that is no offset is refused in words, and nothing is saved.
  await details.getByRole('textbox', { name: h.birth.offset }).fill('half past five');
  await details.getByRole('button', { name: h.birth.save }).click();
  await expect(details.getByText(h.birth.offsetInvalid)).toBeVisible();
  await details.getByRole('textbox', { name: h.birth.offset }).fill('+05:30');
  await details.getByRole('button', { name: h.birth.save }).click();
  await expect(page.getByText(h.birth.saved)).toBeVisible();
  await expect(details.getByText(h.birth.usedOffset({ offset: '+05:30' }))).toBeVisible();
  const chart = await (await page.request.get('/api/horoscope/chart', { headers: bearer(bride) })).json();
  expect(chart.response.birth).toMatchObject({ placeText: 'Madurai, Tamil Nadu, India', utcOffsetMinutes: 330, offsetFrom: 'member' });
  // The form holds the place chosen, so the next save keeps it.
  await expect(page.getByRole('textbox', { name: 'Place of birth', exact: true })).toHaveValue('Madurai, Tamil Nadu, India');
  await screenshotsAround(page, 'birth-details-en');

  // He sees her chart on her profile once he turns horoscope matching on.
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: bride.fullName })).toBeVisible();
  await expect(page.getByRole('region', { name: h.chart.title, exact: true })).toHaveCount(0);
  expect((await page.request.put('/api/settings/horoscope-matching', { headers: bearer(groom), data: { horoscopeMatching: true } })).status()).toBe(200);
  await page.reload();
  const hers = page.getByRole('region', { name: h.chart.title, exact: true });
  await expect(hers.getByRole('img', { name: `${h.chart.title}: ${bride.fullName}` })).toBeVisible();
  await hers.getByRole('radio', { name: h.chart.south }).check();
  await expect(hers.getByText(h.chart.rasiChart)).toBeVisible();
});
