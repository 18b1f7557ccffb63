import { define, object, optional, size, string, type Infer } from 'superstruct';
import type { AnyStruct } from '../../../shared/validation/any-struct.ts';
import { MAX_DB_INTEGER } from '../../../shared/constants.ts';
import { pagingFields } from '../../../shared/schemas/paging.ts';
import { wholeNumber } from '../../../shared/validation/whole-number.ts';
import type { ResourceDef } from '../../../shared/resources.ts';

/** Paging, search and sort accepted by every list; filters come from the resource's ref and flag fields. */
export function listQueryStruct(resource: ResourceDef) {
  const sortable = new Set(['id', ...resource.fields.filter((f) => !f.writeOnly).map((f) => f.name)]);
  const sort = define<string>('sort', (value) => {
    if (typeof value !== 'string' || value.length > 200) return 'sort must be a field name, optionally starting with -';
    const unknownKey = value
      .split(',')
      .map((s) => s.trim().replace(/^-/, ''))
      .find((key) => !sortable.has(key));
    return unknownKey === undefined ? true : `Cannot sort by "${unknownKey}"; choose one of ${[...sortable].join(', ')}`;
  });
  const shape: Record<string, AnyStruct> = {
    ...pagingFields(resource),
    search: optional(size(string(), 0, 100)),
    sort: optional(sort),
  };
  for (const field of resource.fields) {
    if (field.kind === 'ref' || field.kind === 'flag') shape[field.name] = optional(wholeNumber(field.name, 0, MAX_DB_INTEGER));
  }
  return object(shape);
}

export type ListQuery = Infer<ReturnType<typeof listQueryStruct>> & Record<string, unknown>;

const positiveId = wholeNumber('id', 1, MAX_DB_INTEGER, 'The id in the address must be a positive whole number');
export const idParam = object({ id: positiveId });
