/**
 * Translators work outside the code (docs/translating.md):
 *   npm run i18n:export -- --locale hi [--format xliff|csv] [--out file]
 *   npm run i18n:check -- --file hi.xliff --locale hi
 *   npm run i18n:import -- --file hi.xliff --locale hi [--dry-run]
 * The export writes every catalogue text of every area; the check fails, unit by unit, on what a
 * translator must fix; the import reports the texts a file changes, per catalogue file, and
 * writes those that are plain single-quoted strings into the catalogue, listing the rest for hand
 * editing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { catalogueUnits, REPOSITORY } from './i18n/catalogues';
import {
  SCRIPTS,
  changesOf,
  checkTranslationFile,
  describeChanges,
  readTranslationFile,
  replaceText,
  writeTranslationFile,
  type Format,
} from './i18n/translation-file';

const USAGE = `Usage:
  npm run i18n:export -- --locale <${Object.keys(SCRIPTS).join('|')}> [--format xliff|csv] [--out file]
  npm run i18n:check -- --file <file.xliff|file.csv> --locale <language>
  npm run i18n:import -- --file <file.xliff|file.csv> --locale <language> [--dry-run]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: { locale: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' }, file: { type: 'string' }, 'dry-run': { type: 'boolean' } },
});
const locale = values.locale ?? fail(`--locale is required.\n${USAGE}`);
if (!SCRIPTS[locale]) fail(`"${locale}" is not a language the tool knows (${Object.keys(SCRIPTS).join(', ')}); English is the source, never a target.`);

const { units, keptInCode } = await catalogueUnits(locale);

if (command === 'export') {
  const format = (values.format ?? (values.out?.endsWith('.csv') ? 'csv' : 'xliff')) as Format;
  if (format !== 'xliff' && format !== 'csv') fail(`--format is xliff or csv, not "${format}".`);
  const text = await writeTranslationFile(units, locale, format);
  if (values.out) {
    fs.writeFileSync(values.out, text);
    const untranslated = units.filter((unit) => unit.target === undefined).length;
    process.stderr.write(`${values.out}: ${units.length} texts for ${locale}, ${untranslated} not yet translated.\n`);
  } else process.stdout.write(text);
  if (keptInCode.length) process.stderr.write(`Not exported, still written as code (translate them in the file): ${keptInCode.join(', ')}\n`);
} else if (command === 'check' || command === 'import') {
  const file = values.file ?? fail(`--file is required.\n${USAGE}`);
  if (!fs.existsSync(file)) fail(`${file}: no such file.`);
  const incoming = await readTranslationFile(fs.readFileSync(file, 'utf8')).catch((error: unknown) =>
    fail(`${file}: ${error instanceof Error ? error.message : String(error)}`),
  );
  const problems = checkTranslationFile(units, incoming, locale);
  if (problems.length) {
    fail(`${file}: ${problems.length} to fix before the texts can go in:\n${problems.map((p) => `  ${p.id || '(file)'}: ${p.message}`).join('\n')}`);
  }
  const changes = changesOf(units, incoming);
  if (command === 'check') {
    process.stdout.write(`${file}: all ${incoming.units.length} texts pass for ${locale}; ${changes.length} differ from the catalogues.\n`);
  } else {
    process.stdout.write(`${describeChanges(changes)}\n`);
    if (values['dry-run'] || !changes.length) process.exit(0);
    const byHand: string[] = [];
    const sources = new Map<string, string>();
    for (const { unit, to } of changes) {
      const target = path.join(REPOSITORY, unit.file);
      const before = sources.get(target) ?? (fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined);
      const after = before !== undefined && unit.target !== undefined ? replaceText(before, unit.key, unit.target, to) : null;
      if (after === null) byHand.push(`  ${unit.file} ${unit.key}: ${to}`);
      else sources.set(target, after);
    }
    for (const [target, text] of sources) fs.writeFileSync(target, text);
    process.stdout.write(`\nWritten: ${changes.length - byHand.length} texts in ${sources.size} files.\n`);
    if (byHand.length) process.stdout.write(`To edit by hand (not a plain single-quoted text in its file):\n${byHand.join('\n')}\n`);
    process.stdout.write('Then run npx tsc --noEmit -p . and npx vitest run --project unit src/shared/i18n.\n');
  }
} else fail(USAGE);
