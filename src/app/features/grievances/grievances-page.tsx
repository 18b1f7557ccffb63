import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { grievanceWords, type GrievanceWords } from '../../../shared/i18n/grievances';
import { formatNumber } from '../../../shared/i18n/format';
import type { Widen } from '../../../shared/i18n/widen';
import {
  GRIEVANCE_OUTCOMES,
  GRIEVANCE_REASON_MIN,
  TAKE_DOWN_KINDS,
  type GrievanceAdminItem,
  type GrievanceClock,
  type GrievanceOutcome,
} from '../../../shared/schemas/grievances';
import { Dialog } from '../../ui/dialog';
import { TextAreaField, TextField } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { Tabs } from '../../dashboard/parts/tabs';
import { dateTime } from '../../dashboard/helpers/dates';
import { useLocale } from '../../dashboard/helpers/i18n';
import { acknowledge, decide, fetchGrievances, fetchReport, takeDown } from './api';

const PAGE_SIZE = 20;
type Words = Widen<GrievanceWords>;
type Status = 'open' | 'decided';

/** This month in India, as YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);

/** One clock: its due time, and whether it ran out or its step is done. */
function Clock({ t, label, due, done, late }: { t: Words; label: string; due: string | null; done: string | null; late: boolean }) {
  if (!due) return null;
  const state = done ? t.admin.done : late ? t.admin.overdue : null;
  return (
    <li className={late ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
      {label}: {dateTime(due)}
      {state && (
        <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ${late ? 'bg-red-100 dark:bg-red-950' : 'bg-emerald-100 dark:bg-emerald-950'}`}>{state}</span>
      )}
    </li>
  );
}

function GrievanceCard({ g, t, onChanged, onDecide }: { g: GrievanceAdminItem; t: Words; onChanged: () => void; onDecide: (g: GrievanceAdminItem) => void }) {
  const [busy, setBusy] = useState(false);
  const late = (clock: GrievanceClock) => g.overdue.includes(clock);
  async function act(call: () => Promise<{ ok: boolean }>, done: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) notify.success(done);
    else notify.error(t.admin.failed);
    onChanged();
  }
  const canTakeDown = TAKE_DOWN_KINDS.has(g.kind) && g.subjectUserId !== null && !g.takenDownAt;
  return (
    <li className="card" aria-labelledby={`grievance-${g.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`grievance-${g.id}`} className="text-lg font-bold">
          <span translate="no">{g.ticket}</span> · {t.kinds[g.kind]}
        </h2>
        {g.escalatedAt && g.status !== 'decided' && (
          <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">{t.admin.escalated}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-300">
        {t.admin.from}: <span translate="no">{g.name}</span> ({g.fromMember ? t.admin.member : t.admin.visitor}) · <span translate="no">{g.email}</span> ·{' '}
        {t.admin.filed} {dateTime(g.filedAt)}
        {g.profileCode && (
          <>
            {' · '}
            {t.admin.profile}: <span translate="no">{g.profileCode}</span>
          </>
        )}
      </p>
      <p className="mt-3 whitespace-pre-line [overflow-wrap:anywhere]" translate="no">
        {g.description}
      </p>
      <h3 className="mt-3 text-sm font-semibold">{t.admin.clocks}</h3>
      <ul className="mt-1 text-sm">
        <Clock t={t} label={t.admin.acknowledgeBy} due={g.acknowledgeDueAt} done={g.acknowledgedAt} late={late('acknowledge')} />
        {g.subjectUserId !== null && <Clock t={t} label={t.admin.takeDownBy} due={g.takeDownDueAt} done={g.takenDownAt} late={late('take_down')} />}
        <Clock t={t} label={t.admin.decideBy} due={g.decideDueAt} done={g.decidedAt} late={late('decide')} />
      </ul>
      {g.status === 'decided' ? (
        <p className="mt-3 text-sm">
          <strong>{g.outcome ? t.status.outcomes[g.outcome] : ''}</strong> · {g.decision}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {!g.acknowledgedAt && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act(() => acknowledge(g.id), t.admin.acknowledged)}>
              {t.admin.acknowledge}
            </button>
          )}
          {canTakeDown && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void act(() => takeDown(g.id), t.admin.takenDown)}>
              {t.admin.takeDown}
            </button>
          )}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onDecide(g)}>
            {t.admin.decide}
          </button>
        </div>
      )}
    </li>
  );
}

