import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminLogin, bearer, createAccount, moveTo, openAs, type Account } from '../dashboard/support';
import { checkScreen, matchingPair, uploadPhoto, type Member } from './support';

/**
 * Photo privacy in the browser (docs/product/documents-and-photos.md): a member keeps her photos for connections only;
 * another member sees the blurred preview and asks; she grants; the photo appears. The Photo
 * Approval queue approves and rejects; verification badges explain themselves on focus; the
 * new screens hold to axe at phone and desktop widths in both themes.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** An upload that waits for approval, as a member's own upload does. */
async function pendingPhoto(request: APIRequestContext, member: Account) {
  const types = (await (await request.get('/api/document-type-master?pageSize=100')).json()).response.items as { id: number; name: string }[];
  const bytes = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const res = await request.post('/api/Document/upload', {
    headers: bearer(member),
    multipart: {
      userId: String(member.userId),
      documentTypeId: String(types.find((t) => t.name === 'Close Up Photo')!.id),
      file: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: bytes },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('connections only: another member sees a blurred preview, asks, she grants, and the photo appears', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await uploadPhoto(request, bride);

  await openAs(page, bride, '/dashboard/settings');
  await page.getByRole('radio', { name: 'My connections only' }).check();
  await page.getByRole('button', { name: 'Save photo setting' }).click();
  await expect(page.getByText('Photo setting saved')).toBeVisible();

  await openAs(page, groom, '/dashboard/profile/matching-profile');
  const card = page.getByRole('article', { name: bride.fullName });
  await expect(card.getByText('Photo on request')).toBeVisible();
  await expect(card.getByRole('img', { name: `Photo of ${bride.fullName}` })).toHaveCount(0);

  await moveTo(page, `/dashboard/profile/view-profile/${bride.userId}`);
  const photos = page.getByRole('region', { name: `Photos of ${bride.fullName}` });
  await expect(photos).toContainText(`${bride.fullName} shares photos on request`);
  await photos.getByRole('button', { name: 'Request photo' }).click();
  await expect(photos.getByText(`Photo requested: waiting for ${bride.fullName} to answer.`)).toBeVisible();

  await openAs(page, bride, '/dashboard/settings');
  const requests = page.getByRole('list', { name: 'Photo requests' });
  await expect(requests).toContainText(`${groom.fullName} asked to see your photos`);
  await requests.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText(`${groom.fullName} can now see your photos`)).toBeVisible();
  await expect(requests).toContainText('Granted');

  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  await expect(page.getByRole('img', { name: `${bride.fullName}: Close Up Photo` })).toBeVisible();
});

test('the Photo Approval queue rejects with a reason and approves', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user', `Photo Member ${Date.now().toString(36)}`);
  await pendingPhoto(request, member);
  await openAs(page, admin, '/dashboard/photo-approval');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: member.userName }) });
  await expect(item.getByRole('img', { name: `Close Up Photo of ${member.userName}` })).toBeVisible();
  await item.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject the photo of ${member.userName}` });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The face is not clearly visible.');
  await dialog.getByRole('button', { name: 'Reject photo' }).click();
  await expect(page.getByText('Photo rejected; the member is told why')).toBeVisible();
  await expect(item).toHaveCount(0);

  await pendingPhoto(request, member);
  await page.reload();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Photo approved')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('badges on a profile explain themselves on focus; Settings shows my badges and how to earn the rest', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  const badges = page.getByRole('list', { name: `Verification badges of ${bride.fullName}` });
  const mobile = badges.getByRole('button', { name: 'Mobile verified' });
  await mobile.focus();
  await expect(page.getByRole('tooltip', { name: 'The member entered the one-time code sent to this mobile number.' })).toBeVisible();
  await expect(mobile).toHaveAccessibleDescription('The member entered the one-time code sent to this mobile number.');

  await openAs(page, bride, '/dashboard/settings');
  await expect(page.getByRole('list', { name: 'My badges' }).getByRole('button', { name: 'E-mail verified' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My verification badges' })).toContainText(
    'Photo verified: Take the live selfie check under Settings, Verify my photos; or upload a close-up photo',
  );
});

test('a member pauses her profile with a reason, leaves matches, and shows it again', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, admin);
  await openAs(page, bride, '/dashboard/settings');
  await page.getByRole('textbox', { name: /Reason/ }).fill('Engaged');
  await page.getByRole('button', { name: 'Pause my profile' }).click();
  await expect(page.getByText('Your profile is paused')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Paused since/ })).toContainText('(Engaged)');

  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: bride.fullName })).toHaveCount(0);

  await openAs(page, bride, '/dashboard/settings');
  await page.getByRole('button', { name: 'Show my profile again' }).click();
  await expect(page.getByText('Your profile is visible again')).toBeVisible();
  await openAs(page, groom, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('article', { name: bride.fullName })).toBeVisible();
});

/** Each photo screen, its picture named photo-<screen>. */
const check = (page: Page, name: string, found: string[]) => checkScreen(page, { name, picture: `photo-${name}`, found });

for (const width of [360, 1280]) {
  test(`photo screens at ${width} px, light and dark: no axe violations, no overflow`, async ({ page, request }) => {
    test.slow();
    const { bride, groom }: { bride: Member; groom: Member } = await matchingPair(request, admin);
    await uploadPhoto(request, bride);
    await request.put('/api/settings/photo-visibility', { headers: bearer(bride), data: { photoVisibility: 'connections' } });
    await pendingPhoto(request, groom);
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    await openAs(page, bride, '/dashboard/settings');
    await expect(page.getByRole('radio', { name: 'My connections only' })).toBeChecked();
    await check(page, 'settings', found);
    await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
    await expect(page.getByRole('button', { name: 'Request photo' })).toBeVisible();
    await check(page, 'profile-preview', found);
    await moveTo(page, '/dashboard/profile/matching-profile');
    await expect(page.getByRole('article', { name: bride.fullName }).getByText('Photo on request')).toBeVisible();
    await check(page, 'matches-preview', found);
    await openAs(page, admin, '/dashboard/photo-approval');
    await expect(page.getByRole('heading', { name: groom.fullName })).toBeVisible();
    await check(page, 'approval', found);
    expect(found).toEqual([]);
  });
}
