import { describe, expect, it } from 'vitest';
import { ageFrom, heightLabel } from './profile-format';

describe('a profile read by people', () => {
  it.each([
    [176.1, '5 ft 9 in (176 cm)'],
    [152.4, '5 ft 0 in (152 cm)'],
    [182.9, '6 ft 0 in (183 cm)'],
    [181.6, '5 ft 11 in (182 cm)'],
    [165, '5 ft 5 in (165 cm)'],
  ])('%s cm reads %s', (cm, text) => {
    expect(heightLabel(cm)).toBe(text);
  });

  it('gives the age in whole years, counting the birthday itself', () => {
    expect(ageFrom('1995-06-15', '2026-06-14')).toBe(30);
    expect(ageFrom('1995-06-15', '2026-06-15')).toBe(31);
    expect(ageFrom('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageFrom('2000-02-29', '2026-03-01')).toBe(26);
  });

  it('gives no age for something that is not a date', () => {
    expect(ageFrom('not a date', '2026-01-01')).toBeNull();
  });
});
