import xliff from 'xliff';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import { SCRIPT } from '../../src/shared/i18n/catalogue-checks';
import { messageArguments } from '../../src/shared/i18n/message-format';
import { valuesNote, type CatalogueUnit } from './catalogues';

/**
 * The files translators work in (docs/translating.md): XLIFF 2.0 or CSV, one unit per catalogue
 * text (id area/key, English source, the language's target, a note naming the values), and the
 * checks a returned file must pass before its texts go into the catalogues.
 */

/** Each language's script: the site's (src/shared/i18n/catalogue-checks.ts) and those of languages that may come next. */
export const SCRIPTS: Record<string, { pattern: RegExp; name: string }> = {
  hi: { pattern: SCRIPT.hi, name: 'Devanagari' },
  ta: { pattern: SCRIPT.ta, name: 'Tamil' },
  mr: { pattern: /[\u0900-\u097F]/, name: 'Devanagari' },
  te: { pattern: /[\u0C00-\u0C7F]/, name: 'Telugu' },
};

export type Format = 'xliff' | 'csv';

/** One unit of a translation file as read back. */
export interface FileUnit {
  readonly id: string;
  readonly target: string | undefined;
  /** Why the target could not be read as plain text (markup a tool added). */
  readonly unreadable?: string;
}

export interface TranslationFile {
  readonly locale?: string;
  readonly units: FileUnit[];
}

const pluralCategories = (locale: string) => new Intl.PluralRules(`${locale}-IN`).resolvedOptions().pluralCategories;

/** The file a translator gets: every unit, its target the language's current text (empty where there is none yet). */
export async function writeTranslationFile(units: CatalogueUnit[], locale: string, format: Format): Promise<string> {
  const categories = pluralCategories(locale);
  if (format === 'csv') {
    const rows = units.map((u) => ({ id: u.id, source: u.source ?? '', target: u.target ?? '', note: valuesNote(u.source, categories) }));
    return stringify(rows, { header: true, columns: ['id', 'source', 'target', 'note'], bom: true });
  }
  const resources: Record<string, Record<string, { source: string; target: string; note: string }>> = {};
  for (const u of units) (resources[u.area] ??= {})[u.id] = { source: u.source ?? '', target: u.target ?? '', note: valuesNote(u.source, categories) };
  return `${await xliff.js2xliff({ sourceLanguage: 'en', targetLanguage: locale, resources })}\n`;
}

/** Reads a translator's file back: XLIFF 2.0 (by its first tag) or CSV with the columns id and target. */
export async function readTranslationFile(text: string): Promise<TranslationFile> {
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*</.test(body)) {
    const document = await xliff.xliff2js(body);
    if (document instanceof Error || !document?.resources)
      throw new Error('The file is not XLIFF 2.0: export it again with npm run i18n:export, or save it from your tool as XLIFF 2.0.');
    const units = Object.values(document.resources).flatMap((file) =>
      Object.entries(file).map(([id, unit]): FileUnit => {
        if (unit.target === undefined || typeof unit.target === 'string') return { id, target: unit.target };
        return { id, target: undefined, unreadable: 'the target holds markup (inline tags) your tool added; write the text as plain text with its {values}.' };
      }),
    );
    return { ...(document.targetLanguage ? { locale: document.targetLanguage } : {}), units };
  }
  const rows = parse(body, { columns: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string | undefined>[];
  if (rows.length && !('id' in rows[0]! && 'target' in rows[0]!))
    throw new Error('The CSV file has no id and target columns: keep the header row of the exported file.');
  return { units: rows.map((row) => ({ id: row.id ?? '', target: row.target })) };
}

/** One thing a translator must fix, on one unit (or on the whole file, id ''). */
export interface Problem {
  readonly id: string;
  readonly message: string;
}

/** What intl-messageformat's parser says, in words a translator acts on. */
const PARSE_ERRORS: Record<string, string> = {
  MISSING_OTHER_CLAUSE: 'a plural or select has no "other {…}" form, which every one needs',
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a value is not closed: a "{" has no matching "}"',
  EMPTY_ARGUMENT: 'there is an empty "{}"',
  MALFORMED_ARGUMENT: 'a value is not written as {name}',
  EXPECT_PLURAL_ARGUMENT_OPTIONS: 'a plural has no forms: write "{count, plural, one {…} other {…}}"',
  EXPECT_SELECT_ARGUMENT_OPTIONS: 'a select has no forms: write "{gender, select, female {…} other {…}}"',
  EXPECT_PLURAL_ARGUMENT_SELECTOR: 'a plural form has no name before its "{…}" (one, few, many, other, =0 …)',
  EXPECT_SELECT_ARGUMENT_SELECTOR: 'a select form has no name before its "{…}"',
  EXPECT_PLURAL_ARGUMENT_OPTIONS_VALUE: 'a plural form is not followed by its words in "{…}"',
  EXPECT_SELECT_ARGUMENT_OPTIONS_VALUE: 'a select form is not followed by its words in "{…}"',
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: 'a plural has the same form twice',
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: 'a select has the same form twice',
  INVALID_ARGUMENT_TYPE: 'a value has a kind other than plural, select, selectordinal, number, date or time',
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: "an apostrophe (') opens a quote that is not closed; write '' for an apostrophe inside a plural",
};

const describeParseError = (error: unknown) => {
  const text = error instanceof Error ? error.message : String(error);
  const code = Object.keys(PARSE_ERRORS).find((known) => text.includes(known));
  return code ? PARSE_ERRORS[code]! : text;
};

const braces = (names: string[]) => names.map((name) => `{${name}}`).join(', ');

/** Whether a text's translation may turn a value English writes out into a select: the coded messages' (src/shared/i18n/forms/messages.test.ts). */
const unitKeepsByChoice = (unit: CatalogueUnit) => unit.area === 'forms-messages';

/** A text made of values alone ('{summary} - {siteName}') has no words to write in a script. */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/\{\s*\w+\s*\}/g, ''));

