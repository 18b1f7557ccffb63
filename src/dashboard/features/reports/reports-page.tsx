import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { MEMBER_LOOP_MSG as M } from '../../../shared/messages';
import { ModerationBody, REPORT_REASON_LABELS, type ModerationActionName, type ReportRecord, type ReportedProfile } from '../../../shared/schemas/interests';
import { Dialog } from '../../../ui/dialog';
import { TextAreaField } from '../../../ui/field';
import { checkWith, useStructForm } from '../../../ui/use-struct-form';
import { MemberPhoto } from '../../components/member-photo';
import { PageHeader } from '../../components/page-header';
import { Pager } from '../../components/pager';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { Tabs } from '../../components/tabs';
import { viewProfilePath } from '../../config/paths';
import { shortDate } from '../../lib/dates';
import { useLoad } from '../../../lib/use-load';
import { fetchReportQueue, moderate } from './api';

const PAGE_SIZE = 10;
/** The reporter's standing when they filed the report (docs/decisions/057-reports-and-action-limits.md). */
const standing = (r: ReportRecord) =>
  r.goodStanding ? (r.knewMember ? 'Good standing, knew the member (counts 2)' : 'Good standing (counts 1)') : 'Not in good standing (does not count)';
const ACTIONS: Record<ModerationActionName, { label: string; done: string; explain: string }> = {
  dismiss: { label: 'Dismiss', done: 'Reports dismissed', explain: 'No breach found: the reports are closed and any automatic hide is lifted.' },
  warn: { label: 'Warn', done: 'Member warned', explain: 'The member is told the reason below; the profile stays visible.' },
  hide: {
    label: 'Hide from discovery',
    done: 'Hidden from discovery',
    explain: 'Nobody finds the profile in matches or opens it until an administrator dismisses.',
  },
  deactivate: { label: 'Deactivate', done: 'Account deactivated', explain: 'The member is signed out and can no longer sign in.' },
};
const ACTION_WORDS: Record<string, string> = {
  'auto-hide': 'Hidden automatically',
  appeal: 'Appealed by the member',
  dismiss: 'Dismissed',
  warn: 'Warned',
  hide: 'Hidden',
  deactivate: 'Deactivated',
};

