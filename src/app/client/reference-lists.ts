import { map } from 'nanostores';
import { MSG } from '../../shared/messages';
import { resourceByPath } from '../../shared/resources';
import { apiGet, serverMessageOr, type ApiResult } from './api';
import { notify } from './toast';
import { textOf } from '../../shared/message-code';

/**
 * One choice of a reference list: its id, the name shown (in the member's language, as the server
 * names it: docs/decisions/073-reference-data-in-languages.md), its English name, which the
 * administrators' screens show, and its code ('closeUpPhoto', a country's 'IN'), which is what
 * programs match on: never a name (docs/decisions/086-codes-not-names.md).
 */
export interface Option {
  id: number;
  name: string;
  english?: string;
  code?: string;
}

/**
 * The one cache of reference lists (religions, castes, countries, states, roles…) for every
 * screen: the profile form, the dashboard's search filters, the referenced fields of the master
 * screens and the all-profiles caste filter. Each list is requested once per page load. A list is
 * keyed by the path it is read from: a master's own path ('religion-master', its whole list in one
 * page) or a filtered route ('caste-master/get-caste-master-by-religion-id/3', a plain array). A
 * failed request is forgotten, so the next use asks again. `$referenceLists` holds every list
 * that has arrived, for components that read lists as they arrive (the profile form).
 */
const requests = new Map<string, Promise<ApiResult<Option[]>>>();
export const $referenceLists = map<Record<string, Option[]>>({});

/** India's code in the country list (its ISO code), which the profile's state and city lists start from. */
export const INDIA_CODE = 'IN';

type Row = { id: number | string; name?: string; localName?: string | null; label?: string; code?: string | null; isoCode?: string | null };
const toOptions = (rows: Row[]): Option[] =>
  rows.map((r) => {
    const english = String(r.name ?? r.label ?? r.id);
    const code = r.code || r.isoCode;
    return { id: Number(r.id), name: r.localName || english, english, ...(code ? { code } : {}) };
  });

/** The list read from `path` (no leading slash), from the cache when it was asked for before. Never throws. */
export function referenceList(path: string): Promise<ApiResult<Option[]>> {
  const cached = requests.get(path);
  if (cached) return cached;
  const filtered = path.includes('/');
  const pending: Promise<ApiResult<Option[]>> = apiGet<{ items: Row[] } | Row[]>(
    `/${path}`,
    filtered ? undefined : { pageSize: resourceByPath(path).maxPageSize },
  ).then((result) => {
    const current = requests.get(path) === pending;
    if (!result.ok) {
      if (current) requests.delete(path); // try again next time
      return result;
    }
    const list = toOptions(Array.isArray(result.data) ? result.data : result.data.items);
    if (current) $referenceLists.setKey(path, list);
    return { ...result, data: list };
  });
  requests.set(path, pending);
  return pending;
}

/** After a master changes, its cached list and the lists filtered from it are stale: the next use asks again. */
export function forgetReferenceList(path: string): void {
  for (const key of [...requests.keys()]) if (key === path || key.startsWith(`${path}/`)) requests.delete(key);
}

/**
 * The member's language changed: every list is named anew. The lists already shown are asked for
 * again at once (in the new language), the others when next used.
 */
export function renameReferenceLists(): void {
  requests.clear();
  for (const path of Object.keys($referenceLists.get())) void referenceList(path);
}

/** The reference lists the profile form needs (docs/product/api.md). Castes and states are read per religion and per country. */
export const MASTER_LISTS = [
  'religion-master',
  'complexion-master',
  'marital-status-master',
  'qualification-master',
  'occupation-master',
  'employment-type-master',
  'family-type-master',
  'dietary-habit-master',
  'smoking-habit-master',
  'drinking-habit-master',
  'gotra-master',
  'mool-master',
  'country-master',
  'document-type-master',
  'language-master',
  'rashi-master',
  'nakshatra-master',
] as const;
export type ListKey = (typeof MASTER_LISTS)[number];

/** Loads every list of MASTER_LISTS into `$referenceLists`; the first failure is shown in a toast. */
export async function loadMasterLists(): Promise<void> {
  const results = await Promise.all(MASTER_LISTS.map(referenceList));
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) notify.error(textOf(serverMessageOr(failed, MSG.fetchFailed)));
}

/** The keys of the castes of a religion and of the states of a country in `$referenceLists`. */
export const castesKey = (religionId: string) => `caste-master/get-caste-master-by-religion-id/${religionId}`;
export const statesKey = (countryId: string) => `state-master/get-state-master-by-country/${countryId}`;
/** Loads the castes of a religion (the states of a country) into `$referenceLists`; an empty id loads nothing. */
export const loadCastes = (religionId: string) => (religionId ? referenceList(castesKey(religionId)) : Promise.resolve(null));
export const loadStates = (countryId: string) => (countryId ? referenceList(statesKey(countryId)) : Promise.resolve(null));
