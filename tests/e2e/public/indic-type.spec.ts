import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from './support';

// Indic type (docs/product/languages.md): at 360 px every public page fits the screen in every
// language, headings stay inside their boxes, and Hindi and Tamil text is never letter-spaced or
// set in capitals. Debian's Noto fonts draw Devanagari and Tamil here, as a phone's would.
test.use({ viewport: { width: 360, height: 740 } });

const PATHS = [...PUBLIC_PAGES.map((p) => p.path), '/login', '/register', '/reset-password'];
const inLanguage = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);

for (const locale of ['en', 'hi', 'ta']) {
  test(`${locale}: every public page fits 360 px, headings inside their boxes`, async ({ page }) => {
    for (const path of PATHS) {
      const url = inLanguage(locale, path);
      await page.goto(url);
      const layout = await page.evaluate(() => ({
        width: document.documentElement.scrollWidth,
        // A heading for screen readers only (a 1-px box that clips its text) draws nothing to overflow.
        overflowing: [...document.querySelectorAll('h1, h2, h3')]
          .filter((h) => h.getClientRects().length > 0 && h.clientWidth > 1 && h.scrollWidth > h.clientWidth + 1)
          .map((h) => h.textContent?.trim()),
      }));
      expect(layout, url).toEqual({ width: 360, overflowing: [] });
    }
  });
}

for (const locale of ['hi', 'ta']) {
  test(`${locale}: no letter-spacing and no capitals styling on any public page`, async ({ page }) => {
    for (const path of PATHS) {
      const url = inLanguage(locale, path);
      await page.goto(url);
      const styled = await page.evaluate(() =>
        [...document.querySelectorAll('body *:not(input):not(script):not(style)')]
          .filter(
            (el) =>
              el
                .closest('[lang]')
                ?.getAttribute('lang')
                ?.match(/^(hi|ta)/) && (el.textContent ?? '').trim() !== '',
          )
          .map((el) => ({ el, style: getComputedStyle(el) }))
          .filter(({ style }) => !['normal', '0px'].includes(style.letterSpacing) || style.textTransform === 'uppercase')
          .map(({ el, style }) => `${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 30)}" ${style.letterSpacing} ${style.textTransform}`),
      );
      expect(styled, url).toEqual([]);
    }
  });
}
