import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, SCRIPT, leaves } from '../catalogue-checks';
import type { Locale } from '../locales';

/**
 * Every administrators' screen catalogue (a folder beside this file: en.ts, hi.ts, ta.ts and the
 * index.ts that gives the screens all three) has the English keys in Hindi and Tamil, no empty
 * text or placeholder, each translation in its own script, and every value a sentence fills in.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const folders = (paths: string[]) => paths.map((path) => path.split('/')[1]).sort();
const catalogues = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports).map(([name, words]) => ({ name: `${file.replace('./', '')} ${name}`, words: words as Record<Locale, unknown> })),
);

describe('administrators’ screen catalogues', () => {
  it('are found', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });
  it('each have an index giving the screens their languages', () => {
    const english = Object.keys(import.meta.glob('./*/en.ts'));
    expect(folders(Object.keys(files))).toEqual(folders(english));
  });
  for (const { name, words } of catalogues) {
    it(`${name}: has exactly English, Hindi and Tamil`, () => {
      expect(Object.keys(words).sort()).toEqual(['en', 'hi', 'ta']);
    });
    const english = leaves(words.en);
    for (const locale of ['en', 'hi', 'ta'] as const) {
      const texts = leaves(words[locale]);
      it(`${name}: ${locale} has exactly the English keys`, () => {
        expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
      });
      it(`${name}: ${locale} has no empty text and no placeholder`, () => {
        const bad = texts.filter((t) => typeof t.value !== 'string' || t.value.trim() === '' || PLACEHOLDER.test(t.value) || t.value === t.path);
        expect(bad).toEqual([]);
      });
      if (locale === 'en') continue;
      it(`${name}: ${locale} writes every text in its own script`, () => {
        expect(texts.filter((t) => !SCRIPT[locale].test(String(t.value))).map((t) => t.path)).toEqual([]);
      });
      it(`${name}: ${locale} keeps every value a text fills in`, () => {
        const missing = texts.filter(
          (t, i) => t.path.endsWith('()') && ['7', '9', '11'].some((a) => String(english[i].value).includes(a) !== String(t.value).includes(a)),
        );
        expect(missing.map((t) => t.path)).toEqual([]);
      });
    }
  }
});
