import { expect, test, type Page } from '@playwright/test';
import { catalogue } from '../../../src/shared/i18n';
import { axeViolations } from '../axe';
import { dataDir, field, newPerson, open } from '../join/support';
import { latestMail } from '../../helpers/outbox';
import { hiMessages } from '../../../src/shared/i18n/forms/messages-hi';
import { taMessages } from '../../../src/shared/i18n/forms/messages-ta';
import { MEMBER, signIn } from './support';
import { formatMessage } from '../../../src/shared/i18n/message-format';

// English at /, Hindi at /hi, Tamil at /ta (docs/decisions/038-languages-and-routing.md).
const hi = catalogue('hi');
const ta = catalogue('ta');
const languages = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: /Language/ });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the home page switches to Hindi and Tamil: texts, lang and hreflang', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(languages(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await languages(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.home.banners[0].title);
    await expect(page.getByRole('heading', { name: hi.home.featuresTitle })).toBeVisible();
    await expect(languages(page).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await expect(languages(page).getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current', /.*/);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
    expect(alternates).toEqual([
      ['en', '/'],
      ['hi', '/hi'],
      ['ta', '/ta'],
      ['x-default', '/'],
    ]);

    await languages(page).getByRole('link', { name: 'தமிழ்' }).click();
    await expect(page).toHaveURL(/\/ta$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.home.banners[0].title);
    // Numbers through Intl: Tamil counts members in full, with Indian grouping.
    await expect(page.getByRole('region', { name: ta.home.statsLabel })).toContainText('2,50,000+');
  });

  test('the switcher keeps the page, and links inside a language stay in it', async ({ page }) => {
    await page.goto('/about-us');
    await languages(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(/\/hi\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.about.heading);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: hi.nav.privacyPolicy })).toHaveAttribute('href', '/hi/privacy-policy');
    await languages(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bringing families together, one verified match at a time');
  });

  test('the sign-in form speaks the page’s language', async ({ page }) => {
    await open(page, '/ta/login');
    const form = page.getByRole('form', { name: ta.forms.login.formName });
    await expect(form.getByLabel(ta.forms.login.email)).toBeVisible();
    await expect(form.getByRole('button', { name: ta.forms.login.submit })).toBeVisible();
    await expect(form.getByRole('link', { name: ta.forms.login.createAccount })).toHaveAttribute('href', '/ta/register');
  });

  test('registering in Hindi: the form and the code dialog are in Hindi', async ({ page }) => {
    const person = newPerson('hindi');
    const t = hi.forms.register;
    await open(page, '/hi/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accountTitle);
    await expect(page.getByRole('link', { name: t.termsLink, exact: true })).toHaveAttribute('href', '/hi/terms-of-use');
    await field(page, t.fullName).fill(person.name);
    await field(page, t.email).fill(person.email);
    await field(page, t.mobile).fill(person.mobile);
    await field(page, t.password).fill(person.password);
    await field(page, t.confirmPassword).fill(person.password);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: hi.forms.dialogs.registerVerifyTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(person.email);
    await expect(dialog.getByRole('button', { name: hi.forms.dialogs.verify, exact: true })).toBeVisible();
    // The code field's words, and a wrong code's message, are Hindi too.
    const code = dialog.getByLabel(hiMessages['ISLAND_TEXT.codeLabel']);
    await expect(dialog).toContainText(hiMessages['ISLAND_TEXT.codeValid']);
    // Registered from the Hindi page, the account is Hindi: the code's e-mail is in Hindi.
    expect(latestMail(dataDir(), person.email)?.subject).toMatch(/^\d{6} आपका Matrimonial सत्यापन कोड है$/);
    await code.fill('000000');
    await dialog.getByRole('button', { name: hi.forms.dialogs.verify, exact: true }).click();
    await expect(dialog).toContainText(formatMessage('hi', hiMessages['ISLAND_TEXT.attemptsLeft'], { left: 2 }));
  });

  test('the Hindi and Tamil forms say what is wrong in their language', async ({ page }) => {
    await open(page, '/hi/register');
    await page.getByRole('button', { name: hi.forms.register.submit, exact: true }).click();
    await expect(page.getByText(hiMessages['AUTH_TEXT.nameRequired'])).toBeVisible();
    await expect(page.getByText(hiMessages['VALIDATION.mobileInvalid'])).toBeVisible();
    await field(page, hi.forms.register.password).fill('abc');
    await expect(page.getByText(hiMessages['PASSWORD_METER_TEXT.label'], { exact: false })).toBeVisible();

    await open(page, '/ta/login');
    const form = page.getByRole('form', { name: ta.forms.login.formName });
    await form.getByLabel(ta.forms.login.email).fill('nobody.here@example.in');
    await form.getByLabel(ta.forms.login.password).fill('Not-The-Password-1');
    await form.getByRole('button', { name: ta.forms.login.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: taMessages['AUTH_TEXT.invalidCredentials'] }).first()).toBeVisible();
  });

  test('signing out from a Tamil page leads to the Tamil sign-in page', async ({ page }) => {
    await signIn(page, '/ta/about-us');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: MEMBER.userName }).click();
    await header.getByRole('button', { name: ta.nav.logout }).click();
    await expect(page).toHaveURL(/\/ta\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.login.heading);
    await expect(page.getByRole('status').filter({ hasText: taMessages['MSG.logoutSuccess'] })).toBeVisible();
  });

  test('an unknown address under /hi answers with the Hindi 404 page', async ({ page }) => {
    const response = await page.goto('/hi/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi.notFound.title);
  });
});

for (const width of [768, 1024]) {
  test(`the header fits its links in every language at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/hi', '/ta']) {
      await page.goto(path);
      await expect(languages(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const row = page.getByRole('banner').locator('.container-page').first();
      expect(await row.evaluate((el) => el.scrollWidth - el.clientWidth), path).toBeLessThanOrEqual(0);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('the language links still lead to the same page in the other language', async ({ page }) => {
    await page.goto('/ta/contact-us');
    await languages(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are here to help');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the mobile menu offers the languages and keeps the page', async ({ page }) => {
    await page.goto('/hi/contact-us');
    await page.getByRole('button', { name: hi.nav.openMenu }).click();
    const menu = page.getByRole('navigation', { name: hi.nav.mobileMenu });
    const list = menu.getByRole('navigation', { name: /Language/ });
    await expect(list.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await list.getByRole('link', { name: 'தமிழ்' }).click();
    await expect(page).toHaveURL(/\/ta\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.contact.heading);
  });
});

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of ['/hi', '/ta']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('load');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
