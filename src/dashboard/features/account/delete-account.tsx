import { useState, type FormEvent } from 'react';
import { ACCOUNT_TEXT, DeleteAccountSchema } from '../../../shared/schemas/account';
import { TextField } from '../../../ui/field';
import { useStructForm } from '../../../ui/use-struct-form';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { leaveDashboard } from '../../lib/session';
import { deleteMyAccount } from './api';

/** Delete my account: the password confirms who asks, a dialog confirms the intent. */
export function DeleteAccount() {
  const form = useStructForm({ password: '' }, DeleteAccountSchema, { restoreTyped: false });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (form.submit()) setAsking(true);
  }

  async function remove() {
    setBusy(true);
    const result = await deleteMyAccount(form.values.password);
    setBusy(false);
    setAsking(false);
    if (!result.ok) return form.setErrors({ password: result.fields?.password ?? result.message ?? ACCOUNT_TEXT.deleteFailed });
    leaveDashboard('/', ACCOUNT_TEXT.deleted, 'success');
  }

  return (
    <section aria-labelledby="delete-title" className="card max-w-2xl border-red-300 dark:border-red-400">
      <h2 id="delete-title" className="font-serif text-xl font-bold text-red-700 dark:text-red-300">
        Delete my account
      </h2>
      <p className="mt-2 text-stone-700 dark:text-stone-300">
        This removes your account, profile, documents, interests and subscriptions for good. Records of your sign-ins (time and IP address) are kept for audit,
        and payments you made stay in our accounts as the law requires, without your name or contact details.
      </p>
      <form noValidate onSubmit={ask} className="mt-4 grid max-w-sm gap-4">
        <TextField {...form.field('password')} label="Your password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-600">
          Delete my account
        </button>
      </form>
      <ConfirmDialog
        open={asking}
        title="Delete your account?"
        message="Your account and everything in it will be deleted. This cannot be undone."
        confirmLabel="Delete for good"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      />
    </section>
  );
}
