import { describe, expect, it } from 'vitest';
import { indianMobile } from './mobile.ts';
import { MOBILE_PATTERN } from '../constants.ts';

describe('indianMobile', () => {
  it('reads +91, 0091, 91 and 0 in front of ten digits as the country or trunk code', () => {
    for (const typed of [
      '+919876501234',
      '+91 98765 01234',
      '+91-98765-01234',
      '919876501234',
      '00919876501234',
      '09876501234',
      '98765 01234',
      '(98765) 01234',
    ])
      expect(indianMobile(typed), typed).toBe('9876501234');
  });
  it('leaves anything else for the mobile rule to refuse, never cutting digits off', () => {
    expect(indianMobile('+9198765012')).toBe('+9198765012');
    expect(indianMobile('98765012345')).toBe('98765012345');
    expect(indianMobile('+449876501234')).toBe('+449876501234');
    for (const typed of ['+9198765012', '98765012345', '+449876501234', '1234567890']) expect(MOBILE_PATTERN.test(indianMobile(typed)), typed).toBe(false);
  });
});
