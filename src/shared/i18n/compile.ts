import { formatMessage, type MessageValues } from './message-format';
import type { Locale } from './locales';

declare const ARGUMENTS: unique symbol;

/**
 * An English text in ICU MessageFormat that takes values, with the names of its arguments:
 * `icu<'name'>('You and {name} are now connected.')`. At run time it is the string itself; the
 * names only type the compiled words, so `t.connectedDone({ name })` is checked by the compiler.
 */
export type Icu<A extends string> = string & { readonly [ARGUMENTS]: A };

/** Names an English text's arguments for the compiler (docs/decisions/096-messages-compiled-by-intl-messageformat.md). */
export const icu = <A extends string>(text: string): Icu<A> => text as Icu<A>;

/** The values a compiled text takes: one per argument, a name or a date already written out, or a count. */
export type ValuesOf<A extends string> = { readonly [K in A]: string | number };

/** A compiled text: the function of its values, keeping its ICU source as `text`. */
export type Compiled<A extends string> = ((values: ValuesOf<A>) => string) & { readonly text: string };

/**
 * A catalogue as code reads it: a text with arguments becomes a function of its values; every
 * other text stays a string. A function the source already holds (an English sentence written in
 * src/shared/messages.ts, with its own translations) stays as it is.
 */
export type Words<T> =
  T extends Icu<infer A>
    ? Compiled<A>
    : T extends string
      ? string
      : T extends (...args: never[]) => unknown
        ? T
        : T extends readonly (infer U)[]
          ? Words<U>[]
          : T extends object
            ? { [K in keyof T]: Words<T[K]> }
            : T;

/**
 * What another language writes for a compiled English catalogue: every text a string in ICU
 * MessageFormat, key for key; a part already compiled (another area's catalogue) may stand as it is.
 */
export type Translation<W> = W extends ((...args: never[]) => unknown) & { readonly text: string }
  ? string
  : W extends string
    ? string
    : W extends (...args: never[]) => unknown
      ? W
      : W extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : W extends object
          ? W | { readonly [K in keyof W]: Translation<W[K]> }
          : W;

/** A text with at least one {argument}: it is compiled (the function keeps the text as `text`, for the checks); any other text is kept as it is. */
const takesValues = (text: string): boolean => /\{\s*[\p{L}\p{N}_]+\s*[,}]/u.test(text);

function compile(locale: Locale, node: unknown): unknown {
  if (typeof node === 'string') {
    if (!takesValues(node)) return node;
    return Object.assign((values: MessageValues) => formatMessage(locale, node, values), { text: node });
  }
  if (Array.isArray(node)) return node.map((item) => compile(locale, item));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compile(locale, value)]));
  return node;
}

/** The English catalogue compiled from its source: the shape every other language fills. */
export const english = <T>(source: T): Words<T> => compile('en', source) as Words<T>;

/**
 * A catalogue's words in another language, compiled: each text that takes values becomes a
 * function formatting it through intl-messageformat in that language (plurals by the language's
 * rules, gender by `select`); texts without values stay strings. The compiler holds the
 * translation to the English keys; the catalogue checks hold it to the English arguments.
 */
export const translated = <W>(locale: Locale, words: Translation<W>): W => compile(locale, words) as W;

/** Any compiled text, whatever values it takes. */
export type AnyCompiled = ((values: never) => string) & { readonly text: string };

/**
 * A compiled text with each of its values given as `marker`: where a value stands in the
 * language's word order, for screens and tests that mark a name or a number inside the words.
 */
export function filledWith(words: AnyCompiled | ((value: string) => string), marker: string): string {
  if (!('text' in words)) return words(marker);
  const names = [...words.text.matchAll(/\{\s*([\p{L}\p{N}_]+)\s*[,}]/gu)].map((found) => found[1]!);
  return (words as unknown as (values: MessageValues) => string)(Object.fromEntries(names.map((name) => [name, marker])));
}
