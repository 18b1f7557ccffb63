import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { adminLogin, bearer, createAccount, openAs, type Account } from '../dashboard/support';
import { PDFParse } from 'pdf-parse';
import { DASHBOARD_TEXT } from '../../../src/shared/messages';

/** The whole purchase: a member buys a plan with the test provider and the admin sees it. */
const PLAN = { name: 'Gold — 3 months', price: '₹2,999', contactViews: 40 };
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(iso));
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

// Every test makes its own members and reads only what they did (or a total that theirs raises), so
// the tests share out between the workers: this file comes last in a run, and one worker going
// through all seven alone made the run's tail.
test.describe.configure({ mode: 'parallel' });

let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await adminLogin(request);
});

test('a member buys a plan with the test provider, sees it active with its tax invoice; the admin sees it and the revenue', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user', `Buyer ${randomBytes(3).toString('hex')}`);
  await openAs(page, member, '/dashboard/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Plan' })).toBeVisible();
  await expect(page.getByText('You are on the free membership.', { exact: false })).toBeVisible();
  // This server runs the test provider, and the page says so before anything is bought.
  const notice = page.getByRole('note', { name: DASHBOARD_TEXT.testPaymentsTitle });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(DASHBOARD_TEXT.testPaymentsBody);
  const card = page.getByRole('article', { name: PLAN.name });
  await expect(card).toContainText(PLAN.price);
  await expect(card).toContainText('inclusive of GST');
  await expect(card).toContainText('3 months (90 days)');

  await card.getByRole('button', { name: `Buy ${PLAN.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Test payment — no money is charged' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('without charging anything');
  await dialog.getByRole('button', { name: `Complete test payment of ${PLAN.price}` }).click();
  await expect(dialog).toBeHidden();
  // Payment is recorded and the plan activated after the dialog closes; the page says when it is done.
  const received = page.getByRole('status').filter({ hasText: 'Payment received.' });
  await expect(received).toBeVisible();

  const active = (await (await request.get(`/api/Subscription/active/${member.userId}`, { headers: bearer(member) })).json()).response;
  expect(active).toMatchObject({ planName: PLAN.name, state: 'active', contactViewsLeft: PLAN.contactViews });
  const ends = longDate(active.endsAt);
  await expect(received).toContainText(`${PLAN.name} is active until ${ends}`);
  const current = page.getByRole('region', { name: 'Your current plan' });
  await expect(current).toContainText(PLAN.name);
  await expect(current).toContainText(`Active until ${ends}`);
  await expect(current).toContainText(`${PLAN.contactViews} of ${PLAN.contactViews} contact views left`);

  await page.getByRole('link', { name: 'See your subscriptions and invoices' }).click();
  await expect(page).toHaveURL('/dashboard/subscription');
  const row = page.getByRole('row', { name: new RegExp(PLAN.name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(longDate(active.startsAt));
  await expect(row).toContainText(longDate(active.endsAt));
  await expect(row).toContainText(PLAN.price);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download tax invoice \(PDF\)/ }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${active.id}.pdf`);
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync((await download.path())!)) });
  const invoice = (await parser.getText()).text;
  await parser.destroy();
  expect(invoice).toContain('Tax Invoice');
  expect(invoice).toContain(`${PLAN.price}.00`);
  expect(invoice).toContain('no money was charged');
  expect(invoice).toContain(member.userName);

  await openAs(page, admin, '/dashboard/user-subscription');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  const adminRow = page.getByRole('row', { name: new RegExp(member.userName) });
  await expect(adminRow).toContainText(PLAN.name);
  await expect(adminRow).toContainText(PLAN.price);
  await expect(adminRow).toContainText('Active');
  await expect(adminRow).toContainText(shortDate(active.endsAt));

  const summary = (await (await request.get('/api/Dashboard/GetUserSummary', { headers: bearer(admin) })).json()).response;
  expect(summary.revenueInr).toBeGreaterThanOrEqual(2999);
  await page.goto('/dashboard');
  await expect(page.getByText('Revenue', { exact: true }).locator('..')).toContainText(inr.format(summary.revenueInr));
});

