import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueUnits, I18N_DIR, type CatalogueUnit } from '../../../scripts/i18n/catalogues';
import {
  changesOf,
  checkTranslationFile,
  describeChanges,
  readTranslationFile,
  replaceText,
  writeTranslationFile,
  type Format,
} from '../../../scripts/i18n/translation-file';

/**
 * The translators' files (docs/translating.md): the catalogues exported as XLIFF 2.0 or CSV and
 * read back unchanged pass the check; a returned file that loses a value, breaks a plural, leaves
 * English on a Hindi key or drops a key fails, with a message naming the key and what to fix.
 */
const units: Record<'hi' | 'ta', CatalogueUnit[]> = { hi: [], ta: [] };
beforeAll(async () => {
  units.hi = (await catalogueUnits('hi')).units;
  units.ta = (await catalogueUnits('ta')).units;
});

/** A file a translator returns: the export with some targets changed (undefined drops the unit). */
async function returned(locale: 'hi' | 'ta', format: Format, edits: Record<string, string | undefined> = {}) {
  const edited = units[locale]
    .filter((unit) => !(unit.id in edits) || edits[unit.id] !== undefined)
    .map((unit) => (unit.id in edits ? { ...unit, target: edits[unit.id] } : unit));
  return readTranslationFile(await writeTranslationFile(edited, locale, format));
}
const problems = async (format: Format, edits: Record<string, string | undefined>, locale: 'hi' | 'ta' = 'hi') =>
  checkTranslationFile(units[locale], await returned(locale, format, edits), locale).map((p) => `${p.id}: ${p.message}`);

