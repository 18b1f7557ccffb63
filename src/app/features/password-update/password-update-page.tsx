import { useState, type FormEvent } from 'react';
import { notify } from '../../client/toast';

import { UpdatePasswordSchema } from '../../../shared/schemas/auth';
import { TextField } from '../../ui/field';
import { PasswordMeter } from '../../ui/password-meter';
import { useStructForm } from '../../ui/use-struct-form';
import { PageHeader } from '../../dashboard/parts/page-header';
import { updatePassword } from './api';
import { spoken, useLocale, useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password Update (docs/product/pages.md, docs/product/messages.md): current, new and confirmation; other sessions end on success. */
export default function PasswordUpdatePage() {
  const form = useStructForm(EMPTY, UpdatePasswordSchema, { restoreTyped: false });
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const t = useWords().passwordUpdate;
  const locale = useLocale();
  const say = useSpoken();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (!form.submit()) return;
    setSaving(true);
    const result = await updatePassword(form.values);
    setSaving(false);
    if (result.ok) {
      form.reset();
      // Said on the screen and by mail (the mail tells the member if someone else changed it).
      setStatus({ kind: 'ok', text: `${t.updated} ${t.confirmationMailed}` });
      notify.success(t.updated);
      return;
    }
    // No reply at all is a network failure ('Network error', docs/product/messages.md); otherwise the server's words.
    const text = spoken(result.status === undefined ? MSG.networkError : result.serverMessage ? result.error : MSG.passwordUpdateFailed);
    form.setErrors(result.fieldMessages ?? {});
    setStatus({ kind: 'error', text });
    notify.error(text);
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField {...form.field(name)} label={label} type="password" required autoComplete={autoComplete} />
  );
  return (
    <>
      <PageHeader title={t.title} intro={t.intro} />
      <form noValidate onSubmit={(e) => void submit(e)} className="card grid max-w-md gap-5">
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-lg p-3 font-semibold ${status.kind === 'ok' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'border border-red-300 text-red-700 dark:text-red-300'}`}
          >
            {status.text}
          </p>
        )}
        {field('currentPassword', t.current, 'current-password')}
        {field('newPassword', t.new, 'new-password')}
        <PasswordMeter id="update-password-strength" password={form.values.newPassword} say={say} locale={locale} />
        {field('confirmPassword', t.confirm, 'new-password')}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t.updating : t.submit}
        </button>
      </form>
    </>
  );
}
