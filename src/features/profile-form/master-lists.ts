import { map } from 'nanostores';
import { apiGet, serverMessageOr } from '../../lib/api';
import { notify } from '../../lib/toast';
import { MSG } from '../../shared/messages';
import type { Option } from '../../ui/field';

/**
 * The reference lists the profile form needs (docs/product/api.md), each requested once per page load.
 * Castes and states are fetched per religion and per country through the filtered routes.
 */
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

export const $masterLists = map<Partial<Record<ListKey, Option[]>>>({});
/** Keyed 'caste:3' (castes of religion 3) and 'state:1' (states of country 1). */
export const $childLists = map<Record<string, Option[]>>({});

type Paged = { items: Option[] };
const slim = (items: Option[]) => items.map(({ id, name }) => ({ id, name }));
let loading: Promise<void> | null = null;
const childRequests = new Map<string, Promise<void>>();

export function loadMasterLists(): Promise<void> {
  loading ??= Promise.all(
    MASTER_LISTS.map(async (key) => {
      const result = await apiGet<Paged>(`/${key}`);
      if (result.ok) $masterLists.setKey(key, slim(result.data.items));
      return result.ok ? null : serverMessageOr(result, MSG.fetchFailed);
    }),
  ).then((failures) => {
    const first = failures.find(Boolean);
    if (first) notify.error(first);
  });
  return loading;
}

function loadChild(key: string, path: string): Promise<void> {
  if (!childRequests.has(key)) {
    childRequests.set(
      key,
      apiGet<Option[]>(path).then((result) => {
        if (result.ok) $childLists.setKey(key, slim(result.data));
        else childRequests.delete(key); // let a later change retry
      }),
    );
  }
  return childRequests.get(key)!;
}

export const castesKey = (religionId: string) => `caste:${religionId}`;
export const statesKey = (countryId: string) => `state:${countryId}`;
export const loadCastes = (religionId: string) =>
  religionId ? loadChild(castesKey(religionId), `/caste-master/get-caste-master-by-religion-id/${religionId}`) : Promise.resolve();
export const loadStates = (countryId: string) =>
  countryId ? loadChild(statesKey(countryId), `/state-master/get-state-master-by-country/${countryId}`) : Promise.resolve();
