import { describe, expect, it } from 'vitest';
import { KeptRows } from './kept-rows.ts';

const KEEP_MS = 2_000;

describe('kept rows', () => {
  it('last keepMs, and what was read before a change is not kept after it', () => {
    const cache = new KeptRows<string>({ keepMs: KEEP_MS, maxKept: 3 });
    const readAt = cache.generation;
    cache.keep('a', 'row a', readAt, 1_000);
    expect(cache.find('a', 1_000 + KEEP_MS - 1)).toBe('row a');
    expect(cache.find('a', 1_000 + KEEP_MS)).toBeUndefined();

    const before = cache.generation;
    cache.keep('b', 'row b', before, 5_000);
    cache.forget();
    expect(cache.find('b', 5_000)).toBeUndefined();
    cache.keep('c', 'row c read before the change', before, 5_000);
    expect(cache.find('c', 5_000)).toBeUndefined();
  });

  it('tell their listeners of a change made here, not of a notice from elsewhere', () => {
    const cache = new KeptRows<string>({ keepMs: KEEP_MS, maxKept: 3 });
    let told = 0;
    const stop = cache.onChange(() => told++);
    cache.keep('a', 'row a', cache.generation, 0);
    cache.forget();
    expect(told).toBe(0);
    cache.changed();
    expect(told).toBe(1);
    stop();
    cache.changed();
    expect(told).toBe(1);
  });

  it('are at most maxKept, the oldest kept first to go', () => {
    const rows = new KeptRows<string>({ keepMs: KEEP_MS, maxKept: 3 });
    for (const key of ['a', 'b', 'c', 'd']) rows.keep(key, `row ${key}`, rows.generation, 0);
    expect(['a', 'b', 'c', 'd'].map((key) => rows.find(key, 1))).toEqual([undefined, 'row b', 'row c', 'row d']);
  });
});
