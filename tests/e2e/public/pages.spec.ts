import { expect, test } from '@playwright/test';
import { PUBLIC_TEXT } from '../../../src/shared/messages';
import { COPYRIGHT_YEAR, GRIEVANCE_OFFICER, POLICY_LAST_UPDATED, POSTAL_ADDRESS, SITE_NAME } from '../../../src/shared/site';
import { PUBLIC_PAGES } from './support';

test('every public route shows its heading, header and footer', async ({ page }) => {
  for (const { path, heading } of PUBLIC_PAGES)
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: SITE_NAME })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(POSTAL_ADDRESS);
      await expect(footer).toContainText(`© ${COPYRIGHT_YEAR} ${SITE_NAME}`);
      for (const label of ['Facebook', 'Whatsapp', 'Instagram', 'LinkedIn']) {
        await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', '/coming-soon');
      }
      for (const [name, href] of [
        ['About us', '/about-us'],
        ['Contact us', '/contact-us'],
        ['Privacy policy', '/privacy-policy'],
        ['Terms of use', '/terms-of-use'],
      ]) {
        await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
    });
});

test('home has the three banners, assisted service, four couples, features, numbers and Elite Matrimony', async ({ page }) => {
  await page.goto('/');
  const browse = page
    .locator('[data-carousel="hero"] .splide__slide:not(.splide__slide--clone)')
    .getByRole('link', { name: PUBLIC_TEXT.browseProfiles, includeHidden: true });
  await expect(browse).toHaveCount(3);
  for (const link of await browse.all()) await expect(link).toHaveAttribute('href', '/login');
  // The first banner's call to action registers; it is in view on a phone and a laptop.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const register = page.locator('[data-carousel="hero"] [data-banner="1"]:not(.splide__slide--clone)').getByRole('link', { name: PUBLIC_TEXT.registerFree });
    await expect(register).toBeInViewport();
    await expect(register).toHaveAttribute('href', '/register');
  }
  await expect(page.getByRole('link', { name: /KNOW MORE/ })).toHaveAttribute('href', '/assisted-service-know-more');
  await expect(page.getByText('Find your match with a manager of your own')).toBeVisible();
  const couples = page.locator('[data-carousel="testimonials"] .splide__slide:not(.splide__slide--clone)');
  await expect(couples).toHaveCount(4);
  await expect(couples.getByRole('button', { name: new RegExp(PUBLIC_TEXT.readMore), includeHidden: true })).toHaveCount(4);
  await expect(couples.first().getByRole('img', { name: /Rated \d out of 5/ })).toBeAttached();
  for (const feature of ['Verified profiles', 'Advanced search', 'Secure messaging', 'Community support']) {
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Our numbers' })).toContainText('marriages celebrated');
  await expect(page.getByRole('heading', { name: PUBLIC_TEXT.eliteTitle })).toBeVisible();
  for (const point of ['A large pool of elite profiles', 'Relationship managers who shortlist matches', '100% confidentiality']) {
    await expect(page.getByText(point)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Explore Elite Matrimony' })).toHaveAttribute('href', '/elite-matrimony-know-more');
});

test('READ MORE opens the whole story', async ({ page }) => {
  await page.goto('/');
  const first = page.locator('[data-carousel="testimonials"] .splide__slide:not(.splide__slide--clone)').first();
  const button = first.getByRole('button', { name: /READ MORE/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
});

test('about us: mission, story since 2021, three values, two couples, Join Matrimonial Now', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByText(/founded in Pune in 2021/)).toBeVisible();
  for (const value of ['Trust', 'Family first', 'Privacy']) await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Happy couples' }).getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('link', { name: PUBLIC_TEXT.joinNow })).toHaveAttribute('href', '/register');
});

for (const [path, count, extra] of [
  ['/privacy-policy', 8, 'Digital Personal Data Protection Act, 2023'],
  ['/terms-of-use', 9, 'at least 18 years old'],
] as const) {
  test(`${path}: ${count} sections, last updated, grievance officer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('article section')).toHaveCount(count);
    await expect(page.getByText(`Last updated ${POLICY_LAST_UPDATED}`)).toBeVisible();
    await expect(page.getByText(extra)).toBeVisible();
    await expect(page.getByText(new RegExp(`Grievance Officer (is )?${GRIEVANCE_OFFICER.name}`))).toBeVisible();
    await expect(page.getByText(/within 24 hours/)).toBeVisible();
  });
}

test('assisted service and elite pages list their benefits', async ({ page }) => {
  await page.goto('/assisted-service-know-more');
  for (const benefit of ['Guaranteed matches', 'Save time and effort', 'Better response'])
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  await page.goto('/elite-matrimony-know-more');
  for (const point of ['Premium profiles', 'Completely confidential', 'Dedicated relationship manager', 'Exclusive community'])
    await expect(page.getByRole('heading', { name: point })).toBeVisible();
});

test('contact page offers a direct e-mail link and names the grievance officer', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('complementary').getByRole('link', { name: 'support@matrimonial.example.in' })).toHaveAttribute(
    'href',
    'mailto:support@matrimonial.example.in',
  );
  await expect(page.getByText(GRIEVANCE_OFFICER.name)).toBeVisible();
});

test('an unknown address shows the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_TEXT.notFoundTitle);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('search and sharing: unique titles and descriptions, canonical, Open Graph, JSON-LD, robots, sitemap', async ({ page, request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/.+\.jpg$/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld['@type']).toBe('Organization');
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
  expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
  const sitemap = await request.get('/sitemap-0.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const { path } of PUBLIC_PAGES.filter((p) => p.path !== '/')) expect(xml).toContain(path);
});
