import { describe, expect, it } from 'vitest';
import { cachedRanking, rememberRanking, TTL_MS, type RankedSet } from './match-cache.ts';

const set: RankedSet = { rows: [], total: 0, strict: 0, maxTier: 0 };

describe('kept rankings', () => {
  it('last between three quarters of TTL_MS and all of it, so rankings made together expire apart', () => {
    const db = {};
    rememberRanking(db, 1, 'day', 'inputs', set, 0, 0);
    rememberRanking(db, 2, 'day', 'inputs', set, 0, 1);
    expect(cachedRanking(db, 1, 'day', 'inputs', 0.75 * TTL_MS)).toEqual(set);
    expect(cachedRanking(db, 1, 'day', 'inputs', 0.75 * TTL_MS + 1)).toBeNull();
    expect(cachedRanking(db, 2, 'day', 'inputs', 0.75 * TTL_MS + 1)).toEqual(set);
    expect(cachedRanking(db, 2, 'day', 'inputs', TTL_MS + 1)).toBeNull();
  });

  it('are for the inputs and the day they were made with', () => {
    const db = {};
    rememberRanking(db, 1, 'day', 'inputs', set, 0);
    expect(cachedRanking(db, 1, 'day', 'other inputs', 1)).toBeNull();
    expect(cachedRanking(db, 1, 'next day', 'inputs', 1)).toBeNull();
    expect(cachedRanking(db, 1, 'day', 'inputs', 1)).toEqual(set);
  });
});
