import type { FieldDef } from '../../../shared/resources';

/** A column header that sorts by its field: ascending first, then descending, then back to the default. */
export function SortHeader({ field, sort, onSort }: { field: FieldDef; sort: string; onSort: (sort: string) => void }) {
  const state = sort === field.name ? 'ascending' : sort === `-${field.name}` ? 'descending' : 'none';
  const next = state === 'none' ? field.name : state === 'ascending' ? `-${field.name}` : '';
  return (
    <th scope="col" aria-sort={state} className="px-3 py-2 font-semibold">
      <button type="button" onClick={() => onSort(next)} className="inline-flex min-h-6 items-center gap-1 hover:underline">
        {field.label}
        <span aria-hidden="true" className="text-xs text-stone-500 dark:text-stone-400">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}
