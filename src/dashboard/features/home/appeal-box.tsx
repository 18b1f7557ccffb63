import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { AppealBody } from '../../../shared/schemas/interests';
import { TextAreaField } from '../../../ui/field';
import { useStructForm } from '../../../ui/use-struct-form';
import { shortDate } from '../../lib/dates';
import { useLoad } from '../../../lib/use-load';
import { useWords } from '../../lib/i18n';
import { fetchAppeal, sendAppeal } from './api';

/**
 * A member hidden automatically by reports is told so here and may appeal once; the appeal waits
 * for the administrators in their report queue (docs/product/member-loop.md). Nothing otherwise.
 */
export function AppealBox() {
  const words = useWords();
  const t = words.home;
  const [state, reload] = useLoad('appeal', fetchAppeal, t.fetchFailed);
  const form = useStructForm({ text: '' }, AppealBody, { restoreTyped: false, id: () => 'appeal-text' });
  const [busy, setBusy] = useState(false);
  if (state.status !== 'succeeded' || !state.data.hiddenAutomatically) return null;
  const { canAppeal, appealedAt } = state.data;

  async function submit() {
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await sendAppeal(data.text);
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(t.appealDone);
    reload();
  }

  return (
    <section aria-labelledby="appeal-title" className="card mb-6 border border-amber-300 !p-5 dark:border-amber-500">
      <h2 id="appeal-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.appealTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.appealHidden}</p>
      {appealedAt && <p className="mt-2 text-sm font-semibold">{t.appealSent(shortDate(appealedAt))}</p>}
      {canAppeal && (
        <form
          className="mt-3 grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextAreaField {...form.field('text')} label={t.appealLabel} required maxLength={1000} />
          <div>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t.appealSend}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
