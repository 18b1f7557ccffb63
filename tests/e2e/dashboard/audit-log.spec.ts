import { expect, test } from '@playwright/test';
import { adminLogin, createAccount, openAs, settled } from './support';

/**
 * The audit log page (docs/product/trust.md): an administrator's act shows up under the member it
 * was about, the filters narrow the list, and the filtered rows download as CSV.
 */
test('an administrator finds their act on a member in the audit log and downloads it as CSV', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user');

  await openAs(page, admin, '/dashboard/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await settled(page);

  await page.getByLabel('Member (user id)').fill(String(member.userId));
  await page.getByLabel('Kind of act').fill('user.create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Administrator acts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'user.create' })).toBeVisible();
  await expect(table.getByRole('cell', { name: `users #${member.userId}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await (await import('node:fs/promises')).readFile(await file.path(), 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('user.create');

  // A filter nothing matches says so.
  await page.getByLabel('Kind of act').fill('no.such-act');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('No administrator acts match these filters.')).toBeVisible();
});
