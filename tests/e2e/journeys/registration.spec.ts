import { expect, test } from '@playwright/test';
import { LOCALES } from '../../../src/shared/locales';
import { CODED } from '../../../src/shared/coded-messages';
import { fillWizardByApi, newPerson, photoFile, toast } from '../join/support';
import { reachProfileStepIn } from '../languages/support';
import { readsIn, wordsIn } from '../words';

const { MSG } = CODED;

/**
 * Joining in the page's language (docs/product/member-loop.md): a visitor registers on the
 * register page of her language, verifies with the code from her mail, adds her close-up photo in
 * the profile step and submits, and lands on her matches in the same language. The profile's six
 * other tabs are saved through the API between verifying and the photo: filling them has its own
 * tests (tests/e2e/join), and the profile-tabs journey reads them in every language.
 */
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test(`a visitor registers, verifies, adds her photo and submits her profile (${locale})`, async ({ page, request }) => {
    const t = await wordsIn(locale);
    const person = newPerson(`journey-${locale}`);
    const own = [person.name, person.email];
    await reachProfileStepIn(page, locale, person, () => readsIn(page, t, own));
    // The six data tabs, saved as every Next would save them.
    const progress = await fillWizardByApi(page, request, person, t.profile.labels.personal.fullName);
    const me = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${progress.token}` } })).json()).response;
    expect(me.locale, 'registering on a page keeps its language as the member’s').toBe(locale);

    const documents = t.profile.documents;
    // English names a document type as its reference row does.
    const types = (await (await request.get('/api/document-type-master')).json()).response.items as { code: string; name: string }[];
    const photo = documents.types.closeUpPhoto ?? types.find((type) => type.code === 'closeUpPhoto')!.name;
    await page.getByRole('tab', { name: t.profile.tabs.documents }).click();
    await page.getByLabel(`${documents.choose}${documents.forLabel({ label: photo })}`).setInputFiles(await photoFile());
    const preview = page.getByRole('img', { name: documents.preview({ label: photo }) });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await readsIn(page, t, own);

    await page.getByRole('button', { name: t.profile.form.submit }).click();
    await expect(toast(page, t.say(MSG.profileSubmitted))).toBeVisible();
    await page.waitForURL('**/dashboard/profile/matching-profile');
    await expect(page.getByRole('heading', { level: 1, name: t.dashboard.matchingPage.title })).toBeVisible();
    await readsIn(page, t, own);
  });
}
