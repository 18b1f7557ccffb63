import type { ListQuery } from '../../lib/crud/list-query.ts';
import type { ResourceDef } from '../../../shared/resources.ts';
import type { Page } from '../../../shared/envelope.ts';

type Plan = Record<string, unknown>;

/** Query keys that ask for a page; without any, the list answers the bare array of docs/product/api.md. */
const PAGING_KEYS = ['page', 'pageSize', 'search', 'sort'];

export function asksForPage(query: unknown, resource: ResourceDef): boolean {
  if (!query || typeof query !== 'object') return false;
  const keys = new Set([...PAGING_KEYS, ...resource.fields.filter((f) => f.kind === 'flag' || f.kind === 'ref').map((f) => f.name)]);
  return Object.keys(query).some((key) => keys.has(key));
}

/**
 * Searches, filters, sorts and pages the plans by the rules of the generic lists (lib/crud): the
 * plans are a short list an administrator keeps, already read in their display order, so the page
 * is cut from it here rather than by a second query.
 */
export function pagePlans(resource: ResourceDef, plans: Plan[], query: ListQuery): Page<Plan> {
  let items = plans;
  for (const field of resource.fields) {
    const value = query[field.name];
    if ((field.kind === 'flag' || field.kind === 'ref') && typeof value === 'number') items = items.filter((p) => Number(p[field.name]) === value);
  }
  const term = typeof query.search === 'string' ? query.search.trim().toLowerCase() : '';
  const searchable = resource.fields.filter((f) => f.searchable);
  if (term && searchable.length)
    items = items.filter((p) =>
      searchable.some((f) =>
        String(p[f.name] ?? '')
          .toLowerCase()
          .includes(term),
      ),
    );
  if (query.sort) {
    const keys = String(query.sort)
      .split(',')
      .map((s) => s.trim());
    const compare = (a: Plan, b: Plan) => {
      for (const key of keys) {
        const name = key.replace(/^-/, '');
        const sign = key.startsWith('-') ? -1 : 1;
        const [x, y] = [a[name], b[name]];
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : typeof x === 'boolean' || typeof y === 'boolean'
              ? Number(x) - Number(y)
              : String(x ?? '').localeCompare(String(y ?? ''), 'en-IN');
        if (order) return sign * order;
      }
      return Number(a.id) - Number(b.id);
    };
    items = [...items].sort(compare);
  }
  const start = (query.page - 1) * query.pageSize;
  return { items: items.slice(start, start + query.pageSize), page: query.page, pageSize: query.pageSize, total: items.length };
}
