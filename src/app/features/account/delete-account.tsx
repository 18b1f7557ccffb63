import { useState, type FormEvent } from 'react';
import { DeleteAccountSchema } from '../../../shared/schemas/account';
import { localePath } from '../../../shared/i18n/locales';
import { currentLocale, spoken, useWords } from '../../dashboard/helpers/i18n';
import { TextField } from '../../ui/field';
import { useStructForm } from '../../ui/use-struct-form';
import { ConfirmDialog } from '../../dashboard/parts/confirm-dialog';
import { leaveDashboard } from '../../dashboard/helpers/session';
import { deleteMyAccount } from './api';

/** Delete my account: the password confirms who asks, a dialog confirms the intent. */
export function DeleteAccount() {
  const form = useStructForm({ password: '' }, DeleteAccountSchema, { restoreTyped: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useWords().account;

  function ask(event: FormEvent) {
    event.preventDefault();
    if (form.submit()) setAsking(true);
  }

  async function remove() {
    setBusy(true);
    const result = await deleteMyAccount(form.values.password);
    setBusy(false);
    setAsking(false);
    if (!result.ok) return form.setErrors({ password: spoken(result.fieldMessages?.password ?? result.error) });
    // The public home in the member's language, where the flash toast says it is done.
    leaveDashboard(localePath(currentLocale(), '/'), `${t.deleted} ${t.confirmationMailed}`, 'success');
  }

  return (
    <section aria-labelledby="delete-title" className="card max-w-2xl border-red-300 dark:border-red-400">
      <h2 id="delete-title" className="font-serif text-xl font-bold text-red-700 dark:text-red-300">
        {t.deleteTitle}
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">{t.deleteHelp}</p>
      <form noValidate onSubmit={ask} className="mt-4 grid max-w-sm gap-4">
        <TextField {...form.field('password')} label={t.yourPassword} type="password" autoComplete="current-password" required />
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-600">
          {t.delete}
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t.confirmTitle}
        message={t.confirmQuestion}
        confirmLabel={t.confirm}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
