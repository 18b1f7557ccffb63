import { useState, type FormEvent, type ReactNode } from 'react';
import { object, optional, pattern, size, string } from 'superstruct';
import { notify } from '../../client/toast';
import type { AuditLogRow } from '../../../shared/schemas/audit-log';
import { TextField } from '../../ui/field';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { ColumnHeaders, DataTable, ROW_CLASS } from '../../dashboard/parts/data-table';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useScreenWords, useWords } from '../../dashboard/helpers/i18n';
import { auditLogWords } from '../../../shared/i18n/admin/audit-log';
import { useLoad } from '../../client/use-load';
import { downloadAuditLog, fetchAuditLog, type AuditFilters } from './api';

const PAGE_SIZE = 25;
/** Sample codes of acts for the kind filter: codes, the same in every language. */
const SAMPLE_KINDS = 'master.create, user.deactivate, two-step.reset';
const EMPTY = { actorId: '', memberId: '', kind: '', from: '', to: '' };
type Key = keyof typeof EMPTY;

const id = pattern(string(), /^\d{1,10}$/);
const day = pattern(string(), /^\d{4}-\d{2}-\d{2}$/);
/** The filter form: the same filters GET /audit-log takes (src/shared/schemas/audit-log.ts), as typed. */
const FilterForm = object({ actorId: optional(id), memberId: optional(id), kind: optional(size(string(), 1, 80)), from: optional(day), to: optional(day) });
const filled = (values: Record<Key, string>) => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim())) as AuditFilters;

/** What an act changed, in short: the fields whose values differ, or the fields it was given. */
function change(row: AuditLogRow): string {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  const keys = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]) && k !== 'updatedAt');
  if (!row.before) return keys.map((k) => `${k}: ${JSON.stringify(after[k])}`).join(', ');
  return keys.map((k) => `${k}: ${JSON.stringify(before[k])} → ${JSON.stringify(after[k])}`).join(', ');
}

/** Audit log (administrators): every administrator act, filtered, paged and exported as CSV (docs/product/trust.md). */
export default function AuditLogPage() {
  const t = useWords().auditLog;
  const tables: Record<string, string | undefined> = useScreenWords(auditLogWords).tables;
  const form = useStructForm(EMPTY, checkWith(FilterForm, filled), { restoreTyped: false });
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [state, reload] = useLoad(`audit-${page}-${JSON.stringify(filters)}`, () => fetchAuditLog(filters, page, PAGE_SIZE), t.failed);

  function apply(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setFilters(data as AuditFilters);
    setPage(1);
  }
  async function download() {
    setBusy(true);
    const result = await downloadAuditLog(filters);
    setBusy(false);
    if (result.ok) notify.success(t.downloaded);
    else notify.error(spoken(result.error));
  }
  const text = (name: Key, label: string, type = 'text', hint?: ReactNode) => <TextField {...form.field(name)} label={label} type={type} hint={hint} />;

  return (
    <>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void download()}>
            {t.download}
          </button>
        }
      />
      <form aria-label={t.filters} className="card mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={apply} noValidate>
        {text('actorId', t.actorId, 'text')}
        {text('memberId', t.memberId, 'text')}
        {text(
          'kind',
          t.kind,
          'text',
          <>
            {t.kindHint} <span translate="no">{SAMPLE_KINDS}</span>
          </>,
        )}
        {text('from', t.from, 'date')}
        {text('to', t.to, 'date')}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className="btn btn-primary">
            {t.apply}
          </button>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              form.reset();
              setFilters({});
              setPage(1);
            }}
          >
            {t.clear}
          </button>
        </div>
      </form>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.items.length === 0 ? (
          <p className="card text-stone-700 dark:text-stone-300">{t.empty}</p>
        ) : (
          <DataTable
            caption={t.caption}
            minWidth="min-w-[56rem]"
            actionsClass={null}
            headers={<ColumnHeaders labels={[t.when, t.who, t.address, t.what, t.record, t.member, t.change]} />}
          >
            {state.data.items.map((row) => (
              <tr key={row.id} className={ROW_CLASS}>
                <td className="px-3 py-2 whitespace-nowrap">{dateTime(row.createdAt)}</td>
                <td className="px-3 py-2">
                  <span translate="no">{row.actorName ?? '—'}</span> <span className="text-stone-600 dark:text-stone-400">#{row.actorId}</span>
                </td>
                <td className="px-3 py-2" translate="no">
                  {row.ip ?? '—'}
                </td>
                <td className="px-3 py-2 font-mono text-xs" translate="no">
                  {row.kind}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {row.recordTable ? (
                    <>
                      {tables[row.recordTable] ?? <span translate="no">{row.recordTable}</span>} #{row.recordId ?? '—'}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td className="px-3 py-2">{row.subjectId ?? '—'}</td>
                <td className="max-w-md truncate px-3 py-2 text-xs" title={change(row)} translate="no">
                  {change(row) || '—'}
                </td>
              </tr>
            ))}
          </DataTable>
        ))}
      {state.status === 'succeeded' && <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />}
    </>
  );
}
