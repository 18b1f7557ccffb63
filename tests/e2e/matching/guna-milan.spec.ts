import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, openAs, type Account } from '../dashboard/support';
import { matchingPair } from './support';

/** Guna milan on a viewed profile, for a member who turned it on (docs/decisions/037-guna-milan.md). */
const codeIds = async (request: APIRequestContext, path: string) =>
  new Map(((await (await request.get(`/api/${path}?pageSize=100`)).json()).response.items as { id: number; code: string }[]).map((r) => [r.code, r.id]));

async function giveChart(request: APIRequestContext, member: Account, rashiId: number, nakshatraId: number) {
  const own = (await (await request.get(`/api/user-detail/GetUserProfileAsync/${member.userId}`, { headers: bearer(member) })).json()).response;
  const { completeness: _c, isVerified: _v, updatedAt: _u, ...sections } = own;
  const res = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', {
    headers: bearer(member),
    data: { ...sections, personal: { ...sections.personal, rashiId, nakshatraId } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a member who turns guna milan on sees the 36-point breakdown on a profile; one who did not, none', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const { bride, groom } = await matchingPair(request, admin);
  const [rashis, stars] = [await codeIds(request, 'rashi-master'), await codeIds(request, 'nakshatra-master')];
  await giveChart(request, groom, rashis.get('kanya')!, stars.get('uttaraPhalguni')!);
  await giveChart(request, bride, rashis.get('vrishabha')!, stars.get('rohini')!);

  await openAs(page, groom, '/dashboard/settings');
  const toggle = page.getByRole('checkbox', { name: 'Show guna milan on profiles I view' });
  await toggle.check();
  await expect(page.getByText('Guna milan will be shown on profiles')).toBeVisible();
  await expect(toggle).toBeChecked();

  await openAs(page, groom, `/dashboard/profile/view-profile/${bride.userId}`);
  const card = page.getByRole('region', { name: 'Guna milan' });
  await expect(card).toContainText('25 of 36 gunas');
  await expect(card.getByRole('row', { name: /Nadi/ })).toContainText('8 / 8');
  await expect(card.getByRole('row', { name: /Bhakoot/ })).toContainText('0 / 7');
  expect(await axeViolations(page)).toEqual([]);

  await openAs(page, bride, `/dashboard/profile/view-profile/${groom.userId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Rohan');
  await expect(page.getByRole('region', { name: 'Guna milan' })).toHaveCount(0);
});
