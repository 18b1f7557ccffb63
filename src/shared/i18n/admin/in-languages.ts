import type { Locale } from '../locales';
import type { Widen } from '../widen';

/**
 * The words of one administrators' screen in every language (docs/decisions/075-administrators-screens-in-languages.md):
 * English is the source, Hindi and Tamil fill the same keys (a missing key does not compile).
 * All three travel with the screen's own chunk, which only administrators load, so a member's
 * bundle carries none of them and the screen draws at once in any language.
 */
export type ScreenWords<T> = Record<Locale, Widen<T>>;

export const inLanguages = <T>(words: { en: T; hi: Widen<T>; ta: Widen<T> }): ScreenWords<T> => words as ScreenWords<T>;
