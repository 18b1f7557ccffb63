import { CASTE_NAMES_0052 } from '../../migrations/data/0052-caste-names.ts';
import { LIST_NAMES_0052 } from '../../migrations/data/0052-list-names.ts';
import { CITY_NAMES_0052, COUNTRY_NAMES_0052, STATE_NAMES_0052 } from '../../migrations/data/0052-place-names.ts';

/**
 * The Hindi and Tamil names of the seeded reference rows (docs/decisions/073-reference-data-in-languages.md):
 * the names migration 0052 shipped, read here for the rows a fresh database is seeded with. A row
 * added to the seed data later gets its names in a map of its own here, beside these.
 */
const BY_TABLE: Record<string, Record<string, readonly [string, string]>> = {
  ...LIST_NAMES_0052,
  nakshatra: LIST_NAMES_0052.mool!,
  caste: CASTE_NAMES_0052,
  state: STATE_NAMES_0052,
  location: CITY_NAMES_0052,
  country: COUNTRY_NAMES_0052,
};

const snake = (table: string) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The Hindi and Tamil names of a seeded row of `table` (as named in code), by its English name (a country: its ISO code); null when none is shipped. */
export function localNames(table: string, key: string): { nameHi: string | null; nameTa: string | null } {
  const found = BY_TABLE[snake(table)]?.[key];
  return { nameHi: found?.[0] ?? null, nameTa: found?.[1] ?? null };
}
