import { describe, expect, it } from 'vitest';
import { PLACEHOLDER, SCRIPT, leaves, shownValues, type Leaf } from './catalogue-checks';
import { LOCALES, type Locale } from './locales';

/**
 * Every area's catalogue laid out as a folder with a file per language (./<area>/en.ts, hi.ts,
 * ta.ts): each language has exactly the English keys, no text empty or left as a placeholder,
 * each translation written in its own script, and every value a sentence fills in kept (counted
 * over a sentence's parts before and after a link, as a translation may move a value from one
 * part to the other; a text in ICU MessageFormat shows the English text's values, and every text
 * with a brace reads as a message). An English null is a name the reference data gives, which translations write
 * out. An area added later is checked without being named here.
 */
const files = import.meta.glob<Record<string, unknown>>(['./*/en.ts', './*/hi.ts', './*/ta.ts'], { eager: true });
const areas = [...new Set(Object.keys(files).map((file) => file.split('/')[1]!))];
/** A language file's catalogue: the one object it exports (the English file also exports its type). */
const catalogueOf = (area: string, locale: Locale) => {
  const objects = Object.values(files[`./${area}/${locale}.ts`] ?? {}).filter((value) => value && typeof value === 'object');
  return objects.length === 1 ? objects[0] : undefined;
};

/** For each sentence (its parts written around a link or a bold word are named …Before and …After), which of the sample values ('7', '9', '11') its functions' texts fill in. */
const valuesBySentence = (texts: Leaf[]) => {
  const groups: Record<string, string[]> = {};
  for (const t of texts.filter((leaf) => leaf.path.endsWith('()'))) {
    const group = t.path.replace(/(Before|After)\(\)$/, '');
    groups[group] = [...new Set([...(groups[group] ?? []), ...['7', '9', '11'].filter((v) => String(t.value).includes(v))])].sort();
  }
  return groups;
};

describe('the catalogues of every area', () => {
  it('are found', () => {
    expect(areas.length).toBeGreaterThan(5);
  });
  for (const area of areas) {
    const english = leaves(catalogueOf(area, 'en'));
    for (const locale of LOCALES) {
      const words = catalogueOf(area, locale);
      const texts = leaves(words);
      it(`${area}: ${locale} has one catalogue with exactly the English keys, none empty or a placeholder`, () => {
        expect(words).toBeDefined();
        expect(texts.map((t) => t.path)).toEqual(english.map((t) => t.path));
        const unwritten = (t: Leaf) =>
          !(locale === 'en' && t.value === null) && (typeof t.value !== 'string' || t.value.trim() === '' || PLACEHOLDER.test(t.value));
        expect(texts.filter(unwritten).map((t) => t.path)).toEqual([]);
        expect(Object.entries(shownValues(texts)).filter(([, shown]) => shown === 'unreadable')).toEqual([]);
      });
      if (locale === 'en') continue;
      it(`${area}: ${locale} writes every text in its own script and keeps every value a text fills in`, () => {
        // A text made of values alone ('{summary} - {siteName}', a mail's subject) has no words to write.
        const wordless = (t: Leaf) => typeof t.value === 'string' && !/\p{L}/u.test(t.value.replace(/\{\s*\w+\s*\}/g, ''));
        expect(texts.filter((t) => !SCRIPT[locale].test(String(t.value)) && !wordless(t)).map((t) => t.path)).toEqual([]);
        expect(valuesBySentence(texts)).toEqual(valuesBySentence(english));
        expect(shownValues(texts)).toEqual(shownValues(english));
      });
    }
  }
});
