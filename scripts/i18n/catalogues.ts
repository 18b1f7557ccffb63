import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { leaves, type Leaf } from '../../src/shared/i18n/catalogue-checks';
import { messageArguments } from '../../src/shared/i18n/message-format';
import { CODED } from '../../src/shared/coded-messages';
import * as MESSAGES from '../../src/shared/messages';
import { OFFLINE_TEXT } from '../../src/shared/offline-text';
import { ACCOUNT_TEXT } from '../../src/shared/account-text';
import { CONTACT_TERMS_MSG } from '../../src/shared/contact-terms-text';

/**
 * Every catalogue text of every area, read from the compiled catalogues as the site runs them
 * (docs/translating.md): an area is a folder of src/shared/i18n with an en.ts and a file per
 * language, found on disk, so an area added later is exported without being named here. Beside
 * the folders: the public site (src/shared/i18n/en.ts, hi.ts …), a folder's extra catalogue
 * (safety/notes-en.ts, notes-hi.ts … is the area `safety-notes`) and the coded messages
 * (forms/messages-hi.ts …, keyed by code, English from src/shared/messages.ts and its kin).
 */

export const I18N_DIR = fileURLToPath(new URL('../../src/shared/i18n/', import.meta.url));
export const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

/** One text of one area: its English ICU source and, where the language has one, its translation. */
export interface CatalogueUnit {
  /** area/key path: `grievances/status.filedOn`, `forms-messages/AUTH_TEXT.otpWrong`. */
  readonly id: string;
  readonly area: string;
  readonly key: string;
  /** The English text; null where English shows the name the reference data gives. */
  readonly source: string | null;
  /** The language's text, where its catalogue has one. */
  readonly target?: string;
  /** The language's file, from the repository's root, for the import to write to (absent file: a language not started). */
  readonly file: string;
}

/** What the export leaves out: texts that are still code (a function of positional values), by id. */
export interface Catalogues {
  readonly units: CatalogueUnit[];
  readonly keptInCode: string[];
}

/** Where an area's catalogue of a language lives. */
interface Area {
  readonly name: string;
  readonly file: (locale: string) => string;
  /** Top-level keys that embed another area's catalogue (the site's `forms` is the forms area's): exported there only. */
  readonly embedded?: readonly string[];
}

const exists = (file: string) => fs.existsSync(path.join(I18N_DIR, file));

/** The catalogue areas as the tree holds them today, sorted by name. */
export function findAreas(): Area[] {
  const areas: Area[] = [{ name: 'site', file: (locale) => `${locale}.ts`, embedded: ['forms'] }];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(I18N_DIR, dir), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const folder = dir ? `${dir}/${entry.name}` : entry.name;
      if (exists(`${folder}/en.ts`)) areas.push({ name: folder, file: (locale) => `${folder}/${locale}.ts` });
      for (const extra of fs.readdirSync(path.join(I18N_DIR, folder))) {
        const part = /^([a-z]+(?:-[a-z]+)*)-en\.ts$/.exec(extra)?.[1];
        if (part) areas.push({ name: `${folder}-${part}`, file: (locale) => `${folder}/${part}-${locale}.ts` });
      }
      walk(folder);
    }
  };
  walk('');
  return areas.sort((a, b) => a.name.localeCompare(b.name));
}

/** A language file's catalogue: the one object it exports, or each of several by its name less the language (`allProfilesHi` → allProfiles). */
async function loadCatalogue(file: string, locale: string): Promise<unknown> {
  if (!exists(file)) return undefined;
  const module = (await import(pathToFileURL(path.join(I18N_DIR, file)).href)) as Record<string, unknown>;
  const objects = Object.entries(module).filter(([, value]) => value && typeof value === 'object');
  if (objects.length === 1) return objects[0]![1];
  const suffix = locale.charAt(0).toUpperCase() + locale.slice(1);
  return Object.fromEntries(objects.map(([name, value]) => [name.endsWith(suffix) ? name.slice(0, -suffix.length) : name, value]));
}

const withoutEmbedded = (texts: Leaf[], embedded: readonly string[] = []) =>
  texts.filter((t) => !embedded.some((key) => t.path === key || t.path.startsWith(`${key}.`) || t.path.startsWith(`${key}[`)));

