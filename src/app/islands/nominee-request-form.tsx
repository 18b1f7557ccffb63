// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { useState, type SubmitEvent } from 'react';
import { apiPost } from '../client/api';
import { FieldFrame, TextAreaField, TextField } from '../ui/field';
import { useStructForm } from '../ui/use-struct-form';
import { consentWords } from '../../shared/i18n/consents';
import type { Locale } from '../../shared/i18n/locales';
import { NOMINEE_CIRCUMSTANCES, NOMINEE_NAME_MAX, NOMINEE_PROOF_MAX, nomineeRequestBody, type NomineeRequestInput } from '../../shared/schemas/nominee';

type Name = 'profileCode' | 'name' | 'email' | 'circumstance' | 'proof';
const EMPTY: Record<Name, string> = { profileCode: '', name: '', email: '', circumstance: '', proof: '' };

/**
 * A nominee asks for a member's account to be erased after her death or in her incapacity
 * (docs/product/trust.md): anyone may file, the answer is a reference whatever the profile and
 * address, and an administrator decides on the proof.
 */
export default function NomineeRequestForm({ locale }: { locale: Locale }) {
  const t = consentWords(locale).request;
  const form = useStructForm<Name, NomineeRequestInput>(EMPTY, nomineeRequestBody(t.check), { id: (name) => `nominee-${name}` });
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailed(false);
    const data = form.submit();
    if (!data) return;
    setSending(true);
    const result = await apiPost<{ reference: string }>('/nominee-requests', { ...data, profileCode: data.profileCode.trim().toUpperCase(), locale });
    setSending(false);
    if (result.ok) {
      setReference(result.data.reference);
      form.reset();
    } else setFailed(true);
  }

  return (
    <>
      {reference && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-bold">{t.filed({ reference })}</p>
          <p className="mt-1 text-sm">{t.filedMail}</p>
        </div>
      )}
      {failed && (
        <p role="alert" className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100">
          {t.failed}
        </p>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t.form} className="grid gap-5">
        <TextField {...form.field('profileCode')} label={t.profileCode} hint={t.profileCodeHint} required autoCapitalize="characters" maxLength={12} />
        <TextField {...form.field('name')} label={t.name} required autoComplete="name" maxLength={NOMINEE_NAME_MAX + 10} />
        <TextField {...form.field('email')} label={t.email} hint={t.emailHint} required type="email" autoComplete="email" inputMode="email" maxLength={260} />
        <FieldFrame id="nominee-circumstance" label={t.circumstance} required error={form.errors.circumstance}>
          {(control) => (
            <select {...control} name="circumstance" value={form.values.circumstance} onChange={(e) => form.set('circumstance', e.target.value)}>
              <option value="">{t.choose}</option>
              {NOMINEE_CIRCUMSTANCES.map((c) => (
                <option key={c} value={c}>
                  {t.circumstances[c]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextAreaField {...form.field('proof')} label={t.proof} hint={t.proofHint} required rows={5} maxLength={NOMINEE_PROOF_MAX + 10} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </>
  );
}
