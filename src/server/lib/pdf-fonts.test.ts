import { describe, expect, it } from 'vitest';
import { scriptRuns } from './pdf-fonts.ts';

describe('scriptRuns', () => {
  it('cuts a text into runs of one script, shared characters staying with the run they follow', () => {
    expect(scriptRuns('Priya (प्रिया शर्मा), செல்வி 42')).toEqual([
      { script: 'latin', text: 'Priya (' },
      { script: 'devanagari', text: 'प्रिया शर्मा), ' },
      { script: 'tamil', text: 'செல்வி 42' },
    ]);
  });

  it('opens the first run with the characters before it, and calls a text without letters Latin', () => {
    expect(scriptRuns('₹ 2,999 — प्रिया')).toEqual([{ script: 'devanagari', text: '₹ 2,999 — प्रिया' }]);
    expect(scriptRuns('₹2,999.00')).toEqual([{ script: 'latin', text: '₹2,999.00' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
