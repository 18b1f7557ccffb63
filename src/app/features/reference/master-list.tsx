import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { notify } from '../../client/toast';
import type { ResourceDef } from '../../../shared/resources';
import { shownBy } from '../../../shared/message-code';
import { createCollectionStore } from '../../stores/collection';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { DataTable, ROW_CLASS } from '../../dashboard/parts/data-table';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { SearchBox } from '../../dashboard/parts/search-box';
import { useListLoad } from '../../client/use-load';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { masterFormPath } from '../../dashboard/config/paths';
import { forgetReferenceList } from '../../client/reference-lists';
import { resourceTransport } from '../../dashboard/helpers/resource-transport';
import { display, isData, listColumns } from './columns';
import { SortHeader } from './sort-header';
import { ActiveToggle, RoleSelect } from './user-row-actions';
import { namesOf, useRefOptions } from './use-ref-names';
import { $router } from '../../dashboard/shell/router';
import { forgetJustAdded, peekJustAdded } from './just-added';
import { useLocale, useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { screenLabel, shownField, useMasterWords, withData } from './words';

type Row = { id: number } & Record<string, unknown>;
const PAGE_SIZE = 10;

type ListQuery = { page: number; search: string; sort: string };
/** The list's page, search and sort as the address has them (`?page=3&search=ra`); anything odd reads as the default. */
function listQueryOf(search: Record<string, string> | undefined): ListQuery {
  const page = Number(search?.page);
  return { page: Number.isInteger(page) && page > 1 ? page : 1, search: search?.search?.trim() ?? '', sort: search?.sort ?? '' };
}
/** The list's address: the first page, no search and the default sort leave it bare. */
function listAddress(route: string, q: ListQuery): string {
  const params = new URLSearchParams();
  if (q.page > 1) params.set('page', String(q.page));
  if (q.search) params.set('search', q.search);
  if (q.sort) params.set('sort', q.sort);
  const text = params.toString();
  return text ? `${route}?${text}` : route;
}

/** The generic master list: search, sort, paging, view/edit/delete, driven by the resource table. */
export function MasterList({ resource }: { resource: ResourceDef }) {
  const store = useMemo(() => createCollectionStore<Row>(resource.path, resourceTransport(resource)), [resource]);
  const state = useStore(store.$state);
  const total = useStore(store.$total);
  // Page, search and sort live in the address, so a reload or Back returns to the same page of the list.
  const route = useStore($router);
  const query = useMemo(() => listQueryOf(route?.search), [route?.search]);
  const setQuery = useCallback(
    (change: (q: ListQuery) => ListQuery) => {
      const next = change(listQueryOf($router.get()?.search));
      $router.open(listAddress(resource.screen!.route, next), true);
    },
    [resource],
  );
  // The row just added is marked in the list and named above it, wherever the list's order put it.
  const [justAdded] = useState(peekJustAdded);
  useEffect(() => forgetJustAdded, []);
  const added = justAdded?.resource === resource.path ? justAdded : null;
  const [doomed, setDoomed] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = listColumns(resource);
  const options = useRefOptions(columns);
  const isUsers = resource.path === 'user-master';
  const base = resource.screen!.route.replace('/dashboard/', '');
  const t = useMasterWords();
  const locale = useLocale();
  const spoken = useSpoken();
  const roles = useWords().shell.roles;
  const title = screenLabel(t, resource);
  const namesFor = (f: (typeof columns)[number]) => namesOf(options[f.name], locale, f.ref === 'user-role-master' ? roles : undefined);

  const listQuery = useMemo(
    () => ({ page: query.page, pageSize: PAGE_SIZE, ...(query.search ? { search: query.search } : {}), ...(query.sort ? { sort: query.sort } : {}) }),
    [query],
  );
  const { loadError, reload } = useListLoad(store, listQuery);
  const onSearch = useCallback((search: string) => setQuery((q) => ({ ...q, search, page: 1 })), [setQuery]);

  async function remove() {
    if (!doomed) return;
    setBusy(true);
    const ok = await store.remove(doomed.id);
    setBusy(false);
    // A row still in use (409) stays; the server's message says why.
    if (ok) notify.success(t.deleted({ title }));
    else notify.error(shownBy(spoken, store.$state.get().error ?? t.deleteFailed));
    setDoomed(null);
    forgetReferenceList(resource.path);
    reload();
  }

  const nameOf = (row: Row) => String(row.name ?? row.label ?? `#${row.id}`);
  const action = 'rounded-md px-2 py-1 text-sm font-semibold text-brand-deep underline-offset-2 hover:underline dark:text-pink-200';
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <a href={masterFormPath(base, 'add')} className="btn btn-primary">
            {t.add({ title })}
          </a>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox label={t.search({ title })} value={query.search} onSearch={onSearch} />
      </div>
      {added && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {withData((name: string) => t.justAdded({ title, name }), added.name)}{' '}
          <a href={masterFormPath(base, 'view', added.id)} className="font-semibold underline underline-offset-2">
            {t.viewIt}
          </a>
        </p>
      )}
      {loadError && <ErrorPanel message={loadError} onRetry={reload} />}
      {state.status === 'loading' && state.list.length === 0 && <LoadingPanel />}
      <DataTable
        caption={t.listCaption({ title })}
        minWidth="min-w-[36rem]"
        headers={columns.map((f) => (
          <SortHeader key={f.name} field={shownField(t, resource, f)} sort={query.sort} onSort={(sort) => setQuery((q) => ({ ...q, sort, page: 1 }))} />
        ))}
      >
        {state.list.map((row) => (
          <tr
            key={row.id}
            className={added?.id === row.id ? `${ROW_CLASS} bg-emerald-50 dark:bg-emerald-950` : ROW_CLASS}
            data-just-added={added?.id === row.id ? '' : undefined}
          >
            {columns.map((f) => (
              <td key={f.name} className="px-3 py-2" translate={isData(f) && !(isUsers && f.name === 'userRoleId') ? 'no' : undefined}>
                {isUsers && f.name === 'userRoleId' ? (
                  <RoleSelect row={row} roles={options.userRoleId ?? []} onChanged={reload} />
                ) : (
                  display(f, row[f.name], namesFor(f), t)
                )}
              </td>
            ))}
            <td className="px-3 py-2">
              {/* The actions wrap rather than run past the edge (four on Users); on a phone they stay at the table's right edge in two short rows. */}
              <div className="flex max-w-40 flex-wrap items-center gap-x-1 lg:max-w-none">
                {isUsers && <ActiveToggle row={row} onChanged={reload} />}
                <a href={masterFormPath(base, 'view', row.id)} className={action} aria-label={t.viewRow({ name: nameOf(row) })}>
                  {t.view}
                </a>
                <a href={masterFormPath(base, 'edit', row.id)} className={action} aria-label={t.editRow({ name: nameOf(row) })}>
                  {t.edit}
                </a>
                <button
                  type="button"
                  className={`${action} text-red-700 dark:text-red-300`}
                  aria-label={t.deleteRow({ name: nameOf(row) })}
                  onClick={() => setDoomed(row)}
                >
                  {t.delete}
                </button>
              </div>
            </td>
          </tr>
        ))}
        {state.status === 'succeeded' && state.list.length === 0 && (
          <tr>
            <td colSpan={columns.length + 1} className="px-3 py-6 text-center text-stone-600 dark:text-stone-300">
              {t.nothingFound}
            </td>
          </tr>
        )}
      </DataTable>
      <Pager page={query.page} pageSize={PAGE_SIZE} total={total} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
      <ConfirmDialog
        open={doomed !== null}
        title={t.deleteTitle({ title })}
        message={doomed ? t.deleteQuestion({ name: nameOf(doomed) }) : ''}
        confirmLabel={t.delete}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </>
  );
}
