import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { latestCode, latestMail } from '../../helpers/outbox';
import { AUTH_STORAGE_KEY } from '../../../src/shared/constants';
import { inBothThemesBy, type Theme } from '../themes';
import { fullProfile } from '../../factories/profile-body';
import { adminLogin } from '../dashboard/support';
import { referenceIds } from '../matching/support';

/** The server's data folder (playwright.config.ts), where the outbox holds the codes sent. */
export const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  return dir;
};

export const codeFor = (to: string) => latestCode(dataDir(), to);

/**
 * The reset link e-mailed to `to`, as a path the test browser can open. The server answers the
 * request before the mail is written (the same answer for every address), so this waits until
 * the newest message to `to` holds the link.
 */
export async function resetPathFor(to: string): Promise<string> {
  const link = () => /\/reset-password\?token=([A-Za-z0-9_\-.%]+)/.exec(latestMail(dataDir(), to)?.text ?? '')?.[1];
  await expect.poll(link, { message: `a reset link in the newest message to ${to}` }).toBeTruthy();
  return `/reset-password?token=${link()}`;
}

let seq = 0;
/** A fresh member's details; mobiles are unique per run (the server refuses duplicates). */
export function newPerson(tag: string) {
  const stamp = `${Date.now()}${seq++}`;
  return { name: 'Ananya Sharma', email: `${tag}-${stamp}@e2e.example.in`, mobile: `9${stamp.slice(-9)}`, password: 'Kesari-Saree-42' };
}
export type Person = ReturnType<typeof newPerson>;

/** Labels carry a visual '*' for required fields (hidden from screen readers, but not from getByLabel). */
export const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}\\*?$`));

export const toast = (page: Page, text: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();

export const readAuth = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);

/** Registers through the API (for tests about the login screen, not about registration). */
export async function registerByApi(request: APIRequestContext, person: Person) {
  const res = await request.post('/api/auth/register', { data: { ...person, confirmPassword: person.password, userRoleId: 2, declaration: true } });
  expect(res.status()).toBe(201);
  return (await res.json()).response as { userId: number; verificationToken: string };
}

export async function verifiedMemberByApi(request: APIRequestContext, person: Person) {
  const { userId, verificationToken } = await registerByApi(request, person);
  const code = codeFor(person.email);
  const res = await request.post('/api/auth/verify-otp', {
    data: { userId, verificationToken, email: person.email, mobile: person.mobile, emailOtpCode: code, mobileOtpCode: code },
  });
  expect(res.status()).toBe(200);
  return userId;
}

/** Small valid files made in the test: a JPEG photo and a one-page PDF. */
export const photoFile = async () => ({
  name: 'close-up.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 240, height: 300, channels: 3, background: '#d9467f' } })
    .jpeg()
    .toBuffer(),
});
export const pdfFile = () => ({
  name: 'aadhaar.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

/** Opens a page and waits until its React island has hydrated (Astro drops the `ssr` attribute then). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Fills the five registration fields and presses Register. */
export async function submitRegistration(page: Page, person: Person) {
  await field(page, 'Full name').fill(person.name);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Mobile number').fill(person.mobile);
  await field(page, 'Password').fill(person.password);
  await field(page, 'Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Registers through the UI and enters the e-mailed code: the page is then on 'Complete Your Profile'. */
export async function reachProfileStep(page: Page, person: Person) {
  await open(page, '/register');
  await submitRegistration(page, person);
  const dialog = page.getByRole('dialog', { name: 'Verify OTPs' });
  await expect(dialog).toBeVisible(); // the code is in the outbox once registration has answered
  await field(dialog, 'Verification code').fill(codeFor(person.email));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Profile');
}

/** A reply in the API's envelope; `message: null` is a failure the server did not explain. */
export const envelope = (status: number, message: string | null) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ responseCode: status, response: null, error: message === null ? null : { message } }),
});

/** Collects what the page logs with console.error, e.g. 'API Error' (docs/product/messages.md). */
export function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

/**
 * Holds the next request matching `url` until release(), so that a test can see the in-between
 * state a slow network shows (e.g. a disabled 'Registering...' button) without waiting a fixed time.
 * `reached` resolves once the page has sent that request.
 */
export async function holdRequest(page: Page, url: string) {
  let release!: () => void;
  let arrive!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(
    url,
    async (route) => {
      arrive();
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return { release, reached };
}

/**
 * Runs `each` in the theme the page shows, then again in the other, flipped by the site's own
 * theme switch. The switch sits in the header (in the closed menu on a phone, behind an open
 * dialog), so it is pressed from the page's script.
 */
export const inBothThemes = (page: Page, each: (theme: Theme) => Promise<void>) =>
  inBothThemesBy(
    page,
    () =>
      page
        .locator('[data-theme-toggle]')
        .first()
        .evaluate((button: HTMLElement) => button.click()),
    each,
  );

/**
 * Fills the whole profile of the member in the registration wizard through the API, with the
 * wizard's own session (as every Next would save it), and reloads the wizard on it; `fullName`
 * is the name field's label in the page's language.
 */
export async function fillWizardByApi(page: Page, request: APIRequestContext, person: Person, fullName = 'Full name') {
  const progress = JSON.parse((await page.evaluate(() => localStorage.getItem('registrationProgress'))) ?? 'null') as { userId: number; token: string };
  const body = fullProfile(progress.userId, await referenceIds(request, await adminLogin(request)), { personal: { fullName: person.name, subCaste: '' } });
  const saved = await request.put('/api/user-matrimonial-detail/UpdateUserMatrimonial', { headers: { authorization: `Bearer ${progress.token}` }, data: body });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await expect(field(page, fullName)).toHaveValue(person.name);
  return progress;
}
