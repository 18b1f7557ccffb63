import { expect, test, type Page } from '@playwright/test';
import { ROLE_IDS, THEME_STORAGE_KEY } from '../../../src/shared/constants';
import { PASSWORD_METER_TEXT, TWO_STEP_TEXT } from '../../../src/shared/messages';
import { axeViolations } from '../axe';
import { adminLogin, bearer, createAccount, openAs } from '../dashboard/support';
import { codeAt, freshCode, memoryKeys } from '../../helpers/two-step';
import { field, newPerson, open } from './support';
import { SCREENSHOTS, screenshot } from '../screenshots';

const axe = (page: Page) => axeViolations(page);

/** The strength meter on registration: words, not colour alone, and the dictionaries only when typing. */
test('registration shows how guessable the password is, in words', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await open(page, '/register');
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const meter = page.getByTestId('password-meter');
  await expect(meter).toHaveCount(0);
  await field(page, 'Password').fill('Password@123');
  await expect(meter).toContainText(`${PASSWORD_METER_TEXT.label}: Still weak`);
  await expect(meter).toContainText(PASSWORD_METER_TEXT.tooWeak);
  // The dictionaries came after the page, when a password was typed.
  expect(scripts.length).toBeGreaterThan(before);
  await field(page, 'Password').fill('Kesari-Saree-42');
  await expect(meter).toContainText(`${PASSWORD_METER_TEXT.label}: Strong`);
  await expect(meter).toContainText(PASSWORD_METER_TEXT.acceptable);
  expect(await axe(page)).toEqual([]);
  for (const width of SCREENSHOTS ? [360, 1280] : []) {
    await page.setViewportSize({ width, height: 1000 });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await screenshot(page.getByTestId('password-meter'), `meter-${dark ? 'dark' : 'light'}-${width}`);
      await screenshot(page, `register-meter-${dark ? 'dark' : 'light'}-${width}`);
    }
  }
  // The server refuses a breached password whatever the meter said.
  const person = newPerson('meter');
  await field(page, 'Full name').fill(person.name);
  await field(page, 'Email').fill(person.email);
  await field(page, 'Mobile number').fill(person.mobile);
  await field(page, 'Password').fill('India@123');
  // The meter's new verdict is longer and moves the button below it: the click waits for it.
  await expect(meter).toContainText(PASSWORD_METER_TEXT.tooWeak);
  await field(page, 'Confirm password').fill('India@123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/This password is easy to guess/).first()).toBeVisible();
});

/**
 * An administrator made through the Users master, never signed in: two-step sign-in not set up yet.
 * Deactivated after the test: other tests rely on the seeded administrator being the only active one.
 */
const extraAdmins: number[] = [];
async function newAdmin(request: Parameters<typeof adminLogin>[0]) {
  const admin = await adminLogin(request);
  const person = newPerson('admin2fa');
  const res = await request.post('/api/user-master', {
    headers: bearer(admin),
    data: {
      name: 'Second Admin',
      email: person.email,
      mobile: person.mobile,
      password: person.password,
      userRoleId: ROLE_IDS.admin,
      isVerified: 1,
      isActive: 1,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  extraAdmins.push((await res.json()).response.id);
  return person;
}

test.afterEach(async ({ request }) => {
  const admin = await adminLogin(request);
  for (const id of extraAdmins.splice(0)) {
    // Deactivated rather than deleted: their sign-ins are on record.
    const current = (await (await request.get(`/api/user-master/${id}`, { headers: bearer(admin) })).json()).response;
    expect((await request.put(`/api/user-master/${id}`, { headers: bearer(admin), data: { ...current, isActive: 0 } })).status()).toBe(200);
  }
});

async function signInWithPassword(page: Page, email: string, password: string) {
  await open(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.keyboard.press('Enter');
}

for (const theme of ['light', 'dark'] as const) {
  test(`an administrator sets up two-step sign-in at the first sign-in, then signs in with a code (${theme}, keyboard)`, async ({ page, request }) => {
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme]);
    const person = await newAdmin(request);
    const keys = memoryKeys();
    await signInWithPassword(page, person.email, person.password);

    await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.setupTitle })).toBeFocused();
    await expect(page.getByText(TWO_STEP_TEXT.setupRequired)).toBeVisible();
    await expect(page.getByRole('img', { name: TWO_STEP_TEXT.qrAlt })).toBeVisible();
    const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    keys.set(person.email, { secret, lastStep: 0 });
    expect(await axe(page)).toEqual([]);
    for (const width of SCREENSHOTS ? [360, 1280] : []) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `two-step-setup-${theme}-${width}`, { fullPage: true });
    }

    // Keyboard only: into the code box, type, Enter.
    const codeBox = field(page, 'Code from the app');
    await codeBox.focus();
    await page.keyboard.type(codeAt(secret, Date.now() + 10 * 60_000));
    await page.keyboard.press('Enter');
    await expect(page.getByText(TWO_STEP_TEXT.codeWrong)).toBeVisible();
    await codeBox.fill('');
    await codeBox.focus();
    await page.keyboard.type(await freshCode(keys, person.email));
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.recoveryTitle })).toBeFocused();
    await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    expect(await axe(page)).toEqual([]);
    await screenshot(page, `two-step-recovery-${theme}`, { fullPage: true });
    await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    // The shell has checked the session and drawn the page: forgetting it now starts no redirect of its own.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The next sign-in asks for the code after the password.
    await page.evaluate(() => localStorage.removeItem('authData'));
    await signInWithPassword(page, person.email, person.password);
    await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.stepTitle })).toBeFocused();
    expect(await axe(page)).toEqual([]);
    for (const width of SCREENSHOTS ? [360, 1280] : []) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `two-step-code-${theme}-${width}`, { fullPage: true });
    }
    await page.keyboard.press('Tab');
    await expect(field(page, 'Code from the app')).toBeFocused();
    await page.keyboard.type(await freshCode(keys, person.email));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
  });
}

