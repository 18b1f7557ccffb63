import type { ApiResult } from '../../lib/api';
import type { ResourceDef } from '../../shared/resources';
import type { CollectionClient } from '../../stores/collection';
import { dashboardApi } from './session';

type Row = Record<string, unknown>;

/** Search, sort and page a bare-array list the way the generic list routes do on the server. */
export function pageLocally(resource: ResourceDef, rows: Row[], query: Record<string, unknown> = {}) {
  const search = String(query.search ?? '').toLowerCase();
  const searchable = resource.fields.filter((f) => f.searchable);
  let items = search
    ? rows.filter((r) =>
        searchable.some((f) =>
          String(r[f.name] ?? '')
            .toLowerCase()
            .includes(search),
        ),
      )
    : rows;
  const sort = String(query.sort ?? '');
  if (sort) {
    const key = sort.replace(/^-/, '');
    const sign = sort.startsWith('-') ? -1 : 1;
    const value = (r: Row) => r[key] as string | number | boolean | null;
    items = [...items].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
      return sign * String(x ?? '').localeCompare(String(y ?? ''), 'en-IN');
    });
  }
  const pageSize = Number(query.pageSize ?? resource.defaultPageSize);
  const page = Number(query.page ?? 1);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length };
}

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
      if (!endpoints.unpaged) return dashboardApi.get<R>(`/${endpoints.list}`, query);
      const result = await dashboardApi.get<Row[]>(`/${endpoints.list}`);
      return result.ok ? { ...result, data: pageLocally(resource, result.data, query) as R } : result;
    },
    post: (_path, body) => dashboardApi.post(`/${endpoints.create}`, body),
    put: (path, body) => dashboardApi.put(withId(endpoints.update, path), body),
    del: (path) => dashboardApi.del(withId(endpoints.delete, path)),
  };
}
