import { useState } from 'react';
import { notify } from '../../client/toast';
import { MAIL_TOPICS, MailPreferencesBody, modesOf, type MailMode, type MailPreferences } from '../../../shared/schemas/notification-mail';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useLoad } from '../../client/use-load';
import { fetchMailPreferences, saveMailPreferences } from './api';
import { useWords } from '../../dashboard/helpers/i18n';

function MailPreferencesForm({ saved, onSaved }: { saved: MailPreferences; onSaved: () => void }) {
  /** Only the topics whose mode differs from the saved one are sent. */
  const changed = (choice: Record<string, string>) => Object.fromEntries(MAIL_TOPICS.filter((t) => choice[t] !== saved[t]).map((t) => [t, choice[t]]));
  const form = useStructForm<keyof MailPreferences, Partial<MailPreferences>>(saved, checkWith(MailPreferencesBody, changed), { restoreTyped: false });
  const choice = form.values;
  const [busy, setBusy] = useState(false);
  const t = useWords().settings;
  const changes = changed(choice);
  async function save() {
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await saveMailPreferences(data);
    setBusy(false);
    if (!result.ok) return notify.error(result.message);
    notify.success(t.mailSaved);
    onSaved();
  }
  return (
    <form
      className="mt-3 grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {MAIL_TOPICS.map((topic) => (
          <fieldset key={topic} className="grid gap-1 rounded-lg border border-stone-200 p-3 dark:border-stone-700">
            <legend className="px-1 font-semibold">{t.mailTopic[topic]}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {modesOf(topic).map((mode: MailMode) => (
                <div key={mode} className="flex items-center gap-2">
                  <input
                    id={`mail-${topic}-${mode}`}
                    type="radio"
                    name={`mail-${topic}`}
                    checked={choice[topic] === mode}
                    onChange={() => form.set(topic, mode)}
                  />
                  <label htmlFor={`mail-${topic}-${mode}`}>{t.mailMode[mode]}</label>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{t.mailNote}</p>
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || Object.keys(changes).length === 0}>
          {busy ? t.saving : t.mailSave}
        </button>
      </div>
    </form>
  );
}

/** E-mail notifications per topic: right away, in the daily summary, or off (docs/product/member-loop.md). */
export function MailPreferencesSection() {
  const t = useWords().settings;
  const [state, reload] = useLoad('mail-preferences', fetchMailPreferences, t.mailFailed);
  return (
    <section aria-labelledby="mail-preferences-title" className="card lg:col-span-2">
      <h2 id="mail-preferences-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.mailTitle}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.mailHelp}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && <MailPreferencesForm key={JSON.stringify(state.data)} saved={state.data} onSaved={reload} />}
    </section>
  );
}
