import { formatInr } from '../../../shared/money';
import type { FieldDef, ResourceDef } from '../../../shared/resources';
import { dateTime } from '../../dashboard/helpers/dates';

/** The list's columns: the resource's `listColumns`, else every visible short field. */
export function listColumns(resource: ResourceDef): FieldDef[] {
  const visible = resource.fields.filter((f) => !f.writeOnly && f.kind !== 'longtext');
  if (!resource.listColumns) return visible;
  return resource.listColumns.map((name) => visible.find((f) => f.name === name)).filter((f): f is FieldDef => Boolean(f));
}

/** What people typed or a referenced row's name: shown as written, marked as data not to be translated. */
export const isData = (field: FieldDef) => field.kind === 'text' || field.kind === 'longtext' || field.kind === 'email' || field.kind === 'ref';

/** A stored value as a person reads it; references show the referenced row's name, flags `flags.yes` or `flags.no`. */
export function display(field: FieldDef, value: unknown, names?: Map<number, string>, flags = { yes: 'Yes', no: 'No' }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.currency === 'INR') return formatInr(Number(value));
  switch (field.kind) {
    case 'flag':
      return Number(value) === 1 ? flags.yes : flags.no; // 1 from the generic routes, true from module ones
    case 'ref':
      return names?.get(Number(value)) ?? `#${value}`;
    case 'datetime':
      return dateTime(String(value));
    default:
      return String(value);
  }
}
