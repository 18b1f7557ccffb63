import { adminProfileWords } from '../../../shared/i18n/admin/profiles';
import { MSG } from '../../../shared/messages';
import { PATHS } from '../../dashboard/config/paths';
import { shortDate } from '../../dashboard/helpers/dates';
import { useScreenWords, useWords } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { fetchModerationRecord } from './api';

/** On the administrator's view of a profile: its reports and every moderation action, with who and when (docs/product/member-loop.md). */
export function ModerationPanel({ userId }: { userId: string }) {
  const t = useScreenWords(adminProfileWords).moderation;
  const reasons = useWords().common.reportReason;
  const [state] = useLoad(`moderation-${userId}`, () => fetchModerationRecord(userId), MSG.fetchFailed);
  if (state.status !== 'succeeded') return null;
  const { openReports, earlierReports, actions, member } = state.data;
  const reports = [...openReports, ...earlierReports];
  return (
    <section aria-labelledby="moderation" className="card mt-4">
      <h2 id="moderation" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.title}
      </h2>
      <p className="mt-1 text-sm font-semibold">{[member.isActive ? t.active : t.deactivated, member.hidden ? t.hidden : t.visible].join(' · ')}</p>
      {reports.length === 0 && actions.length === 0 ? (
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.none}</p>
      ) : (
        <ul className="mt-2 grid gap-1 text-sm text-stone-700 dark:text-stone-300">
          {reports.map((r) => (
            <li key={`r${r.id}`}>
              {t.report} · {reasons[r.reason]} · {r.reporterName ? <span translate="no">{r.reporterName}</span> : t.aMember} · {shortDate(r.createdAt)} ·{' '}
              {r.status === 'open' ? t.open : r.outcome && (t.outcome[r.outcome] ?? r.outcome)}
            </li>
          ))}
          {actions.map((a, i) => (
            <li key={`a${i}`}>
              {t.action[a.action] ?? a.action} ·{' '}
              {a.adminName && (
                <>
                  <span translate="no">{a.adminName}</span>
                  {' · '}
                </>
              )}
              {shortDate(a.createdAt)}
              {a.note && (
                <>
                  {' · '}
                  <span translate="no">{a.note}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {openReports.length > 0 && (
        <a href={PATHS.reports} className="btn btn-outline mt-3">
          {t.review}
        </a>
      )}
    </section>
  );
}