test('the admin activates an unpaid subscription after confirming, and deletes an unpaid one', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user', `Cash payer ${randomBytes(3).toString('hex')}`);
  for (const planId of [1, 2]) expect((await request.post('/api/Subscription/create', { headers: bearer(member), data: { planId } })).status()).toBe(201);
  await openAs(page, admin, '/dashboard/user-subscription');
  await page.getByLabel('Status').selectOption({ label: 'Awaiting payment' });
  const rows = page.getByRole('row', { name: new RegExp(member.userName) });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Not paid');

  await rows
    .filter({ hasText: 'Gold' })
    .getByRole('button', { name: /^Activate/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Activate without payment' });
  await confirm.getByRole('button', { name: 'Activate' }).click();
  await expect(rows).toHaveCount(1);
  // Unpaid: deleted, not cancelled.
  await expect(rows.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await rows.getByRole('button', { name: /^Delete/ }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete subscription' });
  await expect(deleting).toContainText(`Delete the unpaid Diamond — 6 months of ${member.userName}? This cannot be undone.`);
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Subscription deleted')).toBeVisible();
  await expect(rows).toHaveCount(0);

  await page.getByLabel('Status').selectOption({ label: 'Active' });
  await expect(page.getByRole('row', { name: new RegExp(member.userName) })).toContainText('Gold');
  const history = (await (await request.get(`/api/Subscription/GetAllUserSubscriptionByUserId/${member.userId}`, { headers: bearer(member) })).json()).response;
  expect(history.map((s: { planName: string; state: string }) => `${s.planName}: ${s.state}`)).toEqual(['Gold — 3 months: active']);
});

test('the admin cannot delete a paid subscription: Cancel ends it and keeps its payment and the revenue', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user', `Paid ${randomBytes(3).toString('hex')}`);
  await buyByApi(request, member);
  const summary = async () => (await (await request.get('/api/Dashboard/GetUserSummary', { headers: bearer(admin) })).json()).response.revenueInr;
  const revenue = await summary();
  await openAs(page, admin, '/dashboard/user-subscription');
  await page.getByLabel('Status').selectOption({ label: 'Active' });
  const row = page.getByRole('row', { name: new RegExp(member.userName) });
  await expect(row).toContainText(PLAN.name);
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await row.getByRole('button', { name: `Cancel ${PLAN.name} of ${member.userName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm).toContainText(
    `Cancel ${PLAN.name} of ${member.userName}? It stops at once and cannot be activated again. Its payment record is kept for the accounts.`,
  );
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: /^Cancel/ }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText('Subscription cancelled')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
  await expect(row).toContainText('Cancelled');
  const [history] = (await (await request.get(`/api/Subscription/GetAllUserSubscriptionByUserId/${member.userId}`, { headers: bearer(member) })).json())
    .response;
  expect(history).toMatchObject({ planName: PLAN.name, state: 'cancelled', paidAt: expect.any(String) });
  await expect(row).toContainText(shortDate(history.paidAt));
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await summary()).toBe(revenue);
  const refused = await request.delete(`/api/Subscription/${history.id}`, { headers: bearer(admin) });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toMatch(/Cancel it instead/);
});

test('keyboard only: Buy opens the test checkout, Escape cancels it and leaves no subscription behind', async ({ page, request }) => {
  const member = await createAccount(request, admin, 'user', `Keyboard ${randomBytes(3).toString('hex')}`);
  await openAs(page, member, '/dashboard/plans');
  const buy = page.getByRole('button', { name: 'Buy Diamond — 6 months' });
  await expect(buy).toBeVisible();
  for (let i = 0; i < 40 && !(await buy.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Test payment — no money is charged' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment cancelled. Nothing was charged.')).toBeVisible();
  await expect
    .poll(
      async () => (await (await request.get(`/api/Subscription/GetAllUserSubscriptionByUserId/${member.userId}`, { headers: bearer(member) })).json()).response,
    )
    .toEqual([]);
  await expect(buy).toBeEnabled();
});

/** Sets a member's profile through the admin's profile route; the contact section carries the address to reveal. */
async function profile(request: APIRequestContext, account: Account, genderId: number, address: string) {
  const caste = (await (await request.get('/api/caste-master?pageSize=1')).json()).response.items[0];
  const res = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', {
    headers: bearer(admin),
    data: {
      userId: account.userId,
      personal: { fullName: account.userName, dob: '1995-04-12', genderId, religionId: caste.religionId, casteId: caste.id },
      contact: { city: 'Pune', address },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function buyByApi(request: APIRequestContext, member: Account, planId = 1) {
  const created = (await (await request.post('/api/Subscription/create', { headers: bearer(member), data: { planId } })).json()).response;
  const subscriptionId = created.subscription.id;
  const { proof } = (await (await request.post('/api/Payment/test-checkout', { headers: bearer(member), data: { subscriptionId } })).json()).response;
  expect((await request.post('/api/Payment/AddPayment/', { headers: bearer(member), data: { subscriptionId, ...proof } })).status()).toBe(200);
  expect((await request.put(`/api/Subscription/${subscriptionId}/activate`, { headers: bearer(member) })).status()).toBe(200);
}

test("with a plan, a member reveals a match's contact details and sees the remaining count", async ({ page, request }) => {
  const tag = randomBytes(3).toString('hex');
  const target = await createAccount(request, admin, 'user', `Ananya ${tag}`);
  const viewer = await createAccount(request, admin, 'user', `Arjun ${tag}`);
  const address = `12 MG Road, Pune ${tag}`;
  await profile(request, target, 2, address);
  await profile(request, viewer, 1, `4 FC Road, Pune ${tag}`);
  const { mobile, email } = (await (await request.get(`/api/user-master/${target.userId}`, { headers: bearer(admin) })).json()).response;
  const view = await request.get(`/api/user-matrimonial-detail/ViewUserProfileAsync/${target.userId}/${viewer.userId}`, { headers: bearer(viewer) });
  expect((await view.json()).response.contactAccess.state).toBe('needs-plan');

  await openAs(page, viewer, `/dashboard/profile/view-profile/${target.userId}`);
  let contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard/plans');
  await expect(contact).not.toContainText(email);

  await buyByApi(request, viewer);
  await page.reload();
  contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText(`${PLAN.contactViews} contact views left`);
  await contact.getByRole('button', { name: 'Show contact details' }).click();
  await expect(contact).toContainText(mobile);
  await expect(contact).toContainText(email);
  await expect(contact).toContainText(address);
  await expect(contact).toContainText(`${PLAN.contactViews - 1} contact views left`);
});

for (const width of [360, 1280]) {
  test(`at ${width} px a payment that goes through takes away the earlier 'Payment cancelled' warning`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const member = await createAccount(request, admin, 'user', `Buyer ${randomBytes(3).toString('hex')}`);
    await openAs(page, member, '/dashboard/plans');
    const card = page.getByRole('article', { name: PLAN.name });
    const dialog = page.getByRole('dialog', { name: 'Test payment — no money is charged' });
    const cancelled = page.locator('[role="status"], [role="alert"]').filter({ hasText: DASHBOARD_TEXT.paymentCancelled });
    await card.getByRole('button', { name: `Buy ${PLAN.name}` }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(cancelled).toBeVisible();
    await card.getByRole('button', { name: `Buy ${PLAN.name}` }).click();
    await dialog.getByRole('button', { name: `Complete test payment of ${PLAN.price}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received.' })).toBeVisible();
    await expect(cancelled).toHaveCount(0);
  });
}
