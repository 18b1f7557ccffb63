import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../axe';
import { adminLogin, createAccount, inBothThemes, openAs, settled, type Account } from '../dashboard/support';
import { SCREENSHOTS, screenshot } from '../screenshots';

/**
 * Several-choice lists (docs/product/matching.md, docs/decisions/063): checkboxes a thumb can tap,
 * with a filter box, instead of a list box that needs Ctrl; the caste choice narrowed to the
 * chosen religions, sorted, grouped by religion when several are chosen, and a name several
 * religions share said with its religion, in Search and in the profile's preferences.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

type Row = { id: number; name: string };
const get = async (request: APIRequestContext, path: string) => (await (await request.get(`/api/${path}`)).json()).response;
const religionId = async (request: APIRequestContext, name: string) =>
  ((await get(request, 'religion-master?pageSize=1000')).items as Row[]).find((r) => r.name === name)!.id;

/** 'Caste no bar' then 'Other' close a religion's list; the rest is alphabetical. */
const LAST = ['caste no bar', 'other'];
const sorted = (names: string[]) =>
  [...names].sort((a, b) => LAST.indexOf(a.toLowerCase()) - LAST.indexOf(b.toLowerCase()) || a.localeCompare(b, 'en', { sensitivity: 'base' }));

const names = (list: Locator) => list.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.closest('label')!.textContent!.trim()));

/** Every choice is a tap target of at least 24 by 24 px (WCAG 2.2, 2.5.8). */
async function targetsAtLeast24(list: Locator) {
  const small = await list
    .locator('label')
    .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect()).filter((r) => r.width > 0 && (r.height < 24 || r.width < 24)).length);
  expect(small).toBe(0);
}

async function openFilters(page: Page) {
  const show = page.getByRole('button', { name: 'Show filters' });
  if (await show.isVisible()) await show.click();
}

// The behaviour is checked once per width; what the theme changes (colours: axe, the pictures) in both.
for (const width of [360, 1280]) {
  test(`Search's caste filter follows the chosen religions, as checkboxes (${width} px, light and dark)`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    const hindu = await religionId(request, 'Hindu');
    const hinduCastes = (await get(request, `caste-master/get-caste-master-by-religion-id/${hindu}`)) as Row[];
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, member, '/dashboard/search');
    await settled(page);
    await openFilters(page);
    const religion = page.getByRole('group', { name: 'Religion', exact: true });
    const caste = page.getByRole('group', { name: 'Caste', exact: true });
    await expect(caste.getByRole('checkbox').first()).toBeAttached();
    // No list box asking for Ctrl.
    await expect(page.locator('select[multiple]')).toHaveCount(0);
    await expect(page.getByText(/Hold Ctrl/)).toHaveCount(0);

    // No religion chosen: every caste, under its religion, and no two choices read the same.
    const everyName = await names(caste);
    expect(new Set(everyName).size).toBe(everyName.length);
    expect(everyName).toContain('Other (Hindu)');
    expect(everyName).toContain('Arora (Sikh)');

    // Hindu chosen: Hindu castes only, sorted, in one list.
    await religion.getByRole('checkbox', { name: 'Hindu', exact: true }).check();
    await expect(caste.getByRole('checkbox')).toHaveCount(hinduCastes.length);
    const hinduNames = await names(caste);
    expect(hinduNames).toEqual(sorted(hinduCastes.map((c) => c.name)));
    await expect(caste.getByRole('group')).toHaveCount(0);

    // Hindu and Sikh: two groups, and a name both share says whose it is.
    await religion.getByRole('checkbox', { name: 'Sikh', exact: true }).check();
    await expect(caste.getByRole('group')).toHaveCount(2);
    await expect(caste.getByRole('group', { name: 'Hindu' }).getByRole('checkbox', { name: 'Arora (Hindu)' })).toBeVisible();
    await expect(caste.getByRole('group', { name: 'Sikh' }).getByRole('checkbox', { name: 'Arora (Sikh)' })).toBeAttached();
    if (SCREENSHOTS) await inBothThemes(page, (theme) => screenshot(page, `caste-filter-grouped-${width}-${theme}`, { fullPage: true }));

    // The filter box narrows a long list.
    await caste.getByRole('searchbox', { name: 'Find in Caste' }).fill('aror');
    expect(await names(caste.locator('label:visible'))).toEqual(['Arora (Hindu)', 'Arora (Sikh)']);
    await caste.getByRole('checkbox', { name: 'Arora (Sikh)' }).check();
    await expect(caste.getByText('1 chosen', { exact: false })).toBeVisible();
    await expect(caste.getByRole('listitem')).toHaveText(['Arora (Sikh)']);
    await targetsAtLeast24(caste);
    await targetsAtLeast24(religion);
    await inBothThemes(page, async (theme) => {
      expect((await axeViolations(page)).map((v) => `search, ${theme}: ${v}`)).toEqual([]);
      await screenshot(page, `caste-filter-chosen-${width}-${theme}`, { fullPage: true });
    });

    // Sikh no longer chosen: its caste leaves the choice.
    await religion.getByRole('checkbox', { name: 'Sikh', exact: true }).uncheck();
    await expect(caste.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await caste.getByRole('searchbox').fill('');

    // By keyboard: Space ticks, Down moves to the next choice.
    await caste.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(caste.getByRole('checkbox').nth(1)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(caste.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`religionId=${hindu}(&|$)`));
    await expect(page).toHaveURL(/casteId=\d+,\d+/);
  });

  test(`the profile's preferred castes follow the preferred religions (${width} px, light and dark)`, async ({ page, request }) => {
    const member = await createAccount(request, admin);
    const jain = await religionId(request, 'Jain');
    const jainCastes = (await get(request, `caste-master/get-caste-master-by-religion-id/${jain}`)) as Row[];
    await page.setViewportSize({ width, height: 900 });
    await openAs(page, member, '/dashboard/profile/view-profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('tab', { name: /Preferences/ }).click();
    const castes = page.getByRole('group', { name: 'Other preferred castes' });
    await expect(castes.getByText('Choose a preferred religion first')).toBeVisible();
    await page.getByLabel(/^Preferred religion/).selectOption(String(jain));
    await expect(castes.getByRole('checkbox')).toHaveCount(jainCastes.length);
    expect(await names(castes)).toEqual(sorted(jainCastes.map((c) => c.name)));
    // The single caste choice is sorted too.
    const single = await page
      .getByLabel(/^Preferred caste/)
      .locator('option')
      .evaluateAll((options) => options.slice(1).map((o) => o.textContent!.trim()));
    expect(single).toEqual(sorted(jainCastes.map((c) => c.name)));

    await page.getByRole('group', { name: 'Other preferred religions' }).getByRole('checkbox', { name: 'Hindu', exact: true }).check();
    await expect(castes.getByRole('group')).toHaveCount(2);
    await expect(castes.getByRole('checkbox', { name: 'Agarwal (Hindu)' })).toHaveCount(0);
    await expect(castes.getByRole('checkbox', { name: 'Other (Jain)' })).toBeAttached();
    await expect(castes.getByRole('checkbox', { name: 'Other (Hindu)' })).toBeAttached();
    await targetsAtLeast24(castes);
    await expect(page.getByText(/Hold Ctrl/)).toHaveCount(0);
    await inBothThemes(page, async (theme) => {
      expect((await axeViolations(page)).map((v) => `preferences, ${theme}: ${v}`)).toEqual([]);
      await screenshot(page, `preferred-castes-${width}-${theme}`, { fullPage: true });
    });
    await expect(page.locator('select[multiple]')).toHaveCount(0);
  });
}
