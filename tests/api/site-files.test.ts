import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressSite } from '../../scripts/precompress-site.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The one-process server sends the compressed forms `npm run build` wrote beside each page and
 * script (scripts/precompress-site.ts) as they are, from memory; a site built without them is
 * still compressed, on the fly.
 */
const script = `export const words = ${JSON.stringify('a few words to compress '.repeat(80))};\n`;
const html = `<!doctype html><html lang="en-IN"><head><title>Home</title></head><body>${'<p>filler text for compression</p>'.repeat(40)}</body></html>`;

function site(precompressed: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matrimonial-site-files-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  fs.writeFileSync(path.join(dir, '_astro', 'app.Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dir, '_astro', 'photo.Ab12Cd34.webp'), Buffer.from('RIFF\0\0\0\0WEBPVP8 '));
  return { dir, ready: precompressed ? precompressSite(dir) : Promise.resolve(0) };
}

describe('a site built with its compressed forms', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    const built = site(true);
    dir = built.dir;
    expect(await built.ready).toBe(2); // the page and the script; the picture is left as it is
    // Forms told apart from any the server could make itself: the build's bytes must be sent.
    fs.writeFileSync(path.join(dir, '_astro', 'app.Ab12Cd34.js.br'), zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }));
    fs.writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync(html, { level: 1 }));
    t = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a script in the form the browser accepts, as the build made it', async () => {
    const br = await get('/_astro/app.Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(dir, '_astro', 'app.Ab12Cd34.js.br')));

    const gzip = await get('/_astro/app.Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/_astro/app.Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers a repeat visit with 304 and no body', async () => {
    const first = await get('/_astro/app.Ab12Cd34.js');
    const again = await get('/_astro/app.Ab12Cd34.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("sends a page's built form, and pictures and unknown files as before", async () => {
    const page = await get('/', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.rawPayload).toEqual(fs.readFileSync(path.join(dir, 'index.html.gz')));

    const picture = await get('/_astro/photo.Ab12Cd34.webp', { 'accept-encoding': 'br' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(picture.headers['content-encoding']).toBeUndefined();

    expect((await get('/_astro/gone.Zz99Yy88.js')).statusCode).toBe(404);
  });
});

describe('a site built without compressed forms', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = site(false).dir;
    t = await createTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compresses its scripts and pages as it sends them', async () => {
    for (const [url, body] of [
      ['/_astro/app.Ab12Cd34.js', script],
      ['/', html],
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], url).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString(), url).toBe(body);
    }
  });
});
