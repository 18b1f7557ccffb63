import { expect, test } from '@playwright/test';

const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms-of-use',
  '/assisted-service-know-more',
  '/elite-matrimony-know-more',
  '/coming-soon',
];

test('the one process serves the API beside the site', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect((await health.json()).response.status).toBe('ok');
  // Other tests on this worker's server add religions of their own: ask for the seeded one.
  const religions = await request.get('/api/religion-master?search=Hindu');
  expect((await religions.json()).response.items[0].name).toBe('Hindu');
});

test('every /dashboard/* deep link answers with the dashboard shell', async ({ request }) => {
  const shell = await request.get('/dashboard');
  expect(shell.status()).toBe(200);
  expect(shell.headers()['content-type']).toContain('text/html');
  for (const path of ['/dashboard/profile/matching-profile', '/dashboard/caste-master/edit/3', '/dashboard/anything/else']) {
    const deep = await request.get(path);
    expect(deep.status(), path).toBe(200);
    expect(await deep.text(), path).toBe(await shell.text());
  }
});

test('unknown pages get the 404 page with status 404', async ({ request }) => {
  const res = await request.get('/no-such-page');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('text/html');
});

for (const route of PUBLIC_ROUTES) {
  test(`${route} works under the strict Content-Security-Policy`, async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).not.toContain("'unsafe-inline'");
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
}
