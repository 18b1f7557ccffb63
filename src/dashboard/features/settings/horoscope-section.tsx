import { useState } from 'react';
import { notify } from '../../../lib/toast';
import { ErrorPanel, LoadingPanel } from '../../components/status-panel';
import { useLoad } from '../../../lib/use-load';
import { fetchHoroscopeSetting, saveHoroscopeSetting } from './api';
import { useWords } from '../../lib/i18n';

/** The opt-in to guna milan on viewed profiles (docs/decisions/037-guna-milan.md). */
export function HoroscopeSection() {
  const t = useWords().settings;
  const [state, reload, setState] = useLoad('horoscope-setting', fetchHoroscopeSetting, t.horoscopeFailed);
  // The box shows the member's choice at once; a refused save puts it back and says why.
  const [pending, setPending] = useState<boolean | null>(null);
  async function save(on: boolean) {
    setPending(on);
    const result = await saveHoroscopeSetting(on);
    setPending(null);
    if (!result.ok) return notify.error(result.message);
    setState({ status: 'succeeded', data: result.data });
    notify.success(on ? t.horoscopeOn : t.horoscopeOff);
  }
  return (
    <section aria-labelledby="horoscope-title" className="card">
      <h2 id="horoscope-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.horoscopeTitle}
      </h2>
      <p id="horoscope-hint" className="mt-2 text-sm text-stone-700 dark:text-stone-300">
        {t.horoscopeHelp}
      </p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <div className="mt-3 flex items-start gap-2">
          <input
            id="horoscope-matching"
            type="checkbox"
            className="mt-1.5"
            aria-describedby="horoscope-hint"
            checked={pending ?? state.data.horoscopeMatching}
            disabled={pending !== null}
            onChange={(e) => void save(e.target.checked)}
          />
          <label htmlFor="horoscope-matching" className="font-semibold">
            {t.horoscopeLabel}
          </label>
        </div>
      )}
    </section>
  );
}
