import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatNumber, formatPercent, formatRupees } from './format';
import { dashboardEn } from './dashboard/en';
import { dashboardHi } from './dashboard/hi';
import { dashboardTa } from './dashboard/ta';

describe('formatNumber', () => {
  it('groups digits in lakh and crore in every language', () => {
    expect(formatNumber('en', 12345678)).toBe('1,23,45,678');
    expect(formatNumber('hi', 250000)).toBe('2,50,000');
    expect(formatNumber('ta', 18000)).toBe('18,000');
  });
});

describe('formatCount', () => {
  it('says lakh in English and Hindi', () => {
    expect(formatCount('en', 250000).replace(/\s/gu, ' ')).toBe('2.5 lakh');
    expect(formatCount('hi', 250000).replace(/\s/gu, ' ')).toBe('2.5 लाख');
    expect(formatCount('en', 25000000).replace(/\s/gu, ' ')).toBe('2.5 crore');
  });
  it('writes the full grouped number in Tamil, whose Intl words count in thousands', () => {
    expect(formatCount('ta', 250000)).toBe('2,50,000');
  });
  it('leaves counts under a lakh as grouped digits', () => {
    expect(formatCount('hi', 18000)).toBe('18,000');
  });
});

describe('formatRupees', () => {
  it('shows ₹ with Indian grouping and no paise for whole rupees', () => {
    expect(formatRupees('en', 1234567)).toBe('₹12,34,567');
    expect(formatRupees('hi', 4999)).toBe('₹4,999');
    expect(formatRupees('ta', 999)).toBe('₹999');
  });
  it('shows paise when there are some', () => {
    expect(formatRupees('en', 1499.5)).toBe('₹1,499.50');
  });
});

describe('formatPercent and formatDate', () => {
  it('writes a share as a percentage', () => {
    expect(formatPercent('ta', 1)).toBe('100%');
  });
  it('writes the month in the language', () => {
    expect(formatDate('en', '2025-07-26')).toBe('26 July 2025');
    expect(formatDate('hi', '2025-07-26')).toBe('26 जुलाई 2025');
    expect(formatDate('ta', '2025-07-26')).toBe('26 ஜூலை, 2025');
  });
});

describe('a count in words', () => {
  it('says "1 member", never "1 members", in each language by its own plural rules', () => {
    expect(dashboardEn.search.members({ count: 1 })).toBe('1 member');
    expect(dashboardEn.search.members({ count: 0 })).toBe('0 members');
    expect(dashboardEn.search.members({ count: 250000 })).toBe('2,50,000 members');
    expect(dashboardHi.search.members({ count: 1 })).toBe('1 सदस्य');
    expect(dashboardHi.search.members({ count: 12 })).toBe('12 सदस्य');
    expect(dashboardTa.search.members({ count: 1 })).toBe('1 உறுப்பினர்');
    expect(dashboardTa.search.members({ count: 3 })).toBe('3 உறுப்பினர்கள்');
  });
});
