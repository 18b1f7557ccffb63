import { atom } from 'nanostores';
import type { ApiFailure, ApiResult } from '../../lib/api';
import type { CollectionClient } from '../../stores/collection';
import { dashboardApi } from './session';

/**
 * A client for the shared collection store that also keeps what the store leaves out: the total
 * of a paged list and the last failure with its per-field messages (for forms). `transport`
 * defaults to the dashboard's session-guarded API (see resource-transport.ts for other paths).
 */
export function pagedClient(transport: CollectionClient = dashboardApi) {
  const $total = atom(0);
  const $failure = atom<ApiFailure | null>(null);
  const latest = new Map<string, number>();
  let asked = 0;
  const track = async <R>(call: Promise<ApiResult<R>>): Promise<ApiResult<R>> => {
    const result = await call;
    $failure.set(result.ok ? null : result);
    return result;
  };
  const client: CollectionClient = {
    get: async <R>(path: string, query?: Record<string, unknown>) => {
      // Only the latest read of a path sets the total: an earlier one answering late is stale.
      const ticket = ++asked;
      latest.set(path, ticket);
      const result = await track(transport.get<R>(path, query));
      if (result.ok && latest.get(path) === ticket) {
        const data = result.data as { total?: number } | unknown[];
        $total.set(Array.isArray(data) ? data.length : Number(data?.total ?? 0));
      }
      return result;
    },
    post: (path, body) => track(transport.post(path, body)),
    put: (path, body) => track(transport.put(path, body)),
    del: (path) => track(transport.del(path)),
  };
  return { client, $total, $failure };
}
