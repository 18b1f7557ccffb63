import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $applyUpdate } from '../../pwa/dashboard-worker';
import { useWords } from '../helpers/i18n';

/**
 * "A new version of this site is ready. Reload to update": shown while a new service worker waits
 * (docs/decisions/040). Announced politely, reachable by keyboard, never takes focus by itself;
 * "Later" hides it until the next page load.
 */
export function UpdatePrompt() {
  const apply = useStore($applyUpdate);
  const [dismissed, setDismissed] = useState(false);
  const words = useWords();
  if (!apply || dismissed) return null;
  return (
    <section
      aria-labelledby="update-prompt-text"
      className="fixed right-4 bottom-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 text-sm shadow-lg dark:border-stone-700 dark:bg-night-2"
    >
      <p id="update-prompt-text" role="status" className="font-medium">
        {words.shell.updateReady}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={apply}>
          {words.shell.reloadToUpdate}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => setDismissed(true)}>
          {words.shell.later}
        </button>
      </div>
    </section>
  );
}
