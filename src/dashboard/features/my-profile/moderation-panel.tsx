import { REPORT_REASON_LABELS } from '../../../shared/schemas/interests';
import { PATHS } from '../../config/paths';
import { shortDate } from '../../lib/dates';
import { useLoad } from '../../../lib/use-load';
import { fetchModerationRecord } from './api';

const ACTION_WORDS: Record<string, string> = {
  'auto-hide': 'Hidden automatically',
  dismiss: 'Dismissed',
  warn: 'Warned',
  hide: 'Hidden',
  deactivate: 'Deactivated',
};

/** On the administrator's view of a profile: its reports and every moderation action, with who and when (docs/product/member-loop.md). */
export function ModerationPanel({ userId }: { userId: string }) {
  const [state] = useLoad(`moderation-${userId}`, () => fetchModerationRecord(userId), 'Failed to fetch');
  if (state.status !== 'succeeded') return null;
  const { openReports, earlierReports, actions, member } = state.data;
  const reports = [...openReports, ...earlierReports];
  return (
    <section aria-labelledby="moderation" className="card mt-4">
      <h2 id="moderation" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        Reports and moderation
      </h2>
      <p className="mt-1 text-sm font-semibold">
        {[member.isActive ? 'Active' : 'Deactivated', member.hidden ? 'Hidden from discovery' : 'Visible in discovery'].join(' · ')}
      </p>
      {reports.length === 0 && actions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">No reports about this member.</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm text-stone-700 dark:text-stone-300">
          {reports.map((r) => (
            <li key={`r${r.id}`}>
              Report · {REPORT_REASON_LABELS[r.reason]} · {r.reporterName ?? 'a member'} · {shortDate(r.createdAt)} · {r.status === 'open' ? 'open' : r.outcome}
            </li>
          ))}
          {actions.map((a, i) => (
            <li key={`a${i}`}>
              {ACTION_WORDS[a.action] ?? a.action} · {a.adminName ? `${a.adminName} · ` : ''}
              {shortDate(a.createdAt)}
              {a.note ? ` · ${a.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      {openReports.length > 0 && (
        <a href={PATHS.reports} className="btn btn-outline mt-3">
          Review under Reports
        </a>
      )}
    </section>
  );
}
