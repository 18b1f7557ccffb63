import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE_TAG, type Locale } from './locales';

/** The values a message's {placeholders} take: a name, a date already written out, a count. */
export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A catalogue text in ICU MessageFormat ({name}, {count, plural, one {…} other {…}},
 * {gender, select, female {…} male {…} other {…}}) written out in a language, compiled once by
 * intl-messageformat and kept (docs/decisions/096-messages-compiled-by-intl-messageformat.md).
 * Numbers in a plural's # are grouped the Indian way through the language's tag (en-IN, hi-IN …).
 */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  if (!/[{']/.test(message)) return message;
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) compiled.set(key, (format = new IntlMessageFormat(message, LOCALE_TAG[locale], undefined, { ignoreTag: true })));
  return String(format.format(values));
}

/** What parsing leaves of a message (intl-messageformat's elements), as far as its values go. */
type Element = { type: number; value?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
/** The element kinds of @formatjs/icu-messageformat-parser that name a value: argument, number, date, time, select, plural (and selectordinal), tag. */
const NAMED = new Set([1, 2, 3, 4, 5, 6]);
const SELECT = 5;

/**
 * The values a message uses, by name: `shown`, those it writes out (a plain value, a number, a
 * date, a count), and `chosen`, those of a select, which only pick the words (a gender). Sorted,
 * each once. Throws, as formatMessage would, on a text that is not a message (a brace left open).
 */
export function messageArguments(message: string): { shown: string[]; chosen: string[] } {
  const shown = new Set<string>();
  const chosen = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if (NAMED.has(element.type) && typeof element.value === 'string') (element.type === SELECT ? chosen : shown).add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).getAst() as Element[]);
  return { shown: [...shown].sort(), chosen: [...chosen].sort() };
}
