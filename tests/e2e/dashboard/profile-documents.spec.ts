import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DOCUMENT_TEXT, MSG } from '../../../src/shared/messages';
import { holdRequest, photoFile, toast } from '../join/support';
import { matchingPair, uploadPhoto } from '../matching/support';
import { adminLogin, bearer, openAs } from './support';

const uploadsDir = () => path.join(process.env.E2E_DATA_DIR!, 'uploads');
const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0);

for (const width of [360, 1280]) {
  test(`at ${width} px a deleted photo is confirmed, then gone for good once the profile is saved`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await adminLogin(request);
    const { bride, groom } = await matchingPair(request, admin);
    await uploadPhoto(request, bride);
    const photosSeenByGroom = async () => {
      const res = await request.get(`/api/user-matrimonial-detail/ViewUserProfileAsync/${bride.userId}/${groom.userId}`, { headers: bearer(groom) });
      return ((await res.json()).response.photos as unknown[]).length;
    };
    expect(await photosSeenByGroom()).toBe(1);
    const filesBefore = filesOnDisk();

    await openAs(page, bride, '/dashboard/profile/view-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: /Documents/ }).click();
    const remove = page.getByRole('button', { name: 'Delete Close Up Photo' });
    await expect(page.getByRole('img', { name: 'Close Up Photo preview' })).toBeVisible();

    // Cancel keeps it; confirming removes it from the list only.
    await remove.click();
    const dialog = page.getByRole('dialog', { name: DOCUMENT_TEXT.removeTitle });
    await expect(dialog).toContainText(DOCUMENT_TEXT.removeQuestion({ label: 'Close Up Photo' }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('img', { name: 'Close Up Photo preview' })).toBeVisible();
    await remove.click();
    await dialog.getByRole('button', { name: DOCUMENT_TEXT.removeConfirm, exact: true }).click();
    await expect(page.getByRole('img', { name: 'Close Up Photo preview' })).toHaveCount(0);
    expect(await photosSeenByGroom()).toBe(1);

    // The save reconciles: the row and the file are gone, for other members at once.
    await page.getByRole('button', { name: MSG.submitProfile }).click();
    await expect(toast(page, MSG.profileSubmitted)).toBeVisible();
    await expect.poll(photosSeenByGroom).toBe(0);
    // A photo is four files: the stored one and its thumbnail, gallery size and blurred preview.
    expect(filesOnDisk()).toBe(filesBefore - 4);
    await page.reload();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: /Documents/ }).click();
    await expect(page.getByRole('button', { name: 'Delete Close Up Photo' })).toHaveCount(0);
  });
}

test('a photo chosen before the document types have arrived is uploaded once they do', async ({ page, request }) => {
  const { bride } = await matchingPair(request, await adminLogin(request));
  await openAs(page, bride, '/dashboard/profile/view-profile');
  // A slow phone: the list of document types is still on its way when she picks her photo.
  const types = await holdRequest(page, '**/api/document-type-master?*');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('tab', { name: /Documents/ }).click();
  await types.reached;
  await page.getByLabel('Choose file for Close Up Photo').setInputFiles(await photoFile());
  types.release();
  await expect(page.getByRole('img', { name: 'Close Up Photo preview' })).toBeVisible();
  await expect(toast(page, MSG.userIdMissing)).toHaveCount(0);
});
