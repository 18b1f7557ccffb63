import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminLogin, openAs, type Account } from '../dashboard/support';

/** The admin's Subscription Plan screen: the generic master list and form, pointed at the SubscriptionPlan/* routes. */
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('the admin adds a plan priced in rupees, views, edits, retires and deletes it', async ({ page }) => {
  const name = `Silver ${randomBytes(3).toString('hex')}`;
  await openAs(page, admin, '/dashboard/subscription-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plan' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Gold — 3 months/ })).toContainText('₹2,999');

  await page.getByRole('link', { name: 'Add Subscription Plan' }).click();
  await expect(page).toHaveURL('/dashboard/subscription-plans/add');
  await page.getByLabel(/^Plan name/).fill(name);
  await page.getByLabel(/^Price in ₹/).fill('0');
  await page.getByLabel(/^Duration/).fill('30');
  await page.getByLabel(/^Contact views/).fill('15');
  await page.getByLabel(/^Description/).fill('One month to try the site.');
  await page.getByRole('button', { name: 'Add Subscription Plan' }).click();
  await expect(page.getByText('Price in ₹ (GST included) must be at least 1')).toBeVisible();
  await page.getByLabel(/^Price in ₹/).fill('124999');
  await page.getByRole('button', { name: 'Add Subscription Plan' }).click();
  await expect(page).toHaveURL('/dashboard/subscription-plans');

  await page.getByLabel('Search Subscription Plan').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₹1,24,999');
  await page.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.locator('[data-field="price"]')).toHaveText('₹1,24,999');
  await expect(page.locator('[data-field="isActive"]')).toHaveText('Yes');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel(/^Price in ₹/)).toHaveValue('124999');
  await page.getByLabel(/^Price in ₹/).fill('1499');
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/dashboard/subscription-plans');
  await page.getByLabel('Search Subscription Plan').fill(name);
  await expect(row).toContainText('₹1,499');
  await expect(row).toContainText('No');

  const plans = await (await page.request.get('/api/SubscriptionPlan/GetAllSubscriptionPlan')).json();
  expect(plans.response.map((p: { name: string }) => p.name)).not.toContain(name);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
