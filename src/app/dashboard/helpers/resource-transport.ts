import type { ApiResult } from '../../client/api';
import type { ResourceDef } from '../../../shared/resources';
import type { CollectionClient } from '../../stores/collection';
import { dashboardApi } from './session';

/**
 * The standard pattern (GET/POST /{path}, GET/PUT/DELETE /{path}/{id}) as the collection store
 * calls it, sent to the resource's own `endpoints` when its module serves other paths.
 */
export function resourceTransport(resource: ResourceDef): CollectionClient {
  const base = `/${resource.path}`;
  const endpoints = resource.endpoints;
  if (!endpoints) return dashboardApi;
  const withId = (template: string, path: string) => `/${template.replace('{id}', encodeURIComponent(path.slice(base.length + 1)))}`;
  return {
    get: async <R>(path: string, query?: Record<string, unknown>): Promise<ApiResult<R>> => {
      if (path !== base) return dashboardApi.get<R>(withId(endpoints.get, path));
      return dashboardApi.get<R>(`/${endpoints.list}`, query);
    },
    post: (_path, body) => dashboardApi.post(`/${endpoints.create}`, body),
    put: (path, body) => dashboardApi.put(withId(endpoints.update, path), body),
    del: (path) => dashboardApi.del(withId(endpoints.delete, path)),
  };
}
