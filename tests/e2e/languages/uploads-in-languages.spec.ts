import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dashboardHi } from '../../../src/shared/i18n/dashboard/hi';
import { dashboardTa } from '../../../src/shared/i18n/dashboard/ta';
import { say } from '../../../src/shared/i18n/forms/messages';
import { profileText } from '../../../src/shared/i18n/profile';
import { CODED } from '../../../src/shared/coded-messages';
import { adminLogin, bearer, createAccount, openAs, type Account } from '../dashboard/support';
import { newPerson, pdfFile, photoFile } from '../join/support';
import { reachProfileStepIn } from './support';

const { MSG } = CODED;

/**
 * A member who reads Hindi or Tamil uploads her photo and a document, in the registration wizard
 * and later in the dashboard (docs/product/documents-and-photos.md): each slot finds its document
 * type by the type's code, never by its name, which is shown in her language
 * (docs/decisions/086-codes-not-names.md).
 */
test.describe.configure({ mode: 'parallel' });

const DASHBOARD = { hi: dashboardHi, ta: dashboardTa } as const;

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** Uploads the close-up photo and the Aadhaar card on the open Documents tab, and sees both kept. */
async function uploadBoth(page: Page, locale: 'hi' | 'ta') {
  const documents = profileText(locale).documents;
  const photo = documents.types.closeUpPhoto!;
  const aadhaar = documents.types.aadharCard!;
  const photoSent = page.waitForResponse((r) => r.url().endsWith('/api/Document/upload') && r.request().method() === 'POST');
  await page.getByLabel(`${documents.choose}${documents.forLabel({ label: photo })}`).setInputFiles(await photoFile());
  expect((await photoSent).status()).toBe(201);
  const preview = page.getByRole('img', { name: documents.preview({ label: photo }) });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const documentSent = page.waitForResponse((r) => r.url().endsWith('/api/Document/upload') && r.request().method() === 'POST');
  await page.getByLabel(`${documents.choose}${documents.forLabel({ label: aadhaar })}`).setInputFiles(pdfFile());
  expect((await documentSent).status()).toBe(201);
  await expect(page.getByText(documents.uploaded, { exact: true })).toHaveCount(2);
  // Never the "no user id" refusal the name-matched slots gave.
  await expect(page.getByText(say(locale, MSG.userIdMissing))).toHaveCount(0);
}

/** The member's documents as the server keeps them, by their types' codes. */
async function storedCodes(request: APIRequestContext, member: { accessToken: string; userId: number }) {
  const res = await request.get(`/api/documents/user/${member.userId}`, { headers: { authorization: `Bearer ${member.accessToken}` } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).response as { documentTypeCode: string }[]).map((d) => d.documentTypeCode).sort();
}

for (const locale of ['hi', 'ta'] as const) {
  test(`a member uploads her photo and a document in the wizard (${locale})`, async ({ page, request }) => {
    const profile = profileText(locale);
    const session = await reachProfileStepIn(page, locale, newPerson(`uploads-${locale}`));

    await page.getByRole('tab', { name: profile.tabs.documents }).click();
    await uploadBoth(page, locale);
    expect(await storedCodes(request, session)).toEqual(['aadharCard', 'closeUpPhoto']);
  });

  test(`a member uploads her photo and a document in the dashboard (${locale})`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    const chosen = await request.put('/api/account/language', { headers: bearer(member), data: { locale } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await openAs(page, member, '/dashboard/profile/view-profile');
    await page.getByRole('button', { name: DASHBOARD[locale].profile.edit }).click();
    await page.getByRole('tab', { name: profileText(locale).tabs.documents }).click();
    // Her own tab speaks to her, in her language, until something is uploaded.
    await expect(page.getByText(profileText(locale).documents.none)).toBeVisible();
    await uploadBoth(page, locale);
    await expect(page.getByText(profileText(locale).documents.none)).toHaveCount(0);
    expect(await storedCodes(request, member)).toEqual(['aadharCard', 'closeUpPhoto']);
  });
}
