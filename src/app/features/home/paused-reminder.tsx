import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { useWords } from '../../dashboard/helpers/i18n';
import { shortDate } from '../../dashboard/helpers/dates';
import { fetchPauseState, resumeProfile } from './api';

/**
 * The home's reminder that the member paused their profile (docs/product/documents-and-photos.md):
 * while paused nobody finds them, so the home says so plainly and shows it again in one tap.
 * Nothing when the profile is visible, or when the state cannot be read.
 */
export function PausedReminder() {
  const words = useWords();
  const [state, , setState] = useLoad('pause-state', fetchPauseState, words.common.loading);
  const [busy, setBusy] = useState(false);
  if (state.status !== 'succeeded' || !state.data.paused) return null;
  async function resume() {
    setBusy(true);
    const result = await resumeProfile();
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(words.home.visibleAgain);
    setState({ status: 'succeeded', data: result.data });
  }
  return (
    <section
      aria-label={words.home.paused}
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950 dark:border-amber-600 dark:bg-night-2 dark:text-amber-100"
    >
      <p className="min-w-0 font-semibold">{words.home.pausedReminder({ date: shortDate(state.data.pausedAt) })}</p>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void resume()}>
        {words.home.showAgain}
      </button>
    </section>
  );
}
