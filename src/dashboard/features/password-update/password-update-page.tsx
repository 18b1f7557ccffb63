import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/toast';
import { MSG } from '../../../shared/messages';
import { UpdatePasswordSchema } from '../../../shared/schemas/auth';
import { TextField } from '../../../ui/field';
import { PasswordMeter } from '../../../ui/password-meter';
import { useStructForm } from '../../../ui/use-struct-form';
import { PageHeader } from '../../components/page-header';
import { updatePassword } from './api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORD_UPDATED = 'Your password has been changed. Other devices have been signed out.';

/** Password Update (spec §2, §8): current, new and confirmation; other sessions end on success. */
export default function PasswordUpdatePage() {
  const form = useStructForm(EMPTY, UpdatePasswordSchema, { restoreTyped: false });
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    if (!form.submit()) return;
    setSaving(true);
    const result = await updatePassword(form.values);
    setSaving(false);
    if (result.ok) {
      form.reset();
      setStatus({ kind: 'ok', text: PASSWORD_UPDATED });
      notify.success(PASSWORD_UPDATED);
      return;
    }
    // No reply at all is a network failure (spec §8: 'Network error'); otherwise the server's words.
    const text = result.status === undefined ? MSG.networkError : result.message || MSG.passwordUpdateFailed;
    form.setErrors(result.fields ?? {});
    setStatus({ kind: 'error', text });
    notify.error(text);
  }

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <TextField {...form.field(name)} label={label} type="password" required autoComplete={autoComplete} />
  );
  return (
    <>
      <PageHeader title="Password Update" intro="Changing your password signs out your other devices." />
      <form noValidate onSubmit={(e) => void submit(e)} className="card grid max-w-md gap-5">
        {status && (
          <p
            role={status.kind === 'error' ? 'alert' : 'status'}
            className={`rounded-lg p-3 font-semibold ${status.kind === 'ok' ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' : 'border border-red-300 text-red-700 dark:text-red-300'}`}
          >
            {status.text}
          </p>
        )}
        {field('currentPassword', 'Current password', 'current-password')}
        {field('newPassword', 'New password', 'new-password')}
        <PasswordMeter id="update-password-strength" password={form.values.newPassword} />
        {field('confirmPassword', 'Confirm new password', 'new-password')}
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Updating…' : 'Update password'}
        </button>
      </form>
    </>
  );
}
