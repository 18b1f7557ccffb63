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
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) compiled.set(key, (format = new IntlMessageFormat(message, LOCALE_TAG[locale], undefined, { ignoreTag: true })));
  return String(format.format(values));
}
