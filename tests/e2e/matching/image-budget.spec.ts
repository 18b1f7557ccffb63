import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminLogin, bearer, openAs, type Account } from '../dashboard/support';
import { memberWithProfile, referenceIds } from './support';
import { saveFigures } from '../screenshots';

/**
 * The image budget (docs/measured.md): the Matching Profile page with 10 cards, every
 * member with a photo, transfers at most 150 KB of images on its first load on a 360 px phone
 * screen, counted by Chromium as bytes on the wire (Resource Timing transferSize: headers and
 * body as received). The photos are detailed on purpose (fine noise that survives scaling
 * down), heavier than most phone photos, so the figure is an upper bound.
 */
const BUDGET_BYTES = 150 * 1024;

async function detailedPhoto(seed: number) {
  const grain = await sharp({
    create: { width: 300, height: 375, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120 + seed, sigma: 40 } },
  })
    .resize(1200, 1500, { kernel: 'nearest' })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1500, channels: 3, background: `hsl(${seed * 36}, 45%, 55%)` } })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function uploadApproved(request: APIRequestContext, admin: Account, member: Account, typeId: number, bytes: Buffer) {
  const res = await request.post('/api/Document/upload', {
    headers: bearer(member),
    multipart: { userId: String(member.userId), documentTypeId: String(typeId), file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const approve = await request.post(`/api/photo-approval/${(await res.json()).response.id}/approve`, { headers: bearer(admin) });
  expect(approve.status()).toBe(200);
}

test('Matching Profile with 10 photo cards loads at most 150 KB of images at 360 px', async ({ page, request }) => {
  test.slow();
  const admin = await adminLogin(request);
  const r = await referenceIds(request, admin);
  const year = new Date().getUTCFullYear();
  const seeker = await memberWithProfile(request, admin, r, { first: 'Vikram', genderId: 1, dob: `${year - 33}-01-15`, ageMin: 24, ageMax: 36, city: 'Delhi' });
  const types = (await (await request.get('/api/document-type-master?pageSize=100')).json()).response.items as { id: number; name: string }[];
  const closeUp = types.find((t) => t.name === 'Close Up Photo')!.id;
  for (let i = 0; i < 10; i++) {
    const bride = await memberWithProfile(request, admin, r, {
      first: `Meera${i}`,
      genderId: 2,
      dob: `${year - 26 - (i % 6)}-03-10`,
      ageMin: 26,
      ageMax: 40,
      city: 'Jaipur',
    });
    await uploadApproved(request, admin, bride, closeUp, await detailedPhoto(i));
  }

  await page.setViewportSize({ width: 360, height: 780 });
  await openAs(page, seeker, '/dashboard/profile/matching-profile');
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('img', { name: /^Photo of Meera/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const measure = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === 'img' || /\/api\/files\//.test(e.name))
        .map((e) => ({ url: e.name.replace(/\?.*/, ''), transferSize: e.transferSize })),
    );
  const images = await measure();
  const total = images.reduce((sum, e) => sum + e.transferSize, 0);
  // Scrolled through card by card, the lazy photos load too: the page's whole image weight.
  for (const card of await page.getByRole('article').all()) {
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('img', { name: /^Photo of Meera/ })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  const all = await measure();
  const allTotal = all.reduce((sum, e) => sum + e.transferSize, 0);
  const figures = {
    cards: 10,
    width: 360,
    firstLoad: { images: images.length, bytes: total },
    scrolledToEnd: { images: all.length, bytes: allTotal },
    entries: all,
  };
  saveFigures('image-budget', figures);
  console.log(`images at 360 px: first load ${images.length} files, ${total} bytes; scrolled to the end ${all.length} files, ${allTotal} bytes`);
  expect(images.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(allTotal).toBeLessThanOrEqual(BUDGET_BYTES);
});
