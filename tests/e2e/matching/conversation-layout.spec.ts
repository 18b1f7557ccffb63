import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, bearer, inBothThemes, openAs, settled, type Account } from '../dashboard/support';
import { matchingPair, type Member } from './support';
import { screenshot } from '../screenshots';

/**
 * A conversation keeps to the screen whatever is written in it (docs/product/member-loop.md): a
 * long link or an unbroken word wraps inside its bubble, a link is a link, and the header shows
 * a short name whole, at phone and laptop widths, light and dark.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

async function connectedPair(request: APIRequestContext) {
  const { bride, groom } = await matchingPair(request, admin);
  const sent = await request.post('/api/interests', { headers: bearer(groom), data: { targetUserId: bride.userId } });
  expect(sent.status()).toBe(201);
  const id = (await sent.json()).response.id;
  expect((await request.post(`/api/interests/${id}/accept`, { headers: bearer(bride), data: {} })).status()).toBe(200);
  return { bride, groom };
}
const log = (page: Page, member: Member) => page.getByRole('log', { name: `Conversation with ${member.fullName}` });
const DRIVE = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdEFGH/view?usp=sharing&ouid=1234';
const UNBROKEN = 'ह'.repeat(10) + 'x'.repeat(990);

for (const width of [360, 1280]) {
  test(`a long link and a 1,000-character word wrap inside their bubbles at ${width} px; the link is a link`, async ({ page, request }) => {
    const { bride, groom } = await connectedPair(request);
    const post = async (from: Member, to: Member, body: string) =>
      expect((await request.post(`/api/conversations/${to.userId}/messages`, { headers: bearer(from), data: { body } })).status()).toBe(201);
    await post(groom, bride, `Our horoscope is here: ${DRIVE} please see.`);
    await post(bride, groom, UNBROKEN);
    await post(bride, groom, 'Thank you, I will look.');
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, bride, `/dashboard/messages/${groom.userId}`);
    await settled(page);
    const pane = log(page, groom);
    await expect(pane).toContainText('Thank you, I will look.');
    await inBothThemes(page, async (theme) => {
      const sizes = await pane.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const bubbles = [...el.querySelectorAll('li > div')].map((b) => b.getBoundingClientRect());
        return {
          pane: el.scrollWidth - el.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          outside: bubbles.filter((b) => b.left < box.left - 0.5 || b.right > box.right + 0.5).length,
          bubbles: bubbles.length,
        };
      });
      expect(sizes.bubbles, 'bubbles drawn').toBeGreaterThanOrEqual(3);
      expect(sizes.pane, `the conversation scrolls sideways at ${width}px, ${theme}`).toBeLessThanOrEqual(0);
      expect(sizes.page, `the page scrolls sideways at ${width}px, ${theme}`).toBeLessThanOrEqual(0);
      expect(sizes.outside, `bubbles outside the conversation at ${width}px, ${theme}`).toBe(0);
      // The date and the time of the linked message are on screen.
      const bubble = pane.locator('li > div').filter({ hasText: 'Our horoscope is here' });
      const time = bubble.locator('p').last();
      const inside = await time.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= 0 && r.right <= document.documentElement.clientWidth;
      });
      expect(inside, `the time under the link is on screen at ${width}px, ${theme}`).toBe(true);
      await screenshot(page, `conversation-long-${width}-${theme}`, { fullPage: true });
    });
    const link = pane.getByRole('link', { name: DRIVE });
    await expect(link).toHaveAttribute('href', DRIVE);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test(`the conversation header shows a short name whole at ${width} px`, async ({ page, request }) => {
    const { bride, groom } = await connectedPair(request);
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, bride, `/dashboard/messages/${groom.userId}`);
    await settled(page);
    const heading = page.locator('#dashboard-main h1');
    await expect(heading).toHaveText(groom.fullName);
    await inBothThemes(page, async (theme) => {
      const cut = await heading.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(cut, `the name is cut at ${width}px, ${theme}`).toBeLessThanOrEqual(0);
      await screenshot(page, `conversation-header-${width}-${theme}`);
    });
  });
}
