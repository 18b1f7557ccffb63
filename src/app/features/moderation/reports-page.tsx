import { useState } from 'react';
import { notify } from '../../client/toast';

import { ModerationBody, type ModerationActionName, type ReportRecord, type ReportedProfile } from '../../../shared/schemas/interests';
import { reportsWords } from '../../../shared/i18n/admin/reports';
import { formatNumber } from '../../../shared/i18n/format';
import { Dialog } from '../../ui/dialog';
import { TextAreaField } from '../../ui/field';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { MemberPhoto } from '../../dashboard/parts/member-photo';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { Tabs } from '../../dashboard/parts/tabs';
import { viewProfilePath } from '../../dashboard/config/paths';
import { shortDate } from '../../dashboard/helpers/dates';
import { spoken, useLocale, useScreenWords, useWords } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { fetchReportQueue, moderate } from './api';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const M = CODED.MEMBER_LOOP_MSG;

const PAGE_SIZE = 10;
type Words = ReturnType<typeof useReportsWords>;
const useReportsWords = () => useScreenWords(reportsWords);

/** The reporter's standing when they filed the report (docs/decisions/057-reports-and-action-limits.md). */
const standing = (t: Words, r: ReportRecord) => (r.goodStanding ? (r.knewMember ? t.goodStandingKnew : t.goodStanding) : t.notGoodStanding);
const ACTION_NAMES: readonly ModerationActionName[] = ['dismiss', 'warn', 'hide', 'deactivate'];
const AUTO_HIDE_NOTE = /^(\d+) open reports from different members in good standing$/;

/**
 * A moderation log entry's note: the site's own notes (an automatic hide, an undone photo decision)
 * in the screen's language; what an administrator or the member wrote, as written.
 */
function LogNote({ t, action, note }: { t: Words; action: string; note: string }) {
  const count = action === 'auto-hide' ? AUTO_HIDE_NOTE.exec(note) : null;
  if (count) return <>{` · ${t.autoHideNote({ count: count[1] })}`}</>;
  if (action === 'photo-undone' && (note === 'Was approved' || note === 'Was rejected'))
    return <>{` · ${note === 'Was approved' ? t.wasApproved : t.wasRejected}`}</>;
  return (
    <>
      {' · '}
      <span translate="no">{note}</span>
    </>
  );
}

