import type { Locale } from './locales';
import { messageArguments } from './message-format';

/** What the catalogue tests share: a catalogue's texts by key path, and what a text must not be. */
export type Leaf = { path: string; value: unknown };

/**
 * Every text of a catalogue with its key path: a compiled text (src/shared/i18n/compile.ts) as its
 * ICU MessageFormat source; any other function called with sample arguments.
 */
export function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'function' && typeof (node as { text?: unknown }).text === 'string') return [{ path, value: (node as unknown as { text: string }).text }];
  if (typeof node === 'function') return [{ path: `${path}()`, value: (node as (...a: string[]) => unknown)('7', '9', '11') }];
  if (Array.isArray(node)) return node.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
  return [{ path, value: node }];
}

/** A text left unwritten. */
export const PLACEHOLDER = /\b(TODO|TBD|FIXME|XXX|lorem ipsum)\b|\[\[|\]\]|^\?+$|^…$/i;

/** Each translation is written in its own script; a text left in English would have none of it. */
export const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ };

/**
 * The values each text in ICU MessageFormat writes out ({name}, a count's #), by key path, for the
 * texts with a brace: a translation shows exactly the English text's values, and may pick its words
 * by selects of its own (a Hindi verb agrees with a gender English has no need of). A text with a
 * brace that does not read as a message is 'unreadable'.
 */
export function shownValues(texts: Leaf[]): Record<string, string[] | 'unreadable'> {
  const shown: Record<string, string[] | 'unreadable'> = {};
  for (const t of texts) {
    if (typeof t.value !== 'string' || !t.value.includes('{')) continue;
    try {
      shown[t.path] = messageArguments(t.value).shown;
    } catch {
      shown[t.path] = 'unreadable';
    }
  }
  return shown;
}
