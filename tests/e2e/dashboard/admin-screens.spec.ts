import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { ROLE_IDS } from '../../../src/shared/constants';
import { MEMBER_LOOP_MSG } from '../../../src/shared/messages';
import { dashboardEn as W } from '../../../src/shared/i18n/dashboard/en';
import { axeViolations } from '../axe';
import { screenshotsAround } from '../shots';
import { matchingPair, uploadPhoto } from '../matching/support';
import { adminLogin, bearer, openAs, settled } from './support';

/** The administrators' screens (docs/product/pages.md, docs/product/documents-and-photos.md, docs/product/trust.md). */

test('a photo decision is listed with who decided, and Undo puts the photo back in the queue', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const { bride } = await matchingPair(request, admin);
  const photoId = await uploadPhoto(request, bride);
  await openAs(page, admin, '/dashboard/photo-approval');
  await page.getByRole('tab', { name: 'Decided' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) });
  await expect(card).toContainText('Approved');
  await expect(card).toContainText(W.common.ist);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotsAround(page, 'admin-photo-decided');
  await card.getByRole('button', { name: 'Undo' }).click();
  const ask = page.getByRole('dialog', { name: `Undo the decision on the photo of ${bride.fullName}` });
  await expect(ask).toContainText('other members stop seeing it');
  await ask.getByRole('button', { name: 'Undo decision' }).click();
  await expect(page.getByText('Decision undone; the photo waits for review again').first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Waiting' }).click();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) })).toBeVisible();
  const queue = (await (await request.get('/api/photo-approval', { headers: bearer(admin) })).json()).response as Array<{ id: number }>;
  expect(queue.map((p) => p.id)).toContain(photoId);
  const audit = (await (await request.get('/api/audit-log?kind=photo.undo&pageSize=5', { headers: bearer(admin) })).json()).response.items;
  expect(audit[0]).toMatchObject({ kind: 'photo.undo', recordId: photoId });
});

test('Warn without a reason marks the reason field in the dialog, not a toast', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const { bride, groom } = await matchingPair(request, admin);
  const report = await request.post('/api/reports', {
    headers: bearer(groom),
    data: { reportedUserId: bride.userId, reason: 'abusive', details: 'Sent rude messages after I declined.', block: false },
  });
  expect(report.status(), await report.text()).toBe(201);
  await openAs(page, admin, '/dashboard/reports');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: bride.fullName }) });
  await entry.getByRole('button', { name: 'Warn', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Warn: ${bride.fullName}` });
  await dialog.getByRole('button', { name: 'Warn', exact: true }).click();
  const reason = dialog.getByLabel(/^Reason \(the member reads it\)/);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(MEMBER_LOOP_MSG.moderationWarnNeedsNote)).toBeVisible();
  await expect(page.locator('[role="status"]').filter({ hasText: MEMBER_LOOP_MSG.moderationWarnNeedsNote })).toHaveCount(0);
  await screenshotsAround(page, 'admin-warn-needs-reason');
  await reason.fill('Please keep messages polite.');
  await dialog.getByRole('button', { name: 'Warn', exact: true }).click();
  await expect(page.getByText('Member warned').first()).toBeVisible();
});

test('a master row just added is named above the list and marked in it', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const name = `Aa Added ${randomBytes(3).toString('hex')}`;
  await openAs(page, admin, '/dashboard/religion-master/add');
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('button', { name: 'Add Religion' }).click();
  await expect(page).toHaveURL('/dashboard/religion-master');
  const notice = page.getByRole('status').filter({ hasText: `Religion “${name}” added.` });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'View it' })).toHaveAttribute('href', /\/dashboard\/religion-master\/view\/\d+$/);
  await page.getByLabel('Search Religion').fill(name);
  await expect(page.locator('tr[data-just-added]')).toContainText(name);
  await screenshotsAround(page, 'admin-master-added');
  await notice.getByRole('link', { name: 'View it' }).click();
  await expect(page.getByRole('heading', { name: 'View Religion' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
});

test('the Users list keeps its page in the address through a reload and Back', async ({ page, request }) => {
  const admin = await adminLogin(request);
  for (let i = 0; i < 11; i++) {
    const tag = randomBytes(4).toString('hex');
    const res = await request.post('/api/user-master', {
      headers: bearer(admin),
      data: {
        name: `Paging ${tag}`,
        email: `paging-${tag}@example.in`,
        mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        password: 'Member-Pass-1',
        userRoleId: ROLE_IDS.user,
        isVerified: 1,
        isActive: 1,
      },
    });
    expect(res.status()).toBe(201);
  }
  await openAs(page, admin, '/dashboard/user-master');
  await settled(page);
  const pager = page.getByRole('navigation', { name: W.common.pages });
  await pager.getByRole('button', { name: W.common.next }).click();
  await expect(page).toHaveURL('/dashboard/user-master?page=2');
  await expect(pager).toContainText(/Page 2 of \d+/);
  const firstOnPage2 = await page.locator('tbody tr').first().textContent();
  await page.reload();
  await expect(pager).toContainText(/Page 2 of \d+/);
  await expect(page.locator('tbody tr').first()).toHaveText(firstOnPage2 ?? '');
  await page
    .locator('tbody tr')
    .first()
    .getByRole('link', { name: /^View / })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/user-master\/view\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL('/dashboard/user-master?page=2');
  await expect(pager).toContainText(/Page 2 of \d+/);
});

test("the administrator's My Profile is their account, with no refused or missing reads", async ({ page, request }) => {
  const admin = await adminLogin(request);
  const refused: string[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/api/') && res.status() >= 400) refused.push(`${res.status()} ${res.url()}`);
  });
  const logged: string[] = [];
  page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
  await openAs(page, admin, '/dashboard/profile/view-profile');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: W.profile.adminTitle })).toBeVisible();
  await expect(page.getByText(admin.email)).toBeVisible();
  await expect(page.getByRole('link', { name: W.profile.changePassword })).toHaveAttribute('href', '/dashboard/password-update');
  await expect(page.getByText(W.profile.progress)).toHaveCount(0);
  expect(refused).toEqual([]);
  expect(logged).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotsAround(page, 'admin-my-profile');
});

test.describe('an administrator abroad', () => {
  test.use({ timezoneId: 'America/New_York' });

  /** The time the page should show for an instant: India's, whatever the browser's zone. */
  const inIndia = (page: Page, iso: string) =>
    page.evaluate(
      (at) =>
        new Intl.DateTimeFormat('en-IN', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'Asia/Kolkata',
        }).format(new Date(at)),
      iso,
    );

  test('reads every time in India time, labelled IST', async ({ page, request }) => {
    const admin = await adminLogin(request);
    // An act of today to read back: a religion added.
    const added = await request.post('/api/religion-master', { headers: bearer(admin), data: { name: `Zone ${randomBytes(3).toString('hex')}` } });
    expect(added.status()).toBe(201);
    const newest = (await (await request.get('/api/audit-log?pageSize=1', { headers: bearer(admin) })).json()).response.items[0] as { createdAt: string };
    await openAs(page, admin, '/dashboard/audit-log');
    await settled(page);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await expect(page.getByText(`${await inIndia(page, newest.createdAt)} ${W.common.ist}`).first()).toBeVisible();
    await screenshotsAround(page, 'admin-audit-ist');
  });
});
