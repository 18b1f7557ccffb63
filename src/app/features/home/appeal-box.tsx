import { lazy, Suspense } from 'react';
import { shortDate } from '../../dashboard/helpers/dates';
import { useLoad } from '../../client/use-load';
import { useWords } from '../../dashboard/helpers/i18n';
import { fetchAppeal } from './api';

const AppealForm = lazy(() => import('./appeal-form'));

/**
 * A member hidden automatically by reports is told so here and may appeal once; the appeal waits
 * for the administrators in their report queue (docs/product/member-loop.md). Nothing otherwise.
 */
export function AppealBox() {
  const words = useWords();
  const t = words.home;
  const [state, reload] = useLoad('appeal', fetchAppeal, t.fetchFailed);
  if (state.status !== 'succeeded' || !state.data.hiddenAutomatically) return null;
  const { canAppeal, appealedAt } = state.data;

  return (
    <section aria-labelledby="appeal-title" className="card mb-6 border border-amber-300 !p-5 dark:border-amber-500">
      <h2 id="appeal-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.appealTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.appealHidden}</p>
      {appealedAt && <p className="mt-2 text-sm font-semibold">{t.appealSent({ date: shortDate(appealedAt) })}</p>}
      {canAppeal && (
        <Suspense fallback={null}>
          <AppealForm onSent={reload} />
        </Suspense>
      )}
    </section>
  );
}
