import { describe, expect, it } from 'vitest';
import { SCRIPT, leaves } from '../catalogue-checks';
import { NAKSHATRAS, RASHIS } from '../../horoscope-masters';
import { GRAHAS } from '../../horoscope/grahas';
import type { Locale } from '../locales';
import { horoscopeEn, type HoroscopeWords } from './en';
import { horoscopeHi } from './hi';
import { horoscopeTa } from './ta';

const CATALOGUES: Record<Locale, HoroscopeWords> = { en: horoscopeEn, hi: horoscopeHi, ta: horoscopeTa };
const english = leaves(horoscopeEn);

describe('the chart’s and the biodata’s words', () => {
  for (const [locale, words] of Object.entries(CATALOGUES) as [Locale, HoroscopeWords][]) {
    const texts = leaves(words);
    it(`${locale} has exactly the English keys, none empty`, () => {
      expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
      expect(texts.filter((t) => typeof t.value !== 'string' || t.value.trim() === '').map((t) => t.path)).toEqual([]);
    });
    it(`${locale} names every graha, the twelve rashis and the 27 nakshatras in their order`, () => {
      expect(Object.keys(words.graha)).toEqual([...GRAHAS]);
      expect(Object.keys(words.grahaName)).toEqual([...GRAHAS]);
      expect(words.rashi).toHaveLength(RASHIS.length);
      expect(words.rashiName).toHaveLength(RASHIS.length);
      expect(words.nakshatraName).toHaveLength(NAKSHATRAS.length);
      // An abbreviation a drawn house has room for.
      expect(Object.values(words.graha).filter((w) => w.length > 4)).toEqual([]);
    });
    if (locale !== 'en')
      it(`${locale} writes every text in its own script`, () => {
        expect(texts.filter((t) => !SCRIPT[locale].test(String(t.value))).map((t) => t.path)).toEqual([]);
      });
  }
  it('reads the English nakshatras as the masters name them', () => {
    expect(horoscopeEn.nakshatraName).toEqual(NAKSHATRAS.map((n) => n.name));
  });
});
