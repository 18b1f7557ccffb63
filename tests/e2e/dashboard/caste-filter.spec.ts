import { expect, test } from '@playwright/test';
import { adminLogin, openAs, type Account } from './support';

/**
 * All Profile's caste filter: the castes under their religion (one optgroup each), religions and
 * names in alphabetical order, with the catch-all 'Caste no bar' and 'Other' closing a group, so
 * the several "Other" rows each say whose they are.
 */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

const LAST = ['caste no bar', 'other'];
const sortKey = (name: string) => [LAST.indexOf(name.toLowerCase()), name.toLowerCase()] as const;
const sorted = (names: string[]) =>
  [...names].sort((a, b) => {
    const [ra, na] = sortKey(a);
    const [rb, nb] = sortKey(b);
    return ra - rb || na.localeCompare(nb, 'en');
  });

for (const width of [360, 1280]) {
  test(`the caste filter is grouped by religion and sorted (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 });
    await openAs(page, admin, '/dashboard/profile/all-profile');
    const select = page.getByLabel('Caste');
    await expect(select.locator('optgroup').first()).toBeAttached();
    const groups = await select
      .locator('optgroup')
      .evaluateAll((els) =>
        els.map((g) => ({ label: (g as HTMLOptGroupElement).label, options: [...g.querySelectorAll('option')].map((o) => o.textContent!.trim()) })),
      );

    const religions = ((await (await request.get('/api/religion-master?pageSize=1000')).json()).response.items as { id: number; name: string }[]).map(
      (r) => r.name,
    );
    const castes = (await (await request.get('/api/caste-master?pageSize=1000')).json()).response.items as { name: string }[];
    // Every caste is offered once, under a religion's name.
    expect(groups.flatMap((g) => g.options)).toHaveLength(castes.length);
    for (const group of groups) expect(religions).toContain(group.label);
    expect(groups.map((g) => g.label)).toEqual(sorted(groups.map((g) => g.label)));
    for (const group of groups) {
      expect(group.options, group.label).toEqual(sorted(group.options));
      expect(new Set(group.options).size, `${group.label} names each caste once`).toBe(group.options.length);
    }
    // The first choice still clears the filter.
    await expect(select.locator('option').first()).toHaveText('Any caste');
  });
}