/** The English text of every code the coded catalogues know ('AUTH_TEXT.otpWrong' → its ICU source). */
export function codedEnglish(): Map<string, string> {
  const sources: Record<string, unknown> = {
    ...MESSAGES,
    OFFLINE_TEXT,
    ACCOUNT_TEXT,
    CONTACT_TERMS_MSG,
    PROFILE_TEXT: { notAvailable: MESSAGES.PROFILE_NOT_AVAILABLE },
  };
  const english = new Map<string, string>();
  for (const [group, coded] of Object.entries(CODED)) {
    const source = sources[group] as Record<string, unknown> | undefined;
    for (const key of Object.keys(coded)) {
      const text = source?.[key];
      const written = typeof text === 'string' ? text : (text as { text?: unknown } | undefined)?.text;
      if (typeof written !== 'string') throw new Error(`The coded message ${group}.${key} has no English text in src/shared/messages.ts or its kin.`);
      english.set(`${group}.${key}`, written);
    }
  }
  return english;
}

/** The coded messages' files of the languages that word them (forms/messages-hi.ts …). */
const codedFiles = () =>
  fs
    .readdirSync(path.join(I18N_DIR, 'forms'))
    .map((name) => /^messages-([a-z]{2,3})\.ts$/.exec(name)?.[1])
    .filter((locale): locale is string => Boolean(locale));

/** The coded messages: the codes some translation words (the rest are worded in the areas' catalogues), English from the shared catalogues. */
async function codedUnits(locale: string): Promise<CatalogueUnit[]> {
  const english = codedEnglish();
  const catalogues = await Promise.all(codedFiles().map((other) => loadCatalogue(`forms/messages-${other}.ts`, other)));
  const codes = [...new Set(catalogues.flatMap((catalogue) => Object.keys(catalogue as object)))].filter((code) => english.has(code));
  const file = `forms/messages-${locale}.ts`;
  const own = (await loadCatalogue(file, locale)) as Record<string, unknown> | undefined;
  return codes.map((code) => {
    const target = own?.[code];
    return {
      id: `forms-messages/${code}`,
      area: 'forms-messages',
      key: code,
      source: english.get(code)!,
      file: `src/shared/i18n/${file}`,
      ...(typeof target === 'string' ? { target } : {}),
    };
  });
}

/** Every text of every area for one language, in the English order; a language with no files yet has no targets. */
export async function catalogueUnits(locale: string): Promise<Catalogues> {
  const units: CatalogueUnit[] = [];
  const keptInCode: string[] = [];
  for (const area of findAreas()) {
    const english = withoutEmbedded(leaves(await loadCatalogue(area.file('en'), 'en')), area.embedded);
    const own = new Map(withoutEmbedded(leaves(await loadCatalogue(area.file(locale), locale)), area.embedded).map((t) => [t.path, t.value]));
    for (const text of english) {
      if (text.path.endsWith('()')) {
        keptInCode.push(`${area.name}/${text.path.slice(0, -2)}`);
        continue;
      }
      const target = own.get(text.path);
      units.push({
        id: `${area.name}/${text.path}`,
        area: area.name,
        key: text.path,
        source: typeof text.value === 'string' ? text.value : null,
        file: `src/shared/i18n/${area.file(locale)}`,
        ...(typeof target === 'string' ? { target } : {}),
      });
    }
  }
  units.push(...(await codedUnits(locale)));
  return { units, keptInCode };
}

/** The values a text takes, as a translator's note says them: those written out, those that only pick the words. */
export function valuesNote(source: string | null, pluralCategories: readonly string[]): string {
  if (source === null) return 'English shows the name the reference data gives; write the name in your language.';
  if (!source.includes('{')) return 'Takes no values.';
  const { shown, chosen } = messageArguments(source);
  const parts = [];
  if (shown.length) parts.push(`Values written out: ${shown.map((name) => `{${name}}`).join(', ')} — keep each, in the place your language puts it.`);
  if (chosen.length) parts.push(`Values that pick the words (select): ${chosen.map((name) => `{${name}}`).join(', ')}.`);
  if (/,\s*(plural|selectordinal)\s*,/.test(source)) parts.push(`Plural forms of your language: ${pluralCategories.join(', ')} (other is required).`);
  return parts.join(' ');
}