/**
 * Everything wrong with a returned file for a language, unit by unit: a key missing or unknown,
 * a text left empty, not in the language's script, not readable as ICU MessageFormat, or
 * showing other values than the English text (a translation may add a select of its own, as a
 * Hindi verb agrees with a gender English does not need).
 */
export function checkTranslationFile(expected: CatalogueUnit[], file: TranslationFile, locale: string): Problem[] {
  const problems: Problem[] = [];
  const script = SCRIPTS[locale];
  if (!script) return [{ id: '', message: `No script is known for the language "${locale}": add it to SCRIPTS in scripts/i18n/translation-file.ts.` }];
  if (file.locale && file.locale !== locale) problems.push({ id: '', message: `The file is for the language "${file.locale}", not "${locale}".` });
  const byId = new Map(expected.map((unit) => [unit.id, unit]));
  const seen = new Set<string>();
  for (const unit of file.units) {
    const say = (message: string) => problems.push({ id: unit.id, message });
    const english = byId.get(unit.id);
    if (!english) {
      say('unknown key: the catalogues have no such text (renamed or removed since the export?); leave it out, or export again.');
      continue;
    }
    if (seen.has(unit.id)) {
      say('the key is in the file twice; keep one.');
      continue;
    }
    seen.add(unit.id);
    if (unit.unreadable) {
      say(unit.unreadable);
      continue;
    }
    const target = unit.target ?? '';
    if (target.trim() === '') {
      say('not translated: the target is empty.');
      continue;
    }
    if (!script.pattern.test(target) && !wordless(target)) say(`not written in ${script.name} script (still the English text?).`);
    let values: { shown: string[]; chosen: string[] };
    try {
      values = messageArguments(target);
    } catch (error) {
      say(`does not read as an ICU message: ${describeParseError(error)}.`);
      continue;
    }
    const source = english.source?.includes('{') ? messageArguments(english.source) : { shown: [], chosen: [] };
    const wanted = source.shown;
    // A coded message's translation may pick its words by a value English writes out (a photo's
    // state, an English word, picks the Hindi participle); an area's keeps it written out, as the
    // catalogue tests hold it.
    const kept = unitKeepsByChoice(english) ? [...values.shown, ...values.chosen] : values.shown;
    const lost = wanted.filter((name) => !kept.includes(name));
    const invented = values.shown.filter((name) => !wanted.includes(name) && !source.chosen.includes(name));
    if (lost.length) say(`lost ${braces(lost)}: the English text shows ${braces(wanted)}; keep each, spelt as in English.`);
    if (invented.length)
      say(
        `${braces(invented)} is not a value of this text${wanted.length ? `; it takes ${braces(wanted)}` : '; it takes none'} (a value's name is never translated).`,
      );
  }
  for (const unit of expected)
    if (!seen.has(unit.id) && !file.units.some((u) => u.id === unit.id))
      problems.push({ id: unit.id, message: 'missing: the file has no unit for this key; export again and translate it.' });
  return problems;
}

/** One text a returned file changes. */
export interface Change {
  readonly unit: CatalogueUnit;
  readonly to: string;
}

/** The texts a file changes (the check passed): each unit whose target differs from the catalogue's. */
export function changesOf(expected: CatalogueUnit[], file: TranslationFile): Change[] {
  const targets = new Map(file.units.map((unit) => [unit.id, unit.target ?? '']));
  return expected.filter((unit) => targets.has(unit.id) && targets.get(unit.id) !== (unit.target ?? '')).map((unit) => ({ unit, to: targets.get(unit.id)! }));
}

/** The changes as a reviewer reads them: per catalogue file, each key with its old and new text. */
export function describeChanges(changes: Change[]): string {
  if (!changes.length) return 'No text changes.';
  const byFile = new Map<string, Change[]>();
  for (const change of changes) byFile.set(change.unit.file, [...(byFile.get(change.unit.file) ?? []), change]);
  return [...byFile]
    .map(([file, list]) =>
      [`${file}: ${list.length} changed`, ...list.flatMap(({ unit, to }) => [`  ${unit.key}`, `    - ${unit.target ?? '(none)'}`, `    + ${to}`])].join('\n'),
    )
    .join('\n\n');
}

const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A catalogue file's source with one text replaced, where the text is a plain single-quoted
 * string property (`filedOn: 'old'`, `'AUTH_TEXT.otpWrong': 'old'`) found exactly once; null where
 * it is not (a template literal, an array item, a text built in code), for editing by hand.
 */
export function replaceText(source: string, key: string, from: string, to: string): string | null {
  const name = key.slice(key.lastIndexOf('.') + 1);
  if (/[[\]]/.test(name)) return null;
  const property = new RegExp(
    `(^|[\\s{,])((?:${escapeRegExp(name)}|'${escapeRegExp(key)}'|'${escapeRegExp(name)}')\\s*:\\s*)${escapeRegExp(quoted(from))}(?=\\s*[,}\\n])`,
    'g',
  );
  const found = [...source.matchAll(property)];
  if (found.length !== 1) return null;
  const at = found[0]!.index! + found[0]![1]!.length + found[0]![2]!.length;
  return source.slice(0, at) + quoted(to) + source.slice(at + quoted(from).length);
}
