import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, SCRIPT, leaves } from '../catalogue-checks';
import { LOCALES } from '../locales';
import { contactTermsWords } from './index';

const english = leaves(contactTermsWords('en'));

describe("the words of a member's terms for contact", () => {
  for (const locale of LOCALES) {
    const texts = leaves(contactTermsWords(locale));
    it(`${locale} has exactly the English keys, none empty or left as a placeholder`, () => {
      expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
      expect(texts.filter((t) => typeof t.value !== 'string' || t.value.trim() === '' || PLACEHOLDER.test(t.value))).toEqual([]);
    });
    if (locale !== 'en') {
      it(`${locale} writes every text in its own script`, () => {
        expect(texts.filter((t) => !SCRIPT[locale].test(String(t.value))).map((t) => t.path)).toEqual([]);
      });
    }
  }
});
