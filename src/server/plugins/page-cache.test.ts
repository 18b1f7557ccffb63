import { describe, expect, it } from 'vitest';
import { pickEncoding } from './page-cache.ts';

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
