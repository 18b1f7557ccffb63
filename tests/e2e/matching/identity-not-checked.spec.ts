import { expect, test } from '@playwright/test';
import { adminLogin, openAs } from '../dashboard/support';
import { matchingPair } from './support';

test('a profile whose identity no administrator checked says so beside its badges, and explains it', async ({ page, request }) => {
  const { bride, groom } = await matchingPair(request, await adminLogin(request));
  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  const badges = page.getByRole('list', { name: `Verification badges of ${bride.fullName}` });
  const chip = badges.getByRole('button', { name: 'Identity not checked' });
  await expect(chip).toBeVisible();
  await expect(badges.getByRole('button', { name: 'ID verified' })).toHaveCount(0);
  await chip.focus();
  await expect(chip).toHaveAccessibleDescription(/No administrator has checked an identity document of this member yet/);
});