describe('the translation files', () => {
  it('hold every area, the public site, the extra catalogues and the coded messages, each key once', () => {
    const areas = new Set(units.hi.map((unit) => unit.area));
    for (const area of ['site', 'grievances', 'dashboard', 'forms', 'forms-messages', 'safety-notes', 'admin/profiles']) expect(areas).toContain(area);
    expect(new Set(units.hi.map((unit) => unit.id)).size).toBe(units.hi.length);
    expect(units.hi.map((unit) => unit.id)).toEqual(units.ta.map((unit) => unit.id));
    expect(units.hi.find((unit) => unit.id === 'forms-messages/AUTH_TEXT.otpWrong')?.source).toMatch(/\{left, plural,/);
    // The site embeds the forms' catalogue; its texts are the forms area's, exported once.
    expect(units.hi.some((unit) => unit.id.startsWith('site/forms.'))).toBe(false);
  });

  for (const locale of ['hi', 'ta'] as const) {
    for (const format of ['xliff', 'csv'] as const) {
      it(`${locale} exported as ${format} and read back passes the check, every text as the catalogue has it`, async () => {
        const file = await returned(locale, format);
        expect(checkTranslationFile(units[locale], file, locale)).toEqual([]);
        expect(file.units.length).toBe(units[locale].length);
        expect(units[locale].every((unit) => unit.target !== undefined)).toBe(true);
        expect(changesOf(units[locale], file)).toEqual([]);
      });
    }
  }

  it('names the values a text takes in its note, and the plural forms of the language', async () => {
    const unit = units.hi.find((u) => u.id === 'forms-messages/AUTH_TEXT.otpWrong')!;
    const xliff = await writeTranslationFile([unit], 'hi', 'xliff');
    expect(xliff).toContain('<unit id="forms-messages/AUTH_TEXT.otpWrong">');
    expect(xliff).toMatch(/<note>Values written out: \{left\}.*Plural forms of your language: one, other/);
    expect(xliff).toContain('srcLang="en" trgLang="hi"');
  });

  it('fails a lost {name}, saying which value English shows', async () => {
    const unit = units.hi.find((u) => u.target?.includes('{name}') && !u.target.includes('select'))!;
    const found = await problems('xliff', { [unit.id]: unit.target!.replaceAll('{name}', 'राम') });
    expect(found).toEqual([expect.stringMatching(new RegExp(`^${unit.id}: lost \\{name\\}: the English text shows .*\\{name\\}`))]);
  });

  it('fails an invented value, naming those the text takes', async () => {
    const unit = units.hi.find((u) => u.target?.includes('{name}') && !u.target.includes('select'))!;
    const found = await problems('csv', { [unit.id]: unit.target!.replaceAll('{name}', '{naam}') });
    expect(found).toContain(`${unit.id}: {naam} is not a value of this text; it takes {name} (a value's name is never translated).`);
  });

  it('fails a broken plural, saying that it lacks its other form', async () => {
    const unit = units.hi.find((u) => u.id === 'forms-messages/AUTH_TEXT.otpWrong')!;
    const found = await problems('xliff', { [unit.id]: 'कोड सही नहीं है। {left, plural, one {# कोशिश बाकी है}}।' });
    expect(found).toEqual([`${unit.id}: does not read as an ICU message: a plural or select has no "other {…}" form, which every one needs.`]);
  });

  it('fails a brace left open', async () => {
    const found = await problems('csv', { 'grievances/page.officer': 'शिकायत {अधिकारी' });
    expect(found).toEqual([expect.stringMatching(/^grievances\/page\.officer: does not read as an ICU message: /)]);
  });

  it('fails an English text on a Hindi key, naming the script it wants', async () => {
    const unit = units.hi.find((u) => u.id === 'grievances/page.officer')!;
    expect(await problems('xliff', { [unit.id]: unit.source! })).toEqual([
      'grievances/page.officer: not written in Devanagari script (still the English text?).',
    ]);
    expect(await problems('xliff', { [unit.id]: unit.source! }, 'ta')).toEqual([
      'grievances/page.officer: not written in Tamil script (still the English text?).',
    ]);
  });

  it('fails a missing key, an empty target and an unknown key', async () => {
    const missing = await problems('xliff', { 'grievances/page.officer': undefined, 'grievances/page.track': '' });
    expect(missing).toEqual([
      'grievances/page.track: not translated: the target is empty.',
      'grievances/page.officer: missing: the file has no unit for this key; export again and translate it.',
    ]);
    const file = await returned('hi', 'csv');
    const unknown = checkTranslationFile(units.hi, { units: [...file.units, { id: 'grievances/page.officr', target: 'शिकायत अधिकारी' }] }, 'hi');
    expect(unknown.map((p) => `${p.id}: ${p.message}`)).toEqual([
      'grievances/page.officr: unknown key: the catalogues have no such text (renamed or removed since the export?); leave it out, or export again.',
    ]);
  });

  it('fails a file for another language', async () => {
    const file = await returned('hi', 'xliff');
    expect(checkTranslationFile(units.ta, file, 'ta')[0]).toEqual({ id: '', message: 'The file is for the language "hi", not "ta".' });
  });

  it('exports a language not started (Telugu) with every key and no target, and holds its file to Telugu script', async () => {
    const { units: telugu } = await catalogueUnits('te');
    expect(telugu.map((unit) => unit.id)).toEqual(units.hi.map((unit) => unit.id));
    expect(telugu.every((unit) => unit.target === undefined)).toBe(true);
    const officer = telugu.find((unit) => unit.id === 'grievances/page.officer')!;
    expect(officer.file).toBe('src/shared/i18n/grievances/te.ts');
    const file = { units: [{ id: officer.id, target: 'ఫిర్యాదుల అధికారి' }] };
    expect(checkTranslationFile([officer], file, 'te')).toEqual([]);
    expect(checkTranslationFile([officer], { units: [{ id: officer.id, target: 'शिकायत अधिकारी' }] }, 'te')[0]?.message).toBe(
      'not written in Telugu script (still the English text?).',
    );
  });

  it('reports the changed texts per catalogue file, with the old and the new text', async () => {
    const edits = { 'grievances/page.officer': 'मुख्य शिकायत अधिकारी', 'forms-messages/MSG.networkError': 'नेटवर्क की त्रुटि' };
    const file = await returned('hi', 'xliff', edits);
    expect(checkTranslationFile(units.hi, file, 'hi')).toEqual([]);
    const report = describeChanges(changesOf(units.hi, file));
    expect(report).toBe(
      [
        'src/shared/i18n/grievances/hi.ts: 1 changed\n  page.officer\n    - शिकायत अधिकारी\n    + मुख्य शिकायत अधिकारी',
        'src/shared/i18n/forms/messages-hi.ts: 1 changed\n  MSG.networkError\n    - नेटवर्क में त्रुटि\n    + नेटवर्क की त्रुटि',
      ].join('\n\n'),
    );
  });
});

describe('writing a text back into its catalogue file', () => {
  const read = (file: string) => fs.readFileSync(path.join(I18N_DIR, file), 'utf8');

  it('replaces a plain single-quoted property, and only it', () => {
    const source = read('grievances/hi.ts');
    const after = replaceText(source, 'page.officer', 'शिकायत अधिकारी', "मुख्य शिकायत अधिकारी का 'पद'")!;
    expect(after).toContain("officer: 'मुख्य शिकायत अधिकारी का \\'पद\\'',");
    expect(after.length - source.length).toBe("मुख्य  का \\'पद\\'".length);
  });

  it('replaces a coded message keyed by its quoted code', () => {
    const after = replaceText(read('forms/messages-hi.ts'), 'MSG.networkError', 'नेटवर्क में त्रुटि', 'नेटवर्क की त्रुटि');
    expect(after).toContain("'MSG.networkError': 'नेटवर्क की त्रुटि',");
  });

  it('leaves for hand editing a text it cannot find as a plain property (an array item, a changed file)', () => {
    expect(replaceText("items: ['एक', 'दो'],", 'items[0]', 'एक', 'तीन')).toBeNull();
    expect(replaceText("title: 'नया',", 'page.title', 'पुराना', 'और नया')).toBeNull();
    expect(replaceText("a: { title: 'एक' }, b: { title: 'एक' }", 'b.title', 'एक', 'दो')).toBeNull();
  });
});
