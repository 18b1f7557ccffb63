import { expect, test, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { TWO_STEP_TEXT } from '../../../src/shared/messages';
import { freshCode, memoryKeys } from '../../helpers/two-step';
import { axeViolations } from '../axe';
import { adminLogin, bearer } from '../dashboard/support';
import { field, open, toast } from '../join/support';
import { SCREENSHOTS, screenshot } from '../screenshots';

/**
 * A relationship manager keeps their own two-step sign-in (docs/product/assisted-service.md): set
 * up at the first sign-in as an administrator's is, then seen in Settings, new recovery codes,
 * turned off and set up again there, and asked for at the next sign-in.
 */
async function signInWithPassword(page: Page, email: string, password: string) {
  await open(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.keyboard.press('Enter');
}

test('a relationship manager sets up two-step sign-in, keeps it in Settings and is asked for the code', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await adminLogin(request);
  const manager = {
    name: `Lakshmi Narayanan ${randomBytes(2).toString('hex')}`,
    email: `rm-2fa-${randomBytes(4).toString('hex')}@e2e.example.in`,
    mobile: `9${String(Date.now()).slice(-9)}`,
    password: 'Manager-Pass-42',
    hoursFrom: '10:00',
    hoursTo: '19:00',
    languages: ['en', 'ta'],
  };
  const made = await request.post('/api/assisted/managers', { headers: bearer(admin), data: manager });
  expect(made.status(), await made.text()).toBe(201);
  const keys = memoryKeys();

  // The first sign-in asks to set it up, as an administrator's does.
  await signInWithPassword(page, manager.email, manager.password);
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.setupTitle })).toBeFocused();
  await expect(page.getByText(TWO_STEP_TEXT.setupRequired)).toBeVisible();
  keys.set(manager.email, { secret: ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, ''), lastStep: 0 });
  await field(page, 'Code from the app').fill(await freshCode(keys, manager.email));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();

  // Settings is in the manager's menu, beside the workbench, and shows the state.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  expect(await sidebar.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent!.trim()))).toEqual(['Workbench', 'Settings']);
  await sidebar.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByTestId('two-step-state')).toHaveText(`${TWO_STEP_TEXT.enabled} ${TWO_STEP_TEXT.recoveryLeft({ left: 10 })}`);
  await expect(page.getByText(TWO_STEP_TEXT.requiredForAdmins)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Drawn afresh for the pictures: nothing of the sign-in screens is still loading.
  if (SCREENSHOTS) {
    await page.reload();
    await expect(page.getByTestId('two-step-state')).toBeVisible();
  }
  for (const width of SCREENSHOTS ? [360, 1280] : []) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `manager-settings-two-step-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // New recovery codes for a current code.
  await field(page, 'Code from the app').fill(await freshCode(keys, manager.email));
  await page.getByRole('button', { name: TWO_STEP_TEXT.renewAction }).click();
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.recoveryTitle })).toBeFocused();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).click();

  // Turned off (password and a code), then set up anew from Settings with a new key.
  await field(page, 'Your password').fill(manager.password);
  await field(page, 'Code from the app, or a recovery code').fill(await freshCode(keys, manager.email));
  await page.getByRole('button', { name: TWO_STEP_TEXT.turnOff }).click();
  await expect(toast(page, TWO_STEP_TEXT.turnedOff)).toBeVisible();
  await expect(page.getByTestId('two-step-state')).toHaveText(TWO_STEP_TEXT.disabled);
  await page.getByRole('button', { name: TWO_STEP_TEXT.turnOn }).click();
  const secret = ((await page.getByTestId('two-step-secret').textContent()) ?? '').replace(/\s/g, '');
  keys.set(manager.email, { secret, lastStep: 0 });
  await field(page, 'Code from the app').fill(await freshCode(keys, manager.email));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: TWO_STEP_TEXT.recoverySaved }).click();
  await expect(page.getByTestId('two-step-state')).toHaveText(`${TWO_STEP_TEXT.enabled} ${TWO_STEP_TEXT.recoveryLeft({ left: 10 })}`);

  // The next sign-in asks for the code from the new key after the password.
  await page.evaluate(() => localStorage.removeItem('authData'));
  await signInWithPassword(page, manager.email, manager.password);
  await expect(page.getByRole('heading', { name: TWO_STEP_TEXT.stepTitle })).toBeFocused();
  await field(page, 'Code from the app').fill(await freshCode(keys, manager.email));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Workbench' })).toBeVisible();
});
