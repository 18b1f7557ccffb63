import { useState } from 'react';
import type { ApiResult } from '../../client/api';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { ErrorPanel, LoadingPanel } from './status-panel';
import { spoken } from '../helpers/i18n';

interface ToggleWords {
  title: string;
  help: string;
  label: string;
  failed: string;
  on: string;
  off: string;
}

interface ToggleSectionProps<T> {
  /** Prefix of the section's element ids: `<id>-title`, `<id>-hint` and the box `inputId`. */
  id: string;
  inputId: string;
  load: () => Promise<ApiResult<T>>;
  save: (on: boolean) => Promise<ApiResult<T>>;
  isOn: (setting: T) => boolean;
  words: ToggleWords;
}

/**
 * A Settings section that is one on/off choice saved on the server. The box shows the member's
 * choice at once; a refused save puts it back and says why.
 */
export function ToggleSection<T>({ id, inputId, load, save, isOn, words }: ToggleSectionProps<T>) {
  const [state, reload, setState] = useLoad(id, load, words.failed);
  const [pending, setPending] = useState<boolean | null>(null);
  async function choose(on: boolean) {
    setPending(on);
    const result = await save(on);
    setPending(null);
    if (!result.ok) return notify.error(spoken(result.error));
    setState({ status: 'succeeded', data: result.data });
    notify.success(on ? words.on : words.off);
  }
  return (
    <section aria-labelledby={`${id}-title`} className="card">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {words.title}
      </h2>
      <p id={`${id}-hint`} className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {words.help}
      </p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="mt-3 flex items-start gap-2">
          <input
            id={inputId}
            type="checkbox"
            className="mt-1.5"
            aria-describedby={`${id}-hint`}
            checked={pending ?? isOn(state.data)}
            disabled={pending !== null}
            onChange={(e) => void choose(e.target.checked)}
          />
          <label htmlFor={inputId} className="font-semibold">
            {words.label}
          </label>
        </div>
      )}
    </section>
  );
}