function DecideDialog({ g, t, onClose }: { g: GrievanceAdminItem | null; t: Words; onClose: (decided: boolean) => void }) {
  const [outcome, setOutcome] = useState<GrievanceOutcome>('upheld');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    if (!g) return;
    if (reason.trim().length < GRIEVANCE_REASON_MIN) {
      setError(t.server.reasonRequired);
      return;
    }
    setBusy(true);
    const result = await decide(g.id, outcome, reason);
    setBusy(false);
    if (!result.ok) {
      notify.error(t.admin.failed);
      return;
    }
    notify.success(t.admin.decided);
    setReason('');
    setError(undefined);
    onClose(true);
  }
  return (
    <Dialog open={g !== null} title={g ? `${t.admin.decide}: ${g.ticket}` : ''} onClose={() => onClose(false)}>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">{t.admin.outcome}</legend>
        {GRIEVANCE_OUTCOMES.map((o) => (
          <label key={o} className="flex items-center gap-2">
            <input type="radio" name="grievance-outcome" value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
            {t.status.outcomes[o]}
          </label>
        ))}
      </fieldset>
      <TextAreaField
        id="grievance-reason"
        className="mt-4"
        label={t.admin.reason}
        hint={t.admin.reasonHint}
        required
        value={reason}
        error={error}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="mt-4 flex justify-end">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
          {t.admin.decide}
        </button>
      </div>
    </Dialog>
  );
}

function MonthlyReport({ t }: { t: Words }) {
  const locale = useLocale();
  const [month, setMonth] = useState(thisMonth());
  const [shown, setShown] = useState(month);
  const [report, reloadReport] = useLoad(`grievance-report-${shown}`, () => fetchReport(shown), t.admin.failed);
  const n = (value: number) => formatNumber(locale, value);
  return (
    <section className="card mt-8" aria-labelledby="grievance-report">
      <h2 id="grievance-report" className="text-lg font-bold">
        {t.admin.report}
      </h2>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setShown(month);
        }}
      >
        <TextField id="grievance-month" type="month" label={t.admin.month} value={month} max={thisMonth()} onChange={(e) => setMonth(e.target.value)} />
        <button type="submit" className="btn btn-outline">
          {t.admin.showReport}
        </button>
      </form>
      {report.status === 'loading' && <LoadingPanel />}
      {report.status === 'failed' && <ErrorPanel message={report.message} onRetry={reloadReport} />}
      {report.status === 'succeeded' && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col">{t.admin.kind}</th>
                <th scope="col">{t.admin.filed}</th>
                <th scope="col">{t.status.outcomes.upheld}</th>
                <th scope="col">{t.status.outcomes.not_upheld}</th>
                <th scope="col">{t.admin.open}</th>
              </tr>
            </thead>
            <tbody>
              {report.data.rows.map((r) => (
                <tr key={r.kind}>
                  <th scope="row" className="font-normal">
                    {t.kinds[r.kind]}
                  </th>
                  <td>{n(r.filed)}</td>
                  <td>{n(r.upheld)}</td>
                  <td>{n(r.notUpheld)}</td>
                  <td>{n(r.open)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-sm">
            {t.admin.total}: {n(report.data.total)} · {t.admin.onTime}: {n(report.data.decidedOnTime)}
          </p>
        </div>
      )}
    </section>
  );
}

/** Grievances (administrators): the complaints with their clocks, the acts on them and the month's report. */
export default function GrievancesPage() {
  const t = grievanceWords(useLocale());
  const [status, setStatus] = useState<Status>('open');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<GrievanceAdminItem | null>(null);
  const [list, reload] = useLoad(`grievances-${status}-${page}`, () => fetchGrievances(status, page, PAGE_SIZE), t.admin.failed);
  return (
    <>
      <PageHeader title={t.admin.title} intro={t.admin.intro} />
      <Tabs<Status>
        label={t.admin.title}
        tabs={[
          { key: 'open', label: t.admin.open },
          { key: 'decided', label: t.admin.decidedList },
        ]}
        selected={status}
        onSelect={(s) => {
          setStatus(s);
          setPage(1);
        }}
      >
        {list.status === 'loading' && <LoadingPanel />}
        {list.status === 'failed' && <ErrorPanel message={list.message} onRetry={reload} />}
        {list.status === 'succeeded' && (
          <>
            {list.data.items.length === 0 && <p className="text-stone-600 dark:text-stone-300">{t.admin.none}</p>}
            <ul className="grid gap-4">
              {list.data.items.map((g) => (
                <GrievanceCard key={g.id} g={g} t={t} onChanged={reload} onDecide={setDeciding} />
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} />
          </>
        )}
      </Tabs>
      <DecideDialog
        g={deciding}
        t={t}
        onClose={(decided) => {
          setDeciding(null);
          if (decided) reload();
        }}
      />
      <MonthlyReport t={t} />
    </>
  );
}
