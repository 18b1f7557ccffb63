import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundOffPaise, splitGst } from './gst.ts';

describe('splitGst', () => {
  it('puts the rounding paisa on the round-off line, CGST and SGST equal', () => {
    const split = splitGst(299_900, true);
    expect(split).toMatchObject({ taxablePaise: 254_153, cgstPaise: 22_874, sgstPaise: 22_874, igstPaise: 0 });
    expect(roundOffPaise(split)).toBe(-1);
    expect(splitGst(12_500_000, false)).toMatchObject({ taxablePaise: 10_593_220, igstPaise: 1_906_780 });
    expect(roundOffPaise(splitGst(12_500_000, false))).toBe(0);
  });

  it('for any price, the lines add up to what was paid, the halves are equal and the round-off is within two paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.boolean(), (total, sameState) => {
        const s = splitGst(total, sameState);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise + roundOffPaise(s)).toBe(total);
        expect(s.cgstPaise).toBe(s.sgstPaise);
        expect(Math.abs(roundOffPaise(s))).toBeLessThanOrEqual(2);
      }),
    );
  });
});
