import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, bearer, inBothThemes, openAs, settled, visitInTurn, type Account } from '../dashboard/support';
import { connectedPair, type Member } from './support';
import { screenshot } from '../screenshots';

/**
 * Conversations and notifications (docs/product/member-loop.md) in the browser: two connected members talk in two
 * browser contexts and see each other's messages and the bell rise without a reload; a blocked
 * pair cannot talk; the new pages work from the keyboard and pass axe at phone and desktop
 * widths in both themes.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const bellCount = (page: Page) => page.getByTestId('bell-count');
const log = (page: Page, member: Member) => page.getByRole('log', { name: `Conversation with ${member.fullName}` });

test('two connected members talk live: the thread shows the message and the bell rises without a reload', async ({ browser, request }) => {
  const { bride, groom } = await connectedPair(request, admin);
  const herContext = await browser.newContext();
  const hisContext = await browser.newContext();
  const her = await herContext.newPage();
  const him = await hisContext.newPage();

  // She waits on her dashboard; he opens their conversation from Messages.
  await openAs(her, bride, '/dashboard');
  await expect(her.getByRole('heading', { level: 1 })).toBeVisible();
  // Her answer to his interest marked its notice read: the bell may show no count at all.
  await settled(her);
  const before = (await bellCount(her).count()) ? Number(await bellCount(her).textContent()) : 0;
  await openAs(him, groom, '/dashboard/messages');
  await him.getByRole('link', { name: new RegExp(bride.fullName) }).click();
  await expect(him).toHaveURL(new RegExp(`/dashboard/messages/${bride.userId}$`));
  await expect(log(him, bride)).toContainText('Write the first message');

  await him.getByLabel(`Message to ${bride.fullName}`).fill('Namaste! Our families would like to speak this Sunday.');
  await him.getByRole('button', { name: 'Send' }).click();
  await expect(log(him, bride)).toContainText('Namaste! Our families would like to speak this Sunday.');
  await expect(log(him, bride)).toContainText('Sent');

  // Her bell rises live.
  await expect(bellCount(her)).toHaveText(String(before + 1));
  await her.getByRole('link', { name: /^Notifications/ }).click();
  await expect(her).toHaveURL(/\/dashboard\/notifications$/);
  await her.getByRole('link', { name: `Unread: ${groom.fullName} sent you a message.` }).click();
  await expect(her).toHaveURL(new RegExp(`/dashboard/messages/${groom.userId}$`));
  await expect(log(her, groom)).toContainText('Namaste! Our families would like to speak this Sunday.');
  // Reading marks it read for him, live.
  await expect(log(him, bride)).toContainText('Read');

  // Her answer appears in his open thread without a reload.
  await her.getByLabel(`Message to ${groom.fullName}`).fill('Sunday suits us. Shall we call at five?');
  await her.getByRole('button', { name: 'Send' }).click();
  await expect(log(him, bride)).toContainText('Sunday suits us. Shall we call at five?');
  await expect(log(her, groom)).toContainText('Sunday suits us. Shall we call at five?');

  // An empty message is refused on the form.
  await her.getByRole('button', { name: 'Send' }).click();
  await expect(her.getByText('Write a message before sending.')).toBeVisible();
  await herContext.close();
  await hisContext.close();
});

test('a blocked pair cannot message: the thread says the profile is not available', async ({ page, request }) => {
  const { bride, groom } = await connectedPair(request, admin);
  await openAs(page, bride, `/dashboard/messages/${groom.userId}`);
  await page.getByRole('button', { name: 'Block' }).click();
  await page
    .getByRole('dialog', { name: `Block ${groom.fullName}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/messages$/);
  await expect(page.getByText('No conversations yet.')).toBeVisible();

  const refused = await request.post(`/api/conversations/${bride.userId}/messages`, { headers: bearer(groom), data: { body: 'Hello?' } });
  expect(refused.status()).toBe(404);
  await openAs(page, groom, `/dashboard/messages/${bride.userId}`);
  await expect(page.getByRole('alert')).toContainText('This profile is not available.');
});

test('Message on the Connected tab of Interests opens the conversation', async ({ page, request }) => {
  const { bride, groom } = await connectedPair(request, admin);
  await openAs(page, bride, '/dashboard/interests?tab=connected');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: groom.fullName }) })
    .getByRole('link', { name: 'Message' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/messages/${groom.userId}$`));
  await expect(log(page, groom)).toBeVisible();
});

test('a thread works from the keyboard alone: write, send with the button, open the profile', async ({ page, request }) => {
  const { bride, groom } = await connectedPair(request, admin);
  await openAs(page, groom, '/dashboard/messages');
  // Tab only once the conversation is listed, or the walk passes its place before it exists.
  await expect(page.getByRole('link', { name: new RegExp(bride.fullName) })).toBeVisible();
  // The focused link, not the page's main region (focused on arrival), whose text holds the name too.
  const focused = () => page.evaluate(() => (document.activeElement?.tagName === 'A' ? (document.activeElement.textContent ?? '').trim() : ''));
  for (let i = 0; i < 40 && !(await focused()).includes(bride.fullName); i++) await page.keyboard.press('Tab');
  expect(await focused()).toContain(bride.fullName);
  await page.keyboard.press('Enter');
  const box = page.getByLabel(`Message to ${bride.fullName}`);
  await expect(box).toBeVisible();
  for (let i = 0; i < 40 && !(await box.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('Typed from the keyboard alone.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log(page, bride)).toContainText('Typed from the keyboard alone.');
});

test('news arriving on the Messages list keeps the reader in place: the focused conversation stays focused', async ({ page, request }) => {
  const { bride, groom } = await connectedPair(request, admin);
  await openAs(page, groom, '/dashboard/messages');
  const conversation = page.getByRole('link', { name: new RegExp(bride.fullName) });
  await conversation.focus();
  await expect(conversation).toBeFocused();
  const sent = await request.post(`/api/conversations/${groom.userId}/messages`, { headers: bearer(bride), data: { body: 'Are you free to talk on Sunday?' } });
  expect(sent.status()).toBe(201);
  await expect(conversation).toContainText('Are you free to talk on Sunday?');
  await expect(conversation).toContainText('1 unread');
  await expect(conversation).toBeFocused();
});

for (const width of [360, 1280]) {
  test(`Messages, a thread and Notifications pass axe at ${width} px, light and dark`, async ({ page, request }) => {
    const { bride, groom } = await connectedPair(request, admin);
    await request.post(`/api/conversations/${bride.userId}/messages`, { headers: bearer(groom), data: { body: 'Hello! I read your profile and liked it.' } });
    await request.post(`/api/conversations/${groom.userId}/messages`, { headers: bearer(bride), data: { body: 'Thank you. Tell me about your family.' } });
    await request.post(`/api/conversations/${bride.userId}/messages`, {
      headers: bearer(groom),
      data: { body: 'My parents live in Mumbai; my sister is a doctor.' },
    });
    await page.setViewportSize({ width, height: 900 });
    await visitInTurn(page, bride, ['/dashboard/messages', `/dashboard/messages/${groom.userId}`, '/dashboard/notifications'], async (path) => {
      await settled(page);
      const name = path.split('/').filter(Boolean).slice(1).join('-');
      await inBothThemes(page, async (theme) => {
        await screenshot(page, `${name}-${width}-${theme}`, { fullPage: true });
        expect(await axeViolations(page), `${path}, ${theme}`).toEqual([]);
      });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
