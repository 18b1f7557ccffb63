// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { useState, type SubmitEvent } from 'react';
import { apiPost } from '../client/api';
// The API client sends a signed-in member's token, read from the auth store once it loads: the complaint is theirs.
import '../stores/auth';
import { FieldFrame, TextAreaField, TextField } from '../ui/field';
import { fieldErrors } from '../ui/field-errors';
import { formatDate } from '../../shared/i18n/format';
import { grievanceWords } from '../../shared/i18n/grievances';
import type { Locale } from '../../shared/i18n/locales';
import {
  GRIEVANCE_KINDS,
  GRIEVANCE_TEXT_MAX,
  grievanceBody,
  grievanceLookup,
  type GrievanceFiled,
  type GrievanceStatusView,
} from '../../shared/schemas/grievances';

type Errors = Record<string, string>;

const EMPTY = { kind: '', name: '', email: '', profileCode: '', description: '' };

/** Filing a complaint with the grievance officer (docs/product/trust.md): anyone may, and gets a ticket number. */
function FileComplaint({ locale }: { locale: Locale }) {
  const t = grievanceWords(locale);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [filed, setFiled] = useState<GrievanceFiled | null>(null);
  const [failed, setFailed] = useState(false);
  const schema = grievanceBody(t.check);
  const set = (name: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors(fieldErrors(schema, { ...values, [name]: value, locale }));
  };

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...values, locale, profileCode: values.profileCode.trim() || undefined };
    const found = fieldErrors(schema, body);
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length) {
      document.getElementById(`grievance-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setSending(true);
    const result = await apiPost<GrievanceFiled>('/grievances', body);
    setSending(false);
    if (result.ok) {
      setFiled(result.data);
      setValues(EMPTY);
    } else setFailed(true);
  }

  const field = (name: keyof typeof EMPTY) => ({
    id: `grievance-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  return (
    <>
      {filed && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-bold">{t.form.filed({ ticket: filed.ticket })}</p>
          <p className="mt-1 text-sm">{t.status.acknowledgeBy({ date: formatDate(locale, new Date(filed.acknowledgeDueAt)) })}</p>
          <p className="mt-1 text-sm">{t.status.decideBy({ date: formatDate(locale, new Date(filed.decideDueAt)) })}</p>
          <p className="mt-1 text-sm">{t.form.filedMail}</p>
        </div>
      )}
      {failed && (
        <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
          {t.form.failed}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t.form.name} className="grid gap-5">
        <FieldFrame id="grievance-kind" label={t.form.kind} required error={errors.kind}>
          {(control) => (
            <select {...control} name="kind" value={values.kind} onChange={(e) => set('kind', e.target.value)}>
              <option value="">{t.form.choose}</option>
              {GRIEVANCE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t.kinds[k]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField {...field('name')} label={t.form.fullName} required autoComplete="name" maxLength={110} />
        <TextField {...field('email')} label={t.form.email} required type="email" autoComplete="email" inputMode="email" maxLength={260} />
        <TextField {...field('profileCode')} label={t.form.profileCode} hint={t.form.profileCodeHint} autoCapitalize="characters" maxLength={12} />
        <TextAreaField
          {...field('description')}
          label={t.form.description}
          hint={t.form.descriptionHint}
          required
          rows={6}
          maxLength={GRIEVANCE_TEXT_MAX + 10}
        />
        <div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t.form.sending : t.form.submit}
          </button>
        </div>
      </form>
    </>
  );
}

/** Following a complaint by its ticket number and the address it was filed with. */
function FollowComplaint({ locale }: { locale: Locale }) {
  const t = grievanceWords(locale);
  const [values, setValues] = useState({ ticket: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [found, setFound] = useState<GrievanceStatusView | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const schema = grievanceLookup(t.check);
  const date = (iso: string) => formatDate(locale, new Date(iso));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = fieldErrors(schema, values);
    setErrors(checked);
    setMissing(false);
    setFound(null);
    if (Object.keys(checked).length) return;
    setBusy(true);
    const result = await apiPost<GrievanceStatusView>('/grievances/status', values);
    setBusy(false);
    if (result.ok) setFound(result.data);
    else setMissing(true);
  }

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label={t.page.track} className="grid gap-4">
        <TextField
          id="grievance-ticket"
          label={t.status.ticket}
          required
          value={values.ticket}
          error={errors.ticket}
          autoCapitalize="characters"
          maxLength={20}
          onChange={(e) => setValues((v) => ({ ...v, ticket: e.target.value }))}
        />
        <TextField
          id="grievance-track-email"
          label={t.status.email}
          required
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          maxLength={260}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <div>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t.status.show}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {missing && <p className="mt-4 text-red-800 dark:text-red-200">{t.status.notFound}</p>}
        {found && (
          <div className="mt-4 rounded-xl bg-pink-50 p-4 dark:bg-stone-800">
            <p className="font-bold">
              <span translate="no">{found.ticket}</span> · {t.kinds[found.kind]} · {t.status.states[found.status]}
            </p>
            <ul className="mt-2 grid gap-1 text-sm">
              <li>{t.status.filedOn({ date: date(found.filedAt) })}</li>
              <li>
                {found.acknowledgedAt
                  ? t.status.acknowledgedOn({ date: date(found.acknowledgedAt) })
                  : t.status.acknowledgeBy({ date: date(found.acknowledgeDueAt) })}
              </li>
              {found.takenDownAt && <li>{t.status.takenDownOn({ date: date(found.takenDownAt) })}</li>}
              <li>{found.decidedAt ? t.status.decidedOn({ date: date(found.decidedAt) }) : t.status.decideBy({ date: date(found.decideDueAt) })}</li>
            </ul>
            {found.outcome && (
              <>
                <p className="mt-3 font-semibold">{t.status.outcomes[found.outcome]}</p>
                {found.decision && (
                  <p className="mt-1 text-sm">
                    {t.status.reason}: <span translate="no">{found.decision}</span>
                  </p>
                )}
                <p className="mt-2 text-sm">{t.page.appeal}</p>
              </>
            )}
          </div>
        )}
      </div>
    </>
  );
}

export default function GrievanceForm({ locale = 'en', part }: { locale?: Locale; part: 'file' | 'follow' }) {
  return part === 'file' ? <FileComplaint locale={locale} /> : <FollowComplaint locale={locale} />;
}
