import SQLite from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../src/shared/constants';
import { sqliteFileOf } from '../../../src/server/db/open';
import { CONTACT_VALIDATION as V, MSG, PUBLIC_TEXT } from '../../../src/shared/messages';

const VALID = {
  name: 'Meera Kulkarni',
  email: 'meera@example.in',
  contactNo: '+919876543210',
  message: 'Please call my father about the assisted service for my brother.',
};

async function openForm(page: Page) {
  await page.goto('/contact-us');
  // The form works once React has hydrated the island.
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
  const form = page.getByRole('form', { name: 'Contact form' });
  return {
    form,
    name: form.getByLabel('Your name'),
    email: form.getByLabel('Email'),
    contactNo: form.getByLabel('Contact number'),
    message: form.getByLabel('Message'),
    submit: form.getByRole('button', { name: 'Send message' }),
  };
}

async function fill(page: Page, values: Partial<typeof VALID>) {
  const f = await openForm(page);
  const all = { ...VALID, ...values };
  await f.name.fill(all.name);
  await f.email.fill(all.email);
  await f.contactNo.fill(all.contactNo);
  await f.message.fill(all.message);
  return f;
}

test('an empty form shows every required message and focuses the first field', async ({ page }) => {
  const f = await openForm(page);
  await f.submit.click();
  for (const text of [V.nameRequired, V.emailRequired, V.contactNoRequired, V.messageRequired]) await expect(f.form.getByText(text)).toBeVisible();
  await expect(f.name).toBeFocused();
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
});

const CASES: [string, Partial<typeof VALID>, string][] = [
  ['name too long', { name: 'A'.repeat(CONTACT_NAME_MAX + 1) }, V.nameMax],
  ['email without domain', { email: 'meera@example' }, V.emailInvalid],
  ['email too long', { email: `${'m'.repeat(CONTACT_EMAIL_MAX)}@example.in` }, V.emailMax],
  ['contact number too short', { contactNo: '98765' }, V.contactNoInvalid],
  ['contact number with letters', { contactNo: '98765abcde' }, V.contactNoInvalid],
  ['contact number too long', { contactNo: '+9198765432101234' }, V.contactNoInvalid],
  ['message too long', { message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, V.messageMax],
  ['blank name', { name: '   ' }, V.nameRequired],
];
for (const [label, values, text] of CASES) {
  test(`validation: ${label}`, async ({ page }) => {
    let posted = false;
    await page.route('**/api/contact-us', (route) => ((posted = true), route.continue()));
    const f = await fill(page, values);
    await f.submit.click();
    await expect(f.form.getByText(text)).toBeVisible();
    expect(posted).toBe(false);
  });
}

test('an error clears as soon as the field is corrected', async ({ page }) => {
  const f = await fill(page, { contactNo: '123' });
  await f.submit.click();
  await expect(f.form.getByText(V.contactNoInvalid)).toBeVisible();
  await f.contactNo.fill('9876543210');
  await expect(f.form.getByText(V.contactNoInvalid)).toBeHidden();
});

test('a valid message is sent: toast, thank-you banner, cleared form, stored in the database', async ({ page }) => {
  const email = `meera.${Date.now()}@example.in`;
  const f = await fill(page, { email });
  await f.submit.click();
  await expect(page.getByText(MSG.contactSuccess).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PUBLIC_TEXT.contactThanks })).toBeVisible();
  for (const field of [f.name, f.email, f.contactNo, f.message]) await expect(field).toHaveValue('');

  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'E2E_DATA_DIR not set: the database check needs the server data folder');
  const db = new SQLite(sqliteFileOf({ dataDir: dataDir! }), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT name, email, contact_no AS contactNo, message FROM contact_message WHERE email = ?').get(email);
    expect(row).toEqual({ ...VALID, email });
  } finally {
    db.close();
  }
});

test('a refused message shows the failure toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact-us', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ responseCode: 500, response: null, error: { message: 'Database unavailable' } }),
    }),
  );
  const f = await fill(page, {});
  await f.submit.click();
  await expect(page.getByRole('status').filter({ hasText: MSG.contactFailed })).toBeVisible();
  await expect(f.name).toHaveValue(VALID.name);
  await expect(page.getByText(PUBLIC_TEXT.contactThanks)).toBeHidden();
});

test('a network failure shows the failure toast too', async ({ page }) => {
  await page.route('**/api/contact-us', (route) => route.abort('internetdisconnected'));
  const f = await fill(page, {});
  await f.submit.click();
  await expect(page.getByRole('status').filter({ hasText: MSG.contactFailed })).toBeVisible();
});
