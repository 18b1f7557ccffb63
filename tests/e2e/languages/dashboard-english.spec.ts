import { expect, test } from '@playwright/test';
import { adminLogin, bearer, type Account, visitInTurn } from '../dashboard/support';
import { matchingPair, type Member } from '../matching/support';
import { englishOn, TYPED_IN_PROFILES } from './english-words';

// A member who chose Hindi or Tamil reads every screen of the dashboard in it: no word left in
// English in what the screen shows or a screen reader announces, her matches' reference values
// (religion, diet, city …) included. What members wrote themselves (names, a message) is shown as
// written. One tab per language moves from screen to screen as the member would.
test.describe.configure({ mode: 'parallel' });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

/** What the pair typed, and the message one sent the other. */
const typedBy = (bride: Member, groom: Member, message: string) => [bride.fullName, groom.fullName, ...TYPED_IN_PROFILES, message];

for (const locale of ['hi', 'ta'] as const) {
  test(`every member screen reads in ${locale === 'hi' ? 'Hindi' : 'Tamil'}`, async ({ page, request }) => {
    const { bride, groom, reference } = await matchingPair(request, admin);
    for (const member of [bride, groom]) {
      const chosen = await request.put('/api/account/language', { headers: bearer(member), data: { locale } });
      expect(chosen.status(), await chosen.text()).toBe(200);
    }
    // Connected, with a message waiting, an interest answered and a notification of it.
    const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
    expect(sent.status(), await sent.text()).toBe(201);
    const accepted = await request.post(`/api/interests/${(await sent.json()).response.id}/accept`, { headers: bearer(bride) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const message = `Namaste ${Date.now()}`;
    const wrote = await request.post(`/api/conversations/${bride.userId}/messages`, { headers: bearer(groom), data: { body: message } });
    expect(wrote.status(), await wrote.text()).toBe(201);

    const screens = [
      '/dashboard',
      '/dashboard/profile/view-profile',
      `/dashboard/profile/view-profile/${groom.userId}`,
      '/dashboard/profile/matching-profile',
      '/dashboard/profile/view-list',
      // Among the pair's own religion: the members other tests made are theirs.
      `/dashboard/search?religionId=${reference.religionId}`,
      '/dashboard/interests',
      '/dashboard/shortlist',
      '/dashboard/messages',
      `/dashboard/messages/${groom.userId}`,
      '/dashboard/notifications',
      '/dashboard/plans',
      '/dashboard/subscription',
      '/dashboard/password-update',
      '/dashboard/settings',
    ];
    const found: string[] = [];
    await visitInTurn(page, bride, screens, async (path) => {
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      for (const line of await englishOn(page, typedBy(bride, groom, message))) found.push(`${path} ${line}`);
    });
    expect(found).toEqual([]);
  });
}
