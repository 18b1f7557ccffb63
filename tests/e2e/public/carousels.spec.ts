import { expect, test, type Page } from '@playwright/test';
import { ASSISTED_IMAGE_ROTATION_MS, HERO_AUTOPLAY_MS, TESTIMONIAL_AUTOPLAY_MS } from '../../../src/shared/constants';
import { mountedByClock } from '../carousel.ts';
import { pauseClockSoon } from '../clock.ts';

const STEP_MS = 100;
/** Less than every interval measured by more than toBeCloseTo's margin: the jump before small steps. */
const QUIET_MS = 4_000;

/** Loads home with a fake clock and stops time once the carousels have mounted; the test then drives it. */
async function openHome(page: Page) {
  await page.clock.install();
  await page.goto('/');
  await mountedByClock(page.locator('[data-carousel="hero"]'));
  // The testimonials mount when they come near the screen.
  await mountedByClock(page.locator('[data-carousel="testimonials"]'));
  await page.mouse.move(1, 1); // off the carousels: hovering pauses them
  await pauseClockSoon(page);
}

/**
 * Advances the fake clock until `read` changes; returns the time that took. It first jumps
 * `quietMs` at once (a change within the jump returns `quietMs`, too early for any interval
 * asked of it), then moves in small steps.
 */
async function timeUntilChange(page: Page, read: () => Promise<string | null>, limitMs: number, quietMs = 0): Promise<number> {
  const start = await read();
  if (quietMs > 0) {
    await page.clock.runFor(quietMs);
    if ((await read()) !== start) return quietMs;
  }
  for (let elapsed = quietMs + STEP_MS; elapsed <= limitMs; elapsed += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    if ((await read()) !== start) return elapsed;
  }
  return Infinity;
}

// The pagination marks the target slide the moment a move starts (slides settle after the animation).
const activePage = (page: Page, name: string) => () => page.locator(`[data-carousel="${name}"] .splide__pagination__page.is-active`).getAttribute('aria-label');
const activeBanner = (page: Page) => activePage(page, 'hero');
const activeCouple = (page: Page) => activePage(page, 'testimonials');

test('the hero shows the next banner every 6000 ms', async ({ page }) => {
  await openHome(page);
  const read = activeBanner(page);
  await timeUntilChange(page, read, HERO_AUTOPLAY_MS + STEP_MS); // align with the autoplay cycle
  const before = Number((await read())?.match(/\d+/)?.[0]);
  expect(await timeUntilChange(page, read, HERO_AUTOPLAY_MS * 2, QUIET_MS)).toBeCloseTo(HERO_AUTOPLAY_MS, -2.5);
  expect(Number((await read())?.match(/\d+/)?.[0])).toBe((before % 3) + 1);
  await expect(page.locator('[data-carousel="hero"] .splide__slide.is-active:not(.splide__slide--clone)')).toHaveAttribute(
    'data-banner',
    String((before % 3) + 1),
  );
});

test('the page keeps its heading once the hero has moved on from the first banner', async ({ page }) => {
  await openHome(page);
  const read = activeBanner(page);
  for (let moves = 0; moves < 3 && !/\b2\b/.test((await read()) ?? ''); moves++) await timeUntilChange(page, read, HERO_AUTOPLAY_MS * 2);
  await page.clock.runFor(1_000); // the move settles
  await expect(page.locator('[data-carousel="hero"] .splide__slide.is-active:not(.splide__slide--clone)')).toHaveAttribute('data-banner', '2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a life partner your whole family will bless');
});

test('the testimonials move on every 6000 ms', async ({ page }) => {
  await openHome(page);
  const read = activeCouple(page);
  await timeUntilChange(page, read, TESTIMONIAL_AUTOPLAY_MS + STEP_MS);
  expect(await timeUntilChange(page, read, TESTIMONIAL_AUTOPLAY_MS * 2, QUIET_MS)).toBeCloseTo(TESTIMONIAL_AUTOPLAY_MS, -2.5);
});

test('the hero waits for its first interval to mount, unless the reader reaches for it first', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const hero = page.locator('[data-carousel="hero"]');
  // Loaded and idle: the first banner shows, Splide is fetched, nothing is mounted yet.
  await page.clock.runFor(3_000);
  await expect(hero).not.toHaveClass(/is-mounted/);
  await expect(hero.locator('[data-banner="1"]')).toBeInViewport();
  // A touch mounts it at once, on the same banner.
  await hero.dispatchEvent('pointerdown');
  await expect(hero).toHaveClass(/is-mounted/);
  expect(await activeBanner(page)()).toMatch(/\b1\b/);
});

test('the hero can be paused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const hero = page.locator('[data-carousel="hero"]');
  await mountedByClock(hero);
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(1, 1);
  await pauseClockSoon(page);
  expect(await timeUntilChange(page, activeBanner(page), HERO_AUTOPLAY_MS * 2)).toBe(Infinity);
  await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
});

for (const [width, perPage] of [
  [360, 1],
  [800, 1.5],
  [1280, 2],
] as const) {
  test(`testimonials show ${perPage} slide(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await page.goto('/');
    const root = page.locator('[data-carousel="testimonials"]');
    await mountedByClock(root);
    const track = await root.locator('.splide__track').boundingBox();
    const slide = await root.locator('.splide__slide.is-active:not(.splide__slide--clone)').boundingBox();
    const gap = 16;
    expect(slide!.width).toBeCloseTo((track!.width + gap) / perPage - gap, 0);
  });
}

test.describe('assisted-service image', () => {
  const image = (page: Page) => page.getByRole('img', { name: 'Illustration of our assisted matchmaking service' });

  async function open(page: Page) {
    await page.clock.install();
    await page.goto('/');
    const img = image(page);
    await img.scrollIntoViewIfNeeded(); // the image is lazy: it loads once on screen
    await pauseClockSoon(page);
    return img;
  }
  const frameSrc = (page: Page) => () => image(page).getAttribute('src');

  test('rotates every 5000 ms', async ({ page }) => {
    await open(page);
    const read = frameSrc(page);
    await timeUntilChange(page, read, ASSISTED_IMAGE_ROTATION_MS + STEP_MS);
    expect(await timeUntilChange(page, read, ASSISTED_IMAGE_ROTATION_MS * 2, QUIET_MS)).toBeCloseTo(ASSISTED_IMAGE_ROTATION_MS, -2.5);
    await expect.poll(() => image(page).evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });

  test('falls back to the default image when one fails to load', async ({ page }) => {
    await page.route(/assisted-families\.[^/]*\.webp$/, (route) => route.fulfill({ status: 404, body: '' }));
    const img = await open(page);
    // Frames rotate manager → families (broken) → shortlist; advance until the broken one is due.
    await expect
      .poll(
        async () => (
          await timeUntilChange(page, () => img.getAttribute('data-frame'), ASSISTED_IMAGE_ROTATION_MS + STEP_MS),
          await img.getAttribute('data-frame')
        ),
      )
      .toBe('1');
    await expect(img).toHaveAttribute('data-fallback', 'true');
    await expect(img).toHaveAttribute('src', /assisted-default/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  });
});
