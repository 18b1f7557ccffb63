import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DOCUMENT_TEXT, MSG } from '../../../src/shared/messages';
import { pdfFile, photoFile, toast } from '../join/support';
import { adminLogin, bearer, createAccount, openAs, type Account } from './support';
import { axeViolations } from '../axe';

const uploadsDir = () => path.join(process.env.E2E_DATA_DIR!, 'uploads');
const filesOnDisk = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0);

async function typeId(request: APIRequestContext, key: string): Promise<number> {
  const res = await request.get('/api/document-type-master', { params: { pageSize: 50 } });
  const items = (await res.json()).response.items as Array<{ id: number; code: string | null }>;
  return items.find((t) => t.code === key)!.id;
}

async function upload(request: APIRequestContext, member: Account, key: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const res = await request.post('/api/Document/upload', {
    headers: bearer(member),
    multipart: { userId: String(member.userId), documentTypeId: String(await typeId(request, key)), file },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).response as { id: number; docUrl: string };
}

test('an administrator verifies an Aadhaar copy, then purges its file and keeps the verified mark', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin);
  const aadhaar = await upload(request, member, 'aadharCard', pdfFile());
  await upload(request, member, 'closeUpPhoto', await photoFile());

  await openAs(page, admin, `/dashboard/profile/view-profile/${member.userId}`);
  const panel = page.getByRole('region', { name: 'Documents' });
  const item = panel.getByRole('listitem', { name: 'Aadhar Card' });
  await expect(item).toContainText('Not verified');
  await expect(item.getByRole('link', { name: 'aadhaar.pdf' })).toBeVisible();
  await expect(item.getByRole('button', { name: /Purge file/ })).toHaveCount(0); // not before it is verified

  // Verify, through the confirmation dialog.
  await item.getByRole('button', { name: 'Verify Aadhar Card' }).click();
  const verifyDialog = page.getByRole('dialog', { name: 'Verify document' });
  await expect(verifyDialog).toBeVisible();
  await verifyDialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, DOCUMENT_TEXT.verified)).toBeVisible();
  await expect(item).toContainText(/Verified \d/);

  // A photo can be verified but is never purged: it is part of the profile members see.
  const photo = panel.getByRole('listitem', { name: 'Close Up Photo' });
  await photo.getByRole('button', { name: 'Verify Close Up Photo' }).click();
  await page.getByRole('dialog', { name: 'Verify document' }).getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(photo).toContainText(/Verified \d/);
  await expect(photo.getByRole('button', { name: /Purge file/ })).toHaveCount(0);

  // Purge: Cancel changes nothing; confirming deletes the file and keeps the mark.
  const before = filesOnDisk();
  await item.getByRole('button', { name: 'Purge file of Aadhar Card' }).click();
  const purgeDialog = page.getByRole('dialog', { name: 'Purge file' });
  await expect(purgeDialog).toContainText('cannot be recovered');
  await expect(purgeDialog.getByRole('button', { name: 'Cancel' })).toBeFocused(); // the safe choice has focus
  expect(await axeViolations(page, { include: 'dialog[open]' })).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(purgeDialog).toBeHidden();
  expect(filesOnDisk()).toBe(before);

  await item.getByRole('button', { name: 'Purge file of Aadhar Card' }).click();
  await purgeDialog.getByRole('button', { name: 'Purge file' }).click();
  await expect(toast(page, DOCUMENT_TEXT.purged)).toBeVisible();
  await expect(item).toContainText(/Verified \d.* · File purged \d/);
  await expect(item.getByRole('link')).toHaveCount(0);
  await expect(item.getByRole('button')).toHaveCount(0);
  expect(filesOnDisk()).toBe(before - 1);
  expect((await request.get(aadhaar.docUrl)).status()).toBe(404);

  expect(await axeViolations(page, { include: 'section[aria-labelledby="admin-documents-heading"]' })).toEqual([]);
});

test('a member without documents shows the product text (docs/product/messages.md) in the admin panel', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin);
  await openAs(page, admin, `/dashboard/profile/view-profile/${member.userId}`);
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText(MSG.noDocuments);
});

test('outside registration a failed upload says "Failed to upload document." (My Profile, edit)', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin);
  await openAs(page, member, '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('tab', { name: /Documents/ }).click();
  await expect(page.getByText(MSG.noDocuments)).toBeVisible();
  await page.getByLabel('Choose file for PAN card').setInputFiles({ name: 'pan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('#!/bin/sh\necho hi\n') });
  await expect(toast(page, MSG.uploadFailed)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: DOCUMENT_TEXT.wrongType })).toBeVisible();
});
