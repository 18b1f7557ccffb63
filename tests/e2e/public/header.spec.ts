import { expect, test } from '@playwright/test';
import { MOBILE_MENU_CLOSE_MS, TOUCH_HIGHLIGHT_MS } from '../../../src/shared/constants';
import { MSG, PUBLIC_TEXT } from '../../../src/shared/messages';
import { MEMBER, readAuth, signIn } from './support';
import { pauseClockSoon } from '../clock.ts';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('signed out: Home and Login, no profile menu', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'My account' })).toBeHidden();
  });

  test('signed out: Register free beside Login leads to the registration page', async ({ page }) => {
    await page.goto('/about-us');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: PUBLIC_TEXT.registerFree }).click();
    await expect(page).toHaveURL(/\/register$/);
    await signIn(page, '/about-us');
    await expect(page.getByRole('banner').getByRole('link', { name: PUBLIC_TEXT.registerFree })).toBeHidden();
  });

  test('signed in: the profile dropdown with Dashboard and Logout instead of Login', async ({ page }) => {
    await signIn(page, '/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    const trigger = header.getByRole('button', { name: MEMBER.userName });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await page.keyboard.press('Escape');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('logout clears authData, says so, and goes to /login', async ({ page }) => {
    await signIn(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: MEMBER.userName }).click();
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MSG.logoutSuccess)).toBeVisible();
    expect(await readAuth(page)).toBeNull();
  });

  test("logout says the server's refusal ('Logout failed!') or a network failure ('Something went wrong!')", async ({ page }) => {
    for (const [reply, text] of [
      ['refused', MSG.logoutFailed],
      ['no reply', MSG.somethingWentWrong],
    ] as const) {
      await signIn(page);
      await page.route(
        '**/api/auth/logout',
        (route) =>
          reply === 'refused'
            ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ responseCode: 503, response: null, error: null }) })
            : route.abort('internetdisconnected'),
        { times: 1 },
      );
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: MEMBER.userName }).click();
      await header.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText(MSG.logoutSuccess)).toHaveCount(0);
      expect(await readAuth(page)).toBeNull();
    }
  });

  test('the theme choice persists across pages and reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/privacy-policy/);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a visitor whose system is dark gets the dark theme without choosing', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('opens over 3/4 of the width, keeps focus inside, closes on Escape in 300 ms and returns focus', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const box = await menu.boundingBox();
    expect(box?.width).toBeCloseTo(360 * 0.75, 0);

    const close = menu.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // From here on only the keyboard is used, so time can stand still between steps.
    await pauseClockSoon(page);
    const stops = await menu.locator('a:visible, button:visible').count();
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await close.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('link', { name: 'Terms of use' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('data-state', 'closing');
    await page.clock.runFor(MOBILE_MENU_CLOSE_MS - 50);
    await expect(menu).toBeVisible(); // still sliding out
    await page.clock.runFor(50);
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed out, the menu offers Register free and Login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();
    await menu.getByRole('link', { name: PUBLIC_TEXT.registerFree }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('signed in, the menu offers Dashboard and Logout instead of Login', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(menu.getByRole('link', { name: PUBLIC_TEXT.registerFree })).toBeHidden();
  });

  test('a touch highlights a control and the highlight clears after 150 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await toggle.tap();
    await expect(toggle).toHaveClass(/is-touched/);
    await page.clock.runFor(TOUCH_HIGHLIGHT_MS);
    await expect(toggle).not.toHaveClass(/is-touched/);
  });
});
