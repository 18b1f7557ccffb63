import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MENU, isGroup } from '../../../src/app/dashboard/config/menu';
import { MASTER_RESOURCES } from '../../../src/app/dashboard/config/masters';
import { buyPlan, matchingPair, uploadPhoto, type Member } from '../matching/support';
import { adminLogin, bearer, moveTo, openAs, inBothThemes, settled, themeOf, visitInTurn, type Account } from './support';

/**
 * Every dashboard page on a 360 px phone, in both themes (each page checked in one, then
 * switched), as a member (complete profile, an active plan, another member's contact details
 * shown) and as an administrator. A page fails
 * when it scrolls sideways or when a visible control (a, button, input, select, [role=button])
 * is smaller than 24 × 24 px, the target size of WCAG 2.2 success criterion 2.5.8. As that
 * criterion allows, a link inside a sentence (an inline link in running text) is exempt: its
 * size is set by the line of text around it. Every master screen's add and edit form is opened too.
 */
let admin: Account;
let bride: Member;
let groom: Member;

test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  ({ bride, groom } = await matchingPair(request, admin));
  await uploadPhoto(request, bride, '#3949ab');
  await buyPlan(request, admin, bride, 5);
  expect((await request.put(`/api/user-matrimonial-detail/${groom.userId}/verify`, { headers: bearer(admin) })).status()).toBe(200);
});

/** The id of the first record a list route answers (an array, or a page of items). */
async function firstId(request: APIRequestContext, listPath: string): Promise<number> {
  const res = await request.get(`/api/${listPath}`, { headers: bearer(admin) });
  const body = (await res.json()).response;
  const first = Array.isArray(body) ? body[0] : body.items[0];
  expect(first, listPath).toBeTruthy();
  return first.id;
}

const menuRoutes = (role: 'admin' | 'user') =>
  MENU.flatMap((entry) => (isGroup(entry) ? entry.children : [entry]))
    .filter((item) => item.roles.includes(role))
    .map((item) => item.route);

interface Problem {
  what: string;
  width?: number;
  height?: number;
}

/** Sideways scrolling and controls under 24 × 24 px, inline links in sentences excepted. */
async function problems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const found: { what: string; width?: number; height?: number }[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth) found.push({ what: `page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px` });
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    /** A link whose text is part of a longer sentence, laid out inline (WCAG 2.5.8's inline exception). */
    const inlineInSentence = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.closest('p, li, dd, td, label, span, small');
      return Boolean(block && block.textContent!.trim().length > el.textContent!.trim().length);
    };
    for (const el of document.querySelectorAll('a, button, input, select, [role=button]')) {
      if (el.closest('[hidden], [aria-hidden=true], .sr-only')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Hidden file inputs live behind their labelled button; radio and checkbox go by their label.
      if (el instanceof HTMLInputElement && ['hidden', 'file', 'radio', 'checkbox'].includes(el.type)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (el.classList.contains('sr-only') || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      // Inside a box that scrolls sideways (a wide table) a control may wait to be scrolled to,
      // except a row's actions (the last cell), which must be in view without scrolling.
      const scrolls = (node: Element | null): boolean =>
        Boolean(node && node !== document.body && (['auto', 'scroll'].includes(getComputedStyle(node).overflowX) || scrolls(node.parentElement)));
      const waitsInScroller = scrolls(el.parentElement) && !el.closest('tr > :last-child');
      if (!waitsInScroller && (box.right > root.clientWidth + 1 || box.left < -1))
        found.push({ what: `${describe(el)} sits off screen (${Math.round(box.left)}..${Math.round(box.right)} px)` });
      if ((box.width < 24 || box.height < 24) && !inlineInSentence(el))
        found.push({ what: `${describe(el)} is too small`, width: Math.round(box.width), height: Math.round(box.height) });
    }
    return found;
  });
}

async function checkInTheme(page: Page, label: string) {
  await settled(page);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(await problems(page), `${label} at 360 px, ${await themeOf(page)}`).toEqual([]);
}

/** The page in the theme it opened in, then switched to the other: one load checks both themes. */
const check = (page: Page, label: string) => inBothThemes(page, () => checkInTheme(page, label));

test.describe('360 px, light and dark', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
  });

  test('every member page fits the phone', async ({ page }) => {
    test.setTimeout(240_000);
    await visitInTurn(page, bride, [...menuRoutes('user'), '/dashboard/account', '/dashboard/no-such-page'], (path) => check(page, path));
    // Another member's profile, before and after showing the contact details.
    await moveTo(page, `/dashboard/profile/view-profile/${groom.userId}`);
    await check(page, "another member's profile");
    const show = page.getByRole('button', { name: 'Show contact details' });
    if (await show.isVisible()) await show.click();
    await expect(page.getByText(groom.email)).toBeVisible();
    await check(page, "another member's contact details");
    // My Profile's form, on the documents tab with an uploaded photo.
    await moveTo(page, '/dashboard/profile/view-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await expect(page.getByText('Uploaded').first()).toBeVisible();
    await check(page, 'the documents tab');
  });

  test('every administrator page fits the phone', async ({ page }) => {
    test.setTimeout(240_000);
    await visitInTurn(page, admin, [...menuRoutes('admin'), '/dashboard/account', `/dashboard/profile/view-profile/${bride.userId}`], (path) =>
      check(page, path),
    );
  });

  test(`every master screen's add and edit form fits the phone (${MASTER_RESOURCES.length} screens)`, async ({ page, request }) => {
    test.setTimeout(240_000);
    // The twelve original master screens (docs/product/pages.md), and the two lists added for the profile's horoscope fields (docs/decisions/036).
    const routes = MASTER_RESOURCES.map((r) => r.screen!.route);
    expect(routes).toHaveLength(12 + 2);
    expect(routes).toEqual(expect.arrayContaining(['/dashboard/rashi-master', '/dashboard/nakshatra-master']));
    const paths: string[] = [];
    for (const resource of MASTER_RESOURCES) {
      const route = resource.screen!.route;
      // A record to edit: a member in Users (not the administrator), else the list's first row.
      const id = resource.path === 'user-master' ? bride.userId : await firstId(request, resource.endpoints?.list ?? `${resource.path}?pageSize=1`);
      paths.push(`${route}/add`, `${route}/edit/${id}`);
    }
    await visitInTurn(page, admin, paths, async (path) => {
      await expect(page.locator('form')).toBeVisible();
      await check(page, path);
    });
  });
});

for (const width of [360, 1280]) {
  test(`a match card's Verified badge is a filled badge, not plain text (${width} px, light and dark)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAs(page, bride, '/dashboard/profile/matching-profile');
    const card = page.getByRole('article').filter({ hasText: groom.fullName });
    const badge = card.getByText('Verified', { exact: true });
    await expect(badge).toBeVisible();
    await inBothThemes(page, async (theme) => {
      const colours = await badge.evaluate((el) => {
        const cardEl = el.closest('article')!;
        return { badge: getComputedStyle(el).backgroundColor, card: getComputedStyle(cardEl).backgroundColor };
      });
      expect(colours.badge, theme).not.toBe('rgba(0, 0, 0, 0)');
      expect(colours.badge, theme).not.toBe(colours.card);
    });
  });
}
