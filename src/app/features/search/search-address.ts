import { SEARCH_FILTER_KEYS, SEARCH_SORTS } from '../../../shared/schemas/search';

/**
 * The search's filters live in the address (`/dashboard/search?ageMin=25&religionId=1,4`), so Back
 * restores them and a link can be shared. Lists are comma-separated; empty values are left out.
 */
export type SearchAddress = Record<string, string>;

const KEYS = new Set<string>([...SEARCH_FILTER_KEYS, 'page']);

const knownSort = (value: string) => (SEARCH_SORTS as readonly string[]).includes(value);

/**
 * The address's filters, only the keys a search knows (a stray parameter is not sent on). A sort
 * the search does not know (an old or hand-edited link) is dropped, so the default order applies.
 */
export function fromAddress(search: Record<string, string> | undefined): SearchAddress {
  const out: SearchAddress = {};
  for (const [key, value] of Object.entries(search ?? {})) {
    if (!KEYS.has(key) || value.trim() === '' || (key === 'sort' && !knownSort(value.trim()))) continue;
    out[key] = value.trim();
  }
  return out;
}

/** The query string of these filters, in a stable order so the same search has one address. */
export function toQuery(filters: SearchAddress): string {
  const params = new URLSearchParams();
  for (const key of [...SEARCH_FILTER_KEYS, 'page']) if (filters[key] !== undefined && filters[key] !== '') params.set(key, filters[key]);
  return params.toString().replace(/%2C/g, ',');
}

/** A saved search's filters (numbers, lists, flags) as address values. */
export function savedToAddress(filters: Record<string, unknown>): SearchAddress {
  const out: SearchAddress = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === false) continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

/** What the API takes as saved filters: the address without the page. */
export function addressToFilters(address: SearchAddress): Record<string, string> {
  const { page: _page, ...filters } = address;
  return filters;
}
