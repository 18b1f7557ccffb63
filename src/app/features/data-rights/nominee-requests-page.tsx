import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { consentWords } from '../../../shared/i18n/consents';
import type { NomineeOutcome, NomineeRequestItem } from '../../../shared/schemas/nominee';
import { TextAreaField } from '../../ui/field';
import { PageHeader } from '../../dashboard/parts/page-header';
import { Pager } from '../../dashboard/parts/pager';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { decideNomineeRequest, fetchNomineeRequests } from './api';

type Words = ReturnType<typeof consentWords>;

function RequestCard({ r, t, onDecided }: { r: NomineeRequestItem; t: Words; onDecided: () => void }) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function decide(outcome: NomineeOutcome) {
    setBusy(true);
    const result = await decideNomineeRequest(r.id, outcome, reason);
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(t.admin.decided);
    onDecided();
  }
  return (
    <li className="card" aria-labelledby={`nominee-request-${r.id}`}>
      <h2 id={`nominee-request-${r.id}`} className="font-semibold">
        {r.reference} · {r.profileCode} · {t.admin.circumstances[r.circumstance]}
      </h2>
      <p className="mt-1 text-sm">
        {`${r.name} <${r.email}> · ${dateTime(r.createdAt)} · `}
        <span className={r.namedNominee ? 'font-semibold text-emerald-800 dark:text-emerald-300' : 'font-semibold text-red-700 dark:text-red-300'}>
          {r.namedNominee ? t.admin.named : t.admin.notNamed}
        </span>
      </p>
      <p className="mt-2 text-sm">
        <span className="font-semibold">{t.admin.proof}:</span> {r.proof}
      </p>
      {r.status === 'received' ? (
        <div className="mt-3 grid gap-2">
          <TextAreaField id={`nominee-reason-${r.id}`} label={t.admin.reason} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" disabled={busy || r.memberUserId === null} onClick={() => void decide('approved')}>
              {t.admin.approve}
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void decide('rejected')}>
              {t.admin.reject}
            </button>
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm">{`${dateTime(r.decidedAt)} · ${r.decision ?? ''}`}</p>
      )}
    </li>
  );
}

/** Administrators: nominees' requests to erase an account, with their proof (docs/product/trust.md). */
export default function NomineeRequestsPage() {
  const t = consentWords(useLocale());
  const failed = useWords().settings.failed;
  const [page, setPage] = useState(1);
  const [state, reload] = useLoad(`nominee-requests-${page}`, () => fetchNomineeRequests('open', page), failed);
  return (
    <>
      <PageHeader title={t.admin.heading} intro={t.admin.lead} />
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' &&
        (state.data.items.length === 0 ? (
          <p>{t.admin.empty}</p>
        ) : (
          <>
            <ul className="grid gap-4">
              {state.data.items.map((r) => (
                <RequestCard key={r.id} r={r} t={t} onDecided={reload} />
              ))}
            </ul>
            <Pager page={state.data.page} pageSize={state.data.pageSize} total={state.data.total} onPage={setPage} />
          </>
        ))}
    </>
  );
}
