import { resourceByPath } from '../../shared/resources';
import { dashboardApi } from './session';

export interface Option {
  id: number;
  name: string;
}

/** Options of a referenced collection (caste → religion, user → role), fetched once per page load. */
const cache = new Map<string, Promise<Option[]>>();

export function loadOptions(path: string): Promise<Option[]> {
  let pending = cache.get(path);
  if (!pending) {
    const pageSize = resourceByPath(path).maxPageSize;
    pending = dashboardApi.get<{ items: { id: number; name?: string; label?: string }[] }>(`/${path}`, { pageSize }).then((r) => {
      if (!r.ok) {
        cache.delete(path); // try again next time
        throw new Error(r.message);
      }
      return r.data.items.map((i) => ({ id: Number(i.id), name: String(i.name ?? i.label ?? i.id) }));
    });
    cache.set(path, pending);
  }
  return pending;
}

/** After a master changes, its cached options are stale. */
export const forgetOptions = (path: string) => cache.delete(path);
