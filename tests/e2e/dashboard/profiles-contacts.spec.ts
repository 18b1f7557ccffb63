import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { adminLogin, bearer, createAccount, openAs, type Account } from './support';

type Caste = { id: number; name: string; religionId: number };
let admin: Account;
let castes: Caste[];
const tag = randomBytes(3).toString('hex');
const people = [
  { name: `Kavya ${tag}`, genderId: 2, casteIndex: 0, city: 'Chennai' },
  { name: `Rohan ${tag}`, genderId: 1, casteIndex: 0, city: 'Pune' },
  { name: `Imran ${tag}`, genderId: 1, casteIndex: 1, city: 'Lucknow' },
];

test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
  const all = (await (await request.get('/api/caste-master?pageSize=1000')).json()).response.items as Caste[];
  castes = [all[0], all.find((c) => c.religionId !== all[0].religionId)!];
  for (const p of people) {
    const account = await createAccount(request, admin, 'user', p.name);
    const caste = castes[p.casteIndex];
    const res = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', {
      headers: bearer(admin),
      data: {
        userId: account.userId,
        personal: { fullName: p.name, genderId: p.genderId, religionId: caste.religionId, casteId: caste.id },
        contact: { city: p.city },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test('All Profile: search by text, caste and gender, open a profile and verify it', async ({ page }) => {
  await openAs(page, admin, '/dashboard/profile/all-profile');
  await page.getByLabel('Search by name, city or e-mail').fill(tag);
  const rows = page.getByRole('row').filter({ hasText: tag });
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Caste').selectOption({ label: castes[0].name });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Gender').selectOption({ label: 'Male' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Rohan ${tag}`);
  await page.getByLabel('Caste').selectOption({ label: 'Any caste' });
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Search by name, city or e-mail').fill(`Imran ${tag}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Lucknow');

  await rows
    .first()
    .getByRole('link', { name: /Open the profile of/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Profile of Imran ${tag}` })).toBeVisible();
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark verified' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('Contact List: newest first, read, delete', async ({ page, request }) => {
  const older = `Older sender ${tag}`;
  const newer = `Newer sender ${tag}`;
  for (const name of [older, newer]) {
    const res = await request.post('/api/contact-us', { data: { name, email: 'sender@example.in', contactNo: '9876543210', message: `Hello from ${name}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openAs(page, admin, '/dashboard/contact-list');
  const cards = page.getByRole('listitem').filter({ hasText: tag });
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(newer);
  const card = page.getByRole('listitem', { name: `Message from ${newer}` });
  await expect(card).toContainText('Unread');
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(card).toContainText('Read');
  await expect(card.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('listitem', { name: `Message from ${newer}` })).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: `Message from ${older}` })).toBeVisible();
});

test('Contact List: a refused "Mark as read" says why in a toast and leaves the list in place', async ({ page, request }) => {
  const name = `Refused sender ${tag}`;
  expect((await request.post('/api/contact-us', { data: { name, email: 'sender@example.in', contactNo: '9876543210', message: 'Hello' } })).status()).toBe(201);
  await page.route('**/api/contact-us/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ responseCode: 503, response: null, error: { message: 'The service is busy. Please try again shortly.' } }),
        })
      : route.continue(),
  );
  await openAs(page, admin, '/dashboard/contact-list');
  const card = page.getByRole('listitem', { name: `Message from ${name}` });
  await card.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByText('The service is busy. Please try again shortly.')).toBeVisible();
  // The list was loaded and still is: no "could not load" panel with "Try again" takes its place.
  await expect(page.getByRole('alert').filter({ hasText: 'Try again' })).toHaveCount(0);
  await expect(card).toContainText('Unread');
});
