import type { Catalogue } from './en';
import { en } from './en';
import { hi } from './hi';
import { ta } from './ta';
import { DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The catalogue for a locale. A plain function, so Astro pages and React components call it alike
 * (the dashboard can take its words from here when it is translated).
 */
const CATALOGUES: Record<Locale, Catalogue> = { en, hi, ta };
export const catalogue = (locale: Locale = DEFAULT_LOCALE): Catalogue => CATALOGUES[locale];
export type { Catalogue };