function ReportList({ reports, title }: { reports: ReportRecord[]; title: string }) {
  if (!reports.length) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 grid gap-2 text-sm">
        {reports.map((r) => (
          <li key={r.id} className="rounded-lg bg-pink-50 p-2 dark:bg-stone-800">
            <p className="font-semibold">
              {REPORT_REASON_LABELS[r.reason]} · {r.reporterName ?? 'a member'} · {shortDate(r.createdAt)}
              {r.outcome ? ` · ${r.outcome}` : ''}
            </p>
            <p className={r.goodStanding ? 'text-xs text-green-800 dark:text-green-300' : 'text-xs text-stone-600 dark:text-stone-400'}>
              Reporter: {standing(r)}
            </p>
            <p className="text-stone-700 dark:text-stone-300">{r.details}</p>
            {r.message && (
              <ol aria-label="The reported message in its conversation" className="mt-2 grid gap-1 border-l-2 border-stone-300 pl-2">
                {r.message.context.map((m) => (
                  <li key={m.id} className={m.reported ? 'font-semibold' : 'text-stone-700 dark:text-stone-300'}>
                    {m.reported ? 'Reported: ' : ''}
                    {m.senderId === r.reporterId ? (r.reporterName ?? 'The reporter') : 'The reported member'} · {shortDate(m.createdAt)}: {m.body}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Reports: reported profiles with their reports, history and the four actions (administrators; docs/product/member-loop.md). */
export default function ReportsPage() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ entry: ReportedProfile; action: ModerationActionName } | null>(null);
  const form = useStructForm(
    { note: '' },
    checkWith(ModerationBody, (v) => ({ action: pending?.action, note: v.note })),
    { restoreTyped: false, id: () => 'moderation-note' },
  );
  const [busy, setBusy] = useState(false);
  const [state, reload] = useLoad(`reports-${status}-${page}`, () => fetchReportQueue(status, page, PAGE_SIZE), 'Failed to load the reports');

  async function confirm() {
    const data = pending && form.submit();
    if (!pending || !data) return;
    // A warning without its reason is marked on the field, where the administrator is typing.
    if (data.action === 'warn' && !data.note?.trim()) {
      form.setErrors({ note: M.moderationWarnNeedsNote });
      document.getElementById('moderation-note')?.focus();
      return;
    }
    setBusy(true);
    const result = await moderate(pending.entry.member.userId, data.action, data.note ?? '');
    setBusy(false);
    if (!result.ok) {
      if (result.fields?.note) return form.setErrors({ note: result.fields.note });
      notify.error(result.message);
      return;
    }
    notify.success(ACTIONS[pending.action].done);
    setPending(null);
    reload();
  }

  return (
    <>
      <PageHeader
        title="Reports"
        intro="Profiles members reported. Three open reports from different members in good standing hide a profile until you review it; those come first."
      />
      <Tabs
        label="Reports"
        tabs={[
          { key: 'open', label: 'Open' },
          { key: 'closed', label: 'Reviewed' },
        ]}
        selected={status}
        onSelect={(s) => {
          setStatus(s);
          setPage(1);
        }}
      >
        {state.status === 'loading' && <LoadingPanel />}
        {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
        {state.status === 'succeeded' &&
          (state.data.items.length === 0 ? (
            <p className="card text-stone-700 dark:text-stone-300">{status === 'open' ? 'No open reports.' : 'No reviewed reports yet.'}</p>
          ) : (
            <>
              <ul className="grid gap-4" aria-label={status === 'open' ? 'Open reports' : 'Reviewed reports'}>
                {state.data.items.map((entry) => {
                  const m = entry.member;
                  const name = m.fullName ?? 'Member';
                  const headingId = `reported-${m.userId}`;
                  return (
                    <li key={m.userId} aria-labelledby={headingId} className="card !p-4">
                      <div className="flex flex-col gap-3 sm:flex-row">
                        <MemberPhoto url={m.photoUrl} name={name} className="h-20 w-20 shrink-0 rounded-xl" />
                        <div className="min-w-0 flex-1">
                          <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
                            <a href={viewProfilePath(m.userId)} className="underline-offset-2 hover:underline">
                              {name}
                            </a>
                          </h2>
                          <p className="text-sm break-all text-stone-700 dark:text-stone-300">{m.email}</p>
                          <p className="text-sm font-semibold">
                            {[m.isActive ? 'Active' : 'Deactivated', m.hidden ? 'Hidden from discovery' : 'Visible', `${entry.openReports.length} open`].join(
                              ' · ',
                            )}
                          </p>
                        </div>
                      </div>
                      {entry.appeal && (
                        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-500 dark:bg-night dark:text-amber-200">
                          <h3 className="font-semibold">Appeal from the member · {shortDate(entry.appeal.createdAt)}</h3>
                          <p>{entry.appeal.text}</p>
                        </div>
                      )}
                      <ReportList reports={entry.openReports} title="Open reports" />
                      <ReportList reports={entry.earlierReports} title="Earlier reports" />
                      {entry.actions.length > 0 && (
                        <div className="mt-3">
                          <h3 className="text-sm font-semibold">Moderation log</h3>
                          <ul className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                            {entry.actions.map((a, i) => (
                              <li key={i}>
                                {ACTION_WORDS[a.action] ?? a.action} · {a.adminName ?? 'automatically'} · {shortDate(a.createdAt)}
                                {a.note ? ` · ${a.note}` : ''}
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                      <div className="mt-3 flex flex-wrap gap-2">
                        {(Object.keys(ACTIONS) as ModerationActionName[]).map((action) => (
                          <button
                            key={action}
                            type="button"
                            className={action === 'deactivate' ? 'btn bg-red-700 text-white hover:bg-red-600' : 'btn btn-outline'}
                            aria-describedby={headingId}
                            onClick={() => {
                              form.reset();
                              setPending({ entry, action });
                            }}
                          >
                            {ACTIONS[action].label}
                          </button>
                        ))}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pageSize={PAGE_SIZE} total={state.data.total} onPage={setPage} />
            </>
          ))}
      </Tabs>
      <Dialog
        open={pending !== null}
        title={pending ? `${ACTIONS[pending.action].label}: ${pending.entry.member.fullName ?? 'member'}` : ''}
        description={pending ? ACTIONS[pending.action].explain : undefined}
        onClose={() => setPending(null)}
      >
        {pending && (
          <form
            className="dialog-body grid gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <TextAreaField
              {...form.field('note')}
              label={pending.action === 'warn' ? 'Reason (the member reads it)' : 'Note for the log (optional)'}
              required={pending.action === 'warn'}
              maxLength={1000}
            />
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setPending(null)}>
                Cancel
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? 'Working…' : ACTIONS[pending.action].label}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
