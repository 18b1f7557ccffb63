import { describe, expect, it } from 'vitest';
import { formatInr, paiseToRupees, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('groups digits the Indian way', () => {
    expect(formatInr(2999)).toBe('₹2,999');
    expect(formatInr(124999)).toBe('₹1,24,999');
    expect(formatInr(2999.5)).toBe('₹2,999.5');
  });
  it('converts between rupees and paise without float drift', () => {
    expect(rupeesToPaise(2999.99)).toBe(299999);
    expect(paiseToRupees(299999)).toBe(2999.99);
  });
});
