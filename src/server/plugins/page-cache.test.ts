import { describe, expect, it } from 'vitest';
import { encodingOf, pickEncoding, saveDataHtml } from './page-cache.ts';

describe('pickEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    [undefined, null],
    ['', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('encodingOf', () => {
  const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
  it.each([
    ['br, gzip', both, 'br'],
    ['br, gzip', { br: null, gzip: both.gzip }, 'gzip'],
    ['br', { br: null, gzip: both.gzip }, null],
    ['gzip', { br: both.br }, null],
    [undefined, both, null],
  ] as const)('%s of %o → %s', (header, forms, expected) => {
    expect(encodingOf(header, forms)).toBe(expected);
  });
});

describe('saveDataHtml', () => {
  it('marks the page and offers every image at its smallest size only', () => {
    const html =
      '<!doctype html><html lang="en-IN"><body><picture><source srcset="/a-320.avif 320w, /a-160.avif 160w" type="image/avif">' +
      '<img src="/a.jpg" srcset="/a-160.jpg 160w, /a-320.jpg 320w" sizes="160px" alt="A"></picture><img srcset="/b.png 2x, /b1.png 1x" alt="B"></body></html>';
    expect(saveDataHtml(html)).toBe(
      '<!doctype html><html data-save-data lang="en-IN"><body><picture><source srcset="/a-160.avif 160w" type="image/avif">' +
        '<img src="/a.jpg" srcset="/a-160.jpg 160w" sizes="160px" alt="A"></picture><img srcset="/b1.png 1x" alt="B"></body></html>',
    );
  });
});
