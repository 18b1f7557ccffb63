import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { DASHBOARD_TEXT } from '../../../src/shared/messages';
import { matchingPair } from '../matching/support';
import { adminLogin, bearer, createAccount, openAs } from './support';

/** The member is told (docs/product/trust.md): deactivation asks for a reason; a rejected photo reads "Rejected" with it. */
test('deactivating asks for confirmation and a reason, which is stored', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user');
  await openAs(page, admin, '/dashboard/user-master');
  await page.getByLabel('Search Users').fill(member.email);
  const row = page.getByRole('row', { name: new RegExp(member.email) });
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const ask = page.getByRole('dialog', { name: DASHBOARD_TEXT.deactivateTitle({ member: member.userName }) });
  await expect(ask).toContainText(DASHBOARD_TEXT.deactivateQuestion);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  const read = async () => (await (await request.get(`/api/user-master/${member.userId}`, { headers: bearer(admin) })).json()).response;
  expect((await read()).isActive).toBe(1);
  await row.getByRole('button', { name: 'Deactivate' }).click();
  await ask.getByLabel(/^Reason/).fill('Asked for money from other members.');
  await ask.getByRole('button', { name: DASHBOARD_TEXT.deactivateConfirm }).click();
  await expect(row.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();
  expect(await read()).toMatchObject({ isActive: 0, deactivationReason: 'Asked for money from other members.' });
});

test('a rejected photo reads "Rejected" with the reason on the Documents tab', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const { bride } = await matchingPair(request, admin);
  const types = (await (await request.get('/api/document-type-master?pageSize=1000')).json()).response.items as Array<{ id: number; name: string }>;
  const closeUp = types.find((t) => t.name === 'Close Up Photo')!;
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const up = await request.post('/api/Document/upload', {
    headers: bearer(bride),
    multipart: { userId: String(bride.userId), documentTypeId: String(closeUp.id), file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(up.status()).toBe(201);
  const id = (await up.json()).response.id as number;
  const reason = 'The face is not clearly visible';
  expect((await request.post(`/api/photo-approval/${id}/reject`, { headers: bearer(admin), data: { reason } })).status()).toBe(200);

  await openAs(page, bride, '/dashboard/profile/view-profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByRole('tab', { name: /Documents/ }).click();
  await expect(page.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(page.getByText(`Rejected by an administrator: ${reason}. Upload another photo.`)).toBeVisible();
});
