import { atom } from 'nanostores';
import type { ApiFailure, ApiResult } from '../../lib/api';
import type { CollectionClient } from '../../stores/collection';
import { dashboardApi } from './session';

/**
 * A client for the shared collection store that also keeps what the store leaves out: the total
 * of a paged list and the last failure with its per-field messages (for forms).
 */
export function pagedClient() {
  const $total = atom(0);
  const $failure = atom<ApiFailure | null>(null);
  const track = async <R>(call: Promise<ApiResult<R>>): Promise<ApiResult<R>> => {
    const result = await call;
    $failure.set(result.ok ? null : result);
    return result;
  };
  const client: CollectionClient = {
    get: async <R>(path: string, query?: Record<string, unknown>) => {
      const result = await track(dashboardApi.get<R>(path, query));
      if (result.ok) {
        const data = result.data as { total?: number } | unknown[];
        $total.set(Array.isArray(data) ? data.length : Number(data?.total ?? 0));
      }
      return result;
    },
    post: (path, body) => track(dashboardApi.post(path, body)),
    put: (path, body) => track(dashboardApi.put(path, body)),
    del: (path) => track(dashboardApi.del(path)),
  };
  return { client, $total, $failure };
}
