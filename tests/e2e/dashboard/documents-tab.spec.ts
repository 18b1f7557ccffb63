import { expect, test, type Locator, type Page } from '@playwright/test';
import { DOCUMENT_TEXT, MSG } from '../../../src/shared/messages';
import { axeViolations } from '../axe';
import { pdfFile, photoFile } from '../join/support';
import { screenshot } from '../screenshots';
import { adminLogin, bearer, createAccount, inBothThemes, openAs, type Account } from './support';

/**
 * The Documents tab says one thing at a time (docs/product/documents-and-photos.md): "No documents
 * found" only while there are none; a badge stays inside its card on a phone; photo slots ask for
 * images only; a rejected photo reads "Rejected" with the reason, not "Uploaded".
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** The card (the slot) holding a document type's heading. */
const slot = (page: Page, label: string) => page.locator('div.rounded-2xl').filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

async function insideItsCard(card: Locator, badge: Locator) {
  const [outer, inner] = [await card.boundingBox(), await badge.boundingBox()];
  expect(outer && inner).toBeTruthy();
  expect(inner!.x).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width).toBeLessThanOrEqual(outer!.x + outer!.width + 0.5);
}

async function openDocuments(page: Page, member: Account) {
  await openAs(page, member, '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('tab', { name: /Documents/ }).click();
}

// The behaviour is checked once per width; what the theme changes (colours: axe, the pictures) in both.
for (const width of [360, 1280]) {
  test(`the Documents tab agrees with itself (${width} px, light and dark)`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    await page.setViewportSize({ width, height: 900 });
    await openDocuments(page, member);
    await expect(page.getByText(MSG.noDocuments)).toBeVisible();

    // Photo slots take images only; other documents may be PDFs.
    const closeUp = slot(page, 'Close Up Photo');
    await expect(closeUp.getByText('JPG or PNG', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Choose file for Close Up Photo')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await expect(slot(page, 'Aadhaar card').getByText('JPG, PNG or PDF', { exact: true })).toBeVisible();
    await page.getByLabel('Choose file for Close Up Photo').setInputFiles(pdfFile());
    await expect(closeUp.getByRole('alert')).toHaveText(DOCUMENT_TEXT.photoMustBeImage);

    // A photo uploaded: the "none" line goes, and the badge stays inside its card.
    await page.getByLabel('Choose file for Close Up Photo').setInputFiles(await photoFile());
    await expect(page.getByRole('img', { name: 'Close Up Photo preview' })).toBeVisible();
    await expect(page.getByText(MSG.noDocuments)).toHaveCount(0);
    await insideItsCard(closeUp, closeUp.getByText('Uploaded', { exact: true }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `documents-uploaded-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `documents, ${theme}: ${v}`)).toEqual([]);
    });

    // Rejected by an administrator: "Rejected" with the reason, never "Uploaded".
    const docs = (await (await request.get(`/api/documents/user/${member.userId}`, { headers: bearer(member) })).json()).response as { id: number }[];
    const reason = 'The face is not clearly visible';
    expect((await request.post(`/api/photo-approval/${docs[0].id}/reject`, { headers: bearer(admin), data: { reason } })).status()).toBe(200);
    await openDocuments(page, member);
    const rejected = slot(page, 'Close Up Photo');
    await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejected.getByText(`Rejected by an administrator: ${reason}. Upload another photo.`)).toBeVisible();
    await expect(rejected.getByText('Uploaded', { exact: true })).toHaveCount(0);
    await insideItsCard(rejected, rejected.getByText('Rejected', { exact: true }));
    await inBothThemes(page, async (theme) => {
      await screenshot(page, `documents-rejected-${width}-${theme}`, { fullPage: true });
      expect((await axeViolations(page)).map((v) => `rejected, ${theme}: ${v}`)).toEqual([]);
    });
  });
}
