import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The pre-rendered site in three languages (docs/decisions/038-languages-and-routing.md): each
 * language's pages answer at their addresses, and a missing address under /hi or /ta gets the
 * not-found page in that language.
 */
const page = (lang: string, title: string) => `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

describe('the site in English, Hindi and Tamil', () => {
  let t: TestApp;
  let site: string;
  beforeAll(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-site-'));
    fs.mkdirSync(path.join(site, 'hi'));
    fs.mkdirSync(path.join(site, 'ta'));
    const files: [string, string, string][] = [
      ['index.html', 'en-IN', 'Home'],
      ['about-us.html', 'en-IN', 'About us'],
      ['404.html', 'en-IN', 'Page not found'],
      ['hi.html', 'hi-IN', 'होम'],
      ['hi/about-us.html', 'hi-IN', 'हमारे बारे में'],
      ['hi/404.html', 'hi-IN', 'पेज नहीं मिला'],
      ['ta.html', 'ta-IN', 'முகப்பு'],
      ['ta/404.html', 'ta-IN', 'பக்கம் கிடைக்கவில்லை'],
    ];
    for (const [file, lang, title] of files) fs.writeFileSync(path.join(site, file), page(lang, title));
    t = await createTestApp({ STATIC_DIR: site });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('serves each language’s pages at their addresses', async () => {
    for (const [url, title] of [
      ['/hi', 'होम'],
      ['/hi/about-us', 'हमारे बारे में'],
      ['/ta', 'முகப்பு'],
      ['/about-us', 'About us'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<h1>${title}</h1>`);
    }
  });

  it('answers a missing address with the not-found page of its language', async () => {
    for (const [url, title] of [
      ['/hi/no-such-page', 'पेज नहीं मिला'],
      ['/ta/no-such-page?x=1', 'பக்கம் கிடைக்கவில்லை'],
      ['/no-such-page', 'Page not found'],
      ['/history', 'Page not found'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(`<h1>${title}</h1>`);
    }
  });
});
