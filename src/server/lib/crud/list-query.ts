import { coerce, defaulted, define, integer, max, min, object, optional, size, string, type Infer } from 'superstruct';
import type { ResourceDef } from '../../../shared/resources.ts';

const intFromString = (struct: ReturnType<typeof integer>) => coerce(struct, string(), (v) => (/^-?\d+$/.test(v.trim()) ? Number(v) : v));

/** Paging, search and sort accepted by every list; filters come from the resource's ref and flag fields. */
export function listQueryStruct(resource: ResourceDef) {
  const sortable = new Set(['id', ...resource.fields.filter((f) => !f.writeOnly).map((f) => f.name)]);
  const sort = define<string>('sort', (value) => {
    if (typeof value !== 'string' || value.length > 200) return 'sort must be a field name, optionally starting with -';
    const unknownKey = value.split(',').map((s) => s.trim().replace(/^-/, '')).find((key) => !sortable.has(key));
    return unknownKey === undefined ? true : `Cannot sort by "${unknownKey}"; choose one of ${[...sortable].join(', ')}`;
  });
  const shape: Record<string, any> = {
    page: defaulted(intFromString(min(max(integer(), 100_000), 1)), 1),
    pageSize: defaulted(intFromString(min(max(integer(), resource.maxPageSize), 1)), resource.defaultPageSize),
    search: optional(size(string(), 0, 100)),
    sort: optional(sort),
  };
  for (const field of resource.fields) {
    if (field.kind === 'ref' || field.kind === 'flag') shape[field.name] = optional(coerce(min(integer(), 0), string(), (v) => (/^\d+$/.test(v) ? Number(v) : v)));
  }
  return object(shape);
}

export type ListQuery = Infer<ReturnType<typeof listQueryStruct>> & Record<string, unknown>;

const positiveId = coerce(
  define<number>('id', (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_147_483_647 ? true : 'The id in the address must be a positive whole number')),
  string(),
  (v) => (/^\d{1,10}$/.test(v) ? Number(v) : v),
);
export const idParam = object({ id: positiveId });
