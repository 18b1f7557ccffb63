import type { Locale } from './locales.ts';

/** A row named in English with optional Hindi and Tamil names (reference lists, plans). */
export interface Named {
  name: string | null;
  nameHi?: string | null;
  nameTa?: string | null;
}

/** The text in this language, or the English one when that language's is empty (docs/decisions/073-reference-data-in-languages.md). */
export function inLanguage(locale: Locale, english: string, hindi: string | null | undefined, tamil: string | null | undefined): string;
export function inLanguage(locale: Locale, english: string | null, hindi: string | null | undefined, tamil: string | null | undefined): string | null;
export function inLanguage(locale: Locale, english: string | null, hindi: string | null | undefined, tamil: string | null | undefined): string | null {
  const local = locale === 'hi' ? hindi : locale === 'ta' ? tamil : null;
  return local && local.trim() ? local : english;
}

/** A row's name in this language, else its English name. */
export const localNameOf = (row: Named, locale: Locale): string | null => inLanguage(locale, row.name, row.nameHi, row.nameTa);