function ReportList({ reports, title }: { reports: ReportRecord[]; title: string }) {
  const t = useReportsWords();
  const words = useWords();
  if (!reports.length) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 grid gap-2 text-sm">
        {reports.map((r) => (
          <li key={r.id} className="rounded-lg bg-pink-50 p-2 dark:bg-stone-800">
            <p className="font-semibold">
              {words.common.reportReason[r.reason]} · {r.reporterName ? <span translate="no">{r.reporterName}</span> : t.aMember} · {shortDate(r.createdAt)}
              {r.outcome ? ` · ${t.outcome[r.outcome as keyof Words['outcome']] ?? r.outcome}` : ''}
            </p>
            <p className={r.goodStanding ? 'text-xs text-green-800 dark:text-green-300' : 'text-xs text-stone-600 dark:text-stone-400'}>
              {t.reporter} {standing(t, r)}
            </p>
            <p className="text-stone-700 dark:text-stone-300" translate="no">
              {r.details}
            </p>
            {r.message && (
              <ol aria-label={t.inConversation} className="mt-2 grid gap-1 border-l-2 border-stone-300 pl-2">
                {r.message.context.map((m) => (
                  <li key={m.id} className={m.reported ? 'font-semibold' : 'text-stone-700 dark:text-stone-300'}>
                    {m.reported ? t.reported : ''}
                    {m.senderId !== r.reporterId ? t.theReportedMember : r.reporterName ? <span translate="no">{r.reporterName}</span> : t.theReporter} ·{' '}
                    {shortDate(m.createdAt)}: <span translate="no">{m.body}</span>
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
  const t = useReportsWords();
  const words = useWords();
  const locale = useLocale();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ entry: ReportedProfile; action: ModerationActionName } | null>(null);
  const form = useStructForm(
    { note: '' },
    checkWith(ModerationBody, (v) => ({ action: pending?.action, note: v.note })),
    { restoreTyped: false, id: () => 'moderation-note' },
  );
  const [busy, setBusy] = useState(false);
  const [state, reload] = useLoad(`reports-${status}-${page}`, () => fetchReportQueue(status, page, PAGE_SIZE), t.failed);

  async function confirm() {
    const data = pending && form.submit();
    if (!pending || !data) return;
    // A warning without its reason is marked on the field, where the administrator is typing.
    if (data.action === 'warn' && !data.note?.trim()) {
      form.setErrors({ note: spoken(M.moderationWarnNeedsNote) });
      document.getElementById('moderation-note')?.focus();
      return;
    }
    setBusy(true);
    const result = await moderate(pending.entry.member.userId, data.action, data.note ?? '');
    setBusy(false);
    if (!result.ok) {
      if (result.fieldMessages?.note) return form.setErrors({ note: spoken(result.fieldMessages.note) });
      notify.error(spoken(result.error));
      return;
    }
    notify.success(t.actions[pending.action].done);
    setPending(null);
    reload();
  }

  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <Tabs
        label={t.title}
        tabs={[
          { key: 'open', label: t.open },
          { key: 'closed', label: t.reviewed },
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
            <p className="card text-stone-700 dark:text-stone-300">{status === 'open' ? t.noOpen : t.noReviewed}</p>
          ) : (
            <>
              <ul className="grid gap-4" aria-label={status === 'open' ? t.openReports : t.reviewedReports}>
                {state.data.items.map((entry) => {
                  const m = entry.member;
                  const name = m.fullName ?? words.common.member;
                  const headingId = `reported-${m.userId}`;
                  return (
                    <li key={m.userId} aria-labelledby={headingId} className="card !p-4">
                      <div className="flex flex-col gap-3 sm:flex-row">
                        <MemberPhoto url={m.photoUrl} name={name} className="h-20 w-20 shrink-0 rounded-xl" />
                        <div className="min-w-0 flex-1">
                          <h2 id={headingId} className="font-serif text-lg font-bold text-brand-deep dark:text-pink-200">
                            <a href={viewProfilePath(m.userId)} className="underline-offset-2 hover:underline" translate={m.fullName ? 'no' : undefined}>
                              {name}
                            </a>
                          </h2>
                          <p className="text-sm break-all text-stone-700 dark:text-stone-300" translate="no">
                            {m.email}
                          </p>
                          <p className="text-sm font-semibold">
                            {[
                              m.isActive ? t.active : t.deactivated,
                              m.hidden ? t.hidden : t.visible,
                              t.openCount({ count: formatNumber(locale, entry.openReports.length) }),
                            ].join(' · ')}
                          </p>
                        </div>
                      </div>
                      {entry.appeal && (
                        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-500 dark:bg-night dark:text-amber-200">
                          <h3 className="font-semibold">
                            {t.appealFrom} · {shortDate(entry.appeal.createdAt)}
                          </h3>
                          <p translate="no">{entry.appeal.text}</p>
                        </div>
                      )}
                      <ReportList reports={entry.openReports} title={t.openReports} />
                      <ReportList reports={entry.earlierReports} title={t.earlierReports} />
                      {entry.actions.length > 0 && (
                        <div className="mt-3">
                          <h3 className="text-sm font-semibold">{t.log}</h3>
                          <ul className="mt-1 text-sm text-stone-700 dark:text-stone-300">
                            {entry.actions.map((a, i) => (
                              <li key={i}>
                                {t.logged[a.action as keyof Words['logged']] ?? <span translate="no">{a.action}</span>} ·{' '}
                                {a.adminName && (
                                  <>
                                    <span translate="no">{a.adminName}</span>
                                    {' · '}
                                  </>
                                )}
                                {shortDate(a.createdAt)}
                                {a.note && <LogNote t={t} action={a.action} note={a.note} />}
                              </li>
                            ))}
                          </ul>
                        </div>
                      )}
                      <div className="mt-3 flex flex-wrap gap-2">
                        {ACTION_NAMES.map((action) => (
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
                            {t.actions[action].label}
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
        title={pending ? `${t.actions[pending.action].label}: ${pending.entry.member.fullName ?? t.dialogMember}` : ''}
        description={pending ? t.actions[pending.action].explain : undefined}
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
              label={pending.action === 'warn' ? t.reasonForMember : t.noteForLog}
              required={pending.action === 'warn'}
              maxLength={1000}
            />
            <div className="flex justify-end gap-2">
              <button type="button" className="btn btn-outline" onClick={() => setPending(null)}>
                {words.common.cancel}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? words.common.working : t.actions[pending.action].label}
              </button>
            </div>
          </form>
        )}
      </Dialog>
    </>
  );
}
