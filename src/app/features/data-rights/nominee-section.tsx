import { useState } from 'react';
import { notify } from '../../client/toast';
import { useLoad } from '../../client/use-load';
import { consentWords } from '../../../shared/i18n/consents';
import { localePath } from '../../../shared/i18n/locales';
import { NOMINEE_RELATIONS, nomineeBody, type NomineeState } from '../../../shared/schemas/nominee';
import { SelectField, TextField } from '../../ui/field';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { spoken, useLocale, useWords } from '../../dashboard/helpers/i18n';
import { fetchNominee, removeNominee, saveNominee } from './api';

type Words = ReturnType<typeof consentWords>;

function NomineeForm({ t, current, onSaved }: { t: Words; current: NomineeState['nominee']; onSaved: (state: NomineeState) => void }) {
  const form = useStructForm(
    {
      name: current?.name ?? '',
      relation: current ? String(NOMINEE_RELATIONS.indexOf(current.relation) + 1) : '',
      email: current?.email ?? '',
      mobile: current?.mobile ?? '',
    },
    // The list's choices are numbered from 1; the request names the relation by its code.
    checkWith(nomineeBody(t.nominee.check), (v) => ({ ...v, relation: NOMINEE_RELATIONS[Number(v.relation) - 1] ?? v.relation })),
    { restoreTyped: false, id: (name) => `nominee-${name}` },
  );
  const [busy, setBusy] = useState(false);
  async function run(call: () => ReturnType<typeof removeNominee>, done: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) return notify.error(spoken(result.error));
    notify.success(done);
    onSaved(result.data);
  }
  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const data = form.submit();
        if (data) void run(() => saveNominee(data), t.nominee.saved);
      }}
    >
      <TextField {...form.field('name')} label={t.nominee.name} required autoComplete="off" />
      <SelectField
        {...form.field('relation')}
        label={t.nominee.relation}
        required
        placeholder="—"
        options={NOMINEE_RELATIONS.map((r, i) => ({ id: i + 1, name: t.nominee.relations[r] }))}
      />
      <TextField {...form.field('email')} label={t.nominee.email} type="email" required autoComplete="off" />
      <TextField {...form.field('mobile')} label={t.nominee.mobile} type="tel" inputMode="tel" autoComplete="off" />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t.nominee.save}
        </button>
        {current && (
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void run(removeNominee, t.nominee.removed)}>
            {t.nominee.remove}
          </button>
        )}
      </div>
    </form>
  );
}

/** The nominee who may ask for the account to be erased after the member's death or in her incapacity (docs/product/trust.md). */
export function NomineeSection() {
  const locale = useLocale();
  const t = consentWords(locale);
  const failed = useWords().settings.failed;
  const [state, reload, setState] = useLoad('nominee', fetchNominee, failed);
  return (
    <section aria-labelledby="nominee-title" className="card lg:col-span-2">
      <h2 id="nominee-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {t.nominee.heading}
      </h2>
      <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{t.nominee.lead}</p>
      <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">
        {t.request.policyLead}{' '}
        <a href={localePath(locale, '/nominee-request')} className="font-semibold text-brand-deep underline underline-offset-2 dark:text-pink-200">
          {t.request.title}
        </a>
      </p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          {!state.data.nominee && <p className="mt-2">{t.nominee.none}</p>}
          <NomineeForm
            key={state.data.nominee?.updatedAt ?? 'none'}
            t={t}
            current={state.data.nominee}
            onSaved={(data) => setState({ status: 'succeeded', data })}
          />
        </>
      )}
    </section>
  );
}
