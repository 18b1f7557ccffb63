import { formatInr } from '../../../shared/money';
import type { FieldDef, ResourceDef } from '../../../shared/resources';
import { dateTime } from '../../lib/dates';

/** The list's columns: the resource's `listColumns`, else every visible short field. */
export function listColumns(resource: ResourceDef): FieldDef[] {
  const visible = resource.fields.filter((f) => !f.writeOnly && f.kind !== 'longtext');
  if (!resource.listColumns) return visible;
  return resource.listColumns.map((name) => visible.find((f) => f.name === name)).filter((f): f is FieldDef => Boolean(f));
}

/** A stored value as a person reads it; references show the referenced row's name. */
export function display(field: FieldDef, value: unknown, names?: Map<number, string>): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.currency === 'INR') return formatInr(Number(value));
  switch (field.kind) {
    case 'flag':
      return Number(value) === 1 ? 'Yes' : 'No'; // 1 from the generic routes, true from module ones
    case 'ref':
      return names?.get(Number(value)) ?? `#${value}`;
    case 'datetime':
      return dateTime(String(value));
    default:
      return String(value);
  }
}
