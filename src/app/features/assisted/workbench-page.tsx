import { assistedWords } from '../../../shared/i18n/assisted';
import type { WorkbenchRow } from '../../../shared/schemas/assisted';
import { useLoad } from '../../client/use-load';
import { workbenchMemberPath } from '../../dashboard/config/paths';
import { PageHeader } from '../../dashboard/parts/page-header';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { dateTime } from '../../dashboard/helpers/dates';
import { useLocale } from '../../dashboard/helpers/i18n';
import { fetchWorkbench } from './api';

type Words = ReturnType<typeof assistedWords>;
const statusOf = (t: Words, status: string) => (t.statuses as Record<string, string>)[status] ?? status;

/** What is due for a member: the first call (overdue marked), then this week's shortlist. */
export function DueLine({ t, row }: { t: Words; row: WorkbenchRow }) {
  if (!row.firstCallAt)
    return (
      <p className={row.overdue ? 'font-semibold text-red-700 dark:text-red-300' : ''}>
        {t.workbench.firstCallDue({ when: dateTime(row.firstCallDueAt) })}
        {row.overdue && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs dark:bg-red-950">{t.workbench.overdue}</span>}
      </p>
    );
  return (
    <>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t.workbench.firstCallDone({ when: dateTime(row.firstCallAt) })}</p>
      {row.shortlistDue && <p className="font-semibold text-amber-800 dark:text-amber-200">{t.workbench.shortlistDue}</p>}
    </>
  );
}

/** The relationship manager's workbench: their members with what is due, nearest first as the server orders them. */
export default function WorkbenchPage() {
  const t = assistedWords(useLocale());
  const [state, reload] = useLoad('assisted-workbench', fetchWorkbench, t.workbench.failed);
  return (
    <>
      <PageHeader title={t.workbench.title} intro={t.workbench.intro} />
      <section aria-labelledby="workbench-members">
        <h2 id="workbench-members" className="text-lg font-bold">
          {t.workbench.members}
        </h2>
        {state.status === 'loading' && <LoadingPanel />}
        {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
        {state.status === 'succeeded' &&
          (state.data.length === 0 ? (
            <p className="mt-2 text-stone-600 dark:text-stone-300">{t.workbench.none}</p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {state.data.map((row) => (
                <li key={row.userId} className="card !p-4" aria-labelledby={`workbench-${row.userId}`}>
                  <h3 id={`workbench-${row.userId}`} className="font-serif text-lg font-bold">
                    <a href={workbenchMemberPath(row.userId)} className="underline-offset-2 hover:underline" translate="no">
                      {row.name}
                    </a>
                  </h3>
                  <p className="text-sm text-stone-600 dark:text-stone-300">
                    {row.profileCode && <span translate="no">{row.profileCode} · </span>}
                    {statusOf(t, row.status)}
                  </p>
                  <div className="mt-1">
                    <DueLine t={t} row={row} />
                  </div>
                </li>
              ))}
            </ul>
          ))}
      </section>
    </>
  );
}
