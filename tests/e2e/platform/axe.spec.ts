import { expect, test } from '@playwright/test';
import { axeViolations } from '../axe';

// The accessibility checks of every other browser test rest on this helper: it must report what
// axe finds, keep to the part of the page it is given, and find it again on a later check of the
// same page (axe is loaded once per page).
test('the axe helper reports violations, within the part given, on every check of a page', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>axe check</title></head><body>
    <main><h1>Check</h1>
      <section id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></section>
      <section id="good"><p>Readable text</p></section>
    </main></body></html>`);
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: /)]);
  expect(await axeViolations(page, { include: '#good' })).toEqual([]);
  await page.evaluate(() => document.querySelector('#good')!.insertAdjacentHTML('beforeend', '<button></button>'));
  expect(await axeViolations(page, { include: '#good' })).toEqual([expect.stringMatching(/^button-name: /)]);
});