test('a member turns two-step sign-in on in Settings, from the menu', async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request), 'user');
  await openAs(page, member, '/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('two-step-state')).toHaveText(TWO_STEP_TEXT.disabled);
  await page.getByRole('button', { name: TWO_STEP_TEXT.turnOn }).click();
  const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(await axe(page)).toEqual([]);
  for (const width of SCREENSHOTS ? [360, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await screenshot(page, `settings-two-step-${dark ? 'dark' : 'light'}-${width}`, { fullPage: true });
    }
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
  }
  const keys = memoryKeys();
  keys.set(member.email, { secret, lastStep: 0 });
  await field(page, 'Code from the app').fill(await freshCode(keys, member.email));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const first = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).click();
  await expect(page.getByTestId('two-step-state')).toHaveText(`${TWO_STEP_TEXT.enabled} ${TWO_STEP_TEXT.recoveryLeft({ left: 10 })}`);
  expect(await axe(page)).toEqual([]);
  // New recovery codes for a current code; the old ones are replaced.
  await field(page, 'Code from the app').fill(await freshCode(keys, member.email));
  await page.getByRole('button', { name: TWO_STEP_TEXT.renewAction }).click();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.recoveryTitle })).toBeFocused();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  expect(await page.getByTestId('recovery-codes').locator('li').allTextContents()).not.toContain(first[0]);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).click();
  await expect(page.getByRole('button', { name: TWO_STEP_TEXT.turnOff })).toBeVisible();
  await screenshot(page, `settings-two-step-on-1280`, { fullPage: true });
});

test('Password Update shows the strength meter too, and the server refuses a breached password', async ({ page, request }) => {
  const member = await createAccount(request, await adminLogin(request), 'user');
  await openAs(page, member, '/dashboard/password-update');
  await field(page, 'Current password').fill(member.password);
  await field(page, 'New password').fill('Welcome@123');
  await field(page, 'Confirm new password').fill('Welcome@123');
  await expect(page.getByTestId('password-meter')).toContainText(PASSWORD_METER_TEXT.tooWeak);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText(/This password is easy to guess/).first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  for (const width of SCREENSHOTS ? [360, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    for (const dark of [false, true]) {
      await page.evaluate((on) => document.documentElement.classList.toggle('dark', on), dark);
      await screenshot(page, `password-update-${dark ? 'dark' : 'light'}-${width}`, { fullPage: true });
    }
  }
});

test('an administrator resets a member’s two-step sign-in from the member’s page in Users', async ({ page, request }) => {
  const admin = await adminLogin(request);
  const member = await createAccount(request, admin, 'user');
  const setup = await (await request.post('/api/auth/two-step/setup', { headers: bearer(member), data: {} })).json();
  const on = await request.post('/api/auth/two-step/confirm', { headers: bearer(member), data: { code: codeAt(setup.response.secret) } });
  expect(on.status()).toBe(200);
  await openAs(page, admin, `/dashboard/user-master/view/${member.userId}`);
  await page.getByRole('button', { name: TWO_STEP_TEXT.resetAction }).click();
  await page.getByRole('dialog').getByRole('button', { name: TWO_STEP_TEXT.resetAction }).click();
  await expect(page.getByText(TWO_STEP_TEXT.resetDone).first()).toBeVisible();
  expect((await request.get('/api/auth/me', { headers: bearer(member) })).status()).toBe(401);
  const again = await (await request.post('/api/auth/login', { data: { email: member.email, password: member.password } })).json();
  expect(again.response.accessToken).toEqual(expect.any(String));
  expect(await axe(page)).toEqual([]);
});
