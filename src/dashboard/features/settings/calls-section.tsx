import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { useLoad } from '../../../lib/use-load';
import { fetchCallSetting, saveCallSetting } from './api';
import { useWords } from '../../lib/i18n';

/** Whether connected members may call me (docs/product/calls-and-push.md). */
export function CallsSection() {
  const t = useWords().calls;
  const [state, reload, setState] = useLoad('call-setting', fetchCallSetting, t.settingsFailed);
  const [pending, setPending] = useState<boolean | null>(null);
  async function save(on: boolean) {
    setPending(on);
    const result = await saveCallSetting(on);
    setPending(null);
    if (!result.ok) return notify.error(result.message);
    setState({ status: 'succeeded', data: result.data });
    notify.success(on ? t.settingsOn : t.settingsOff);
  }
  return (
    <section aria-labelledby="calls-setting-title" className="card">
      <h2 id="calls-setting-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.settingsTitle}
      </h2>
      <p id="calls-setting-hint" className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t.settingsHelp}
      </p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="mt-3 flex items-start gap-2">
          <input
            id="calls-enabled"
            type="checkbox"
            className="mt-1.5"
            aria-describedby="calls-setting-hint"
            checked={pending ?? state.data.callsEnabled}
            disabled={pending !== null}
            onChange={(e) => void save(e.target.checked)}
          />
          <label htmlFor="calls-enabled" className="font-semibold">
            {t.settingsLabel}
          </label>
        </div>
      )}
    </section>
  );
}
