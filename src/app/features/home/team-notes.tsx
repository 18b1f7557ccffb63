import { shortDate } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { fetchTeamNotes } from './api';
import { useWords } from '../../dashboard/helpers/i18n';

/** Warnings from the administrators, with why, and the outcome of the member's reports (docs/product/member-loop.md); nothing when there is neither. */
export function TeamNotes() {
  const words = useWords();
  const [state] = useLoad('team-notes', fetchTeamNotes, words.home.fetchFailed);
  if (state.status !== 'succeeded') return null;
  const { warnings, reports } = state.data;
  if (!warnings.length && !reports.length) return null;
  return (
    <section aria-labelledby="team-notes" className="card mb-6 !p-5">
      <h2 id="team-notes" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {words.home.fromTeam}
      </h2>
      <ul className="mt-2 grid gap-2 text-sm">
        {warnings.map((w, i) => (
          <li
            key={`w${i}`}
            className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-amber-900 dark:border-amber-500 dark:bg-night dark:text-amber-200"
          >
            <span className="font-semibold">{words.home.warning({ date: shortDate(w.createdAt) })}</span> {w.reason}
          </li>
        ))}
        {reports.map((r) => (
          <li key={r.id} className="text-stone-700 dark:text-stone-300">
            <span className="font-semibold">{words.home.yourReport({ reason: words.common.reportReason[r.reason], date: shortDate(r.createdAt) })}</span>{' '}
            {r.outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}
