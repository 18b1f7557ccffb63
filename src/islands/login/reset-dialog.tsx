import { useState, type FormEvent } from 'react';
import { validate } from 'superstruct';
import { serverMessageOr } from '../../lib/api';
import { requestPasswordReset } from '../../lib/auth-calls';
import { notify } from '../../lib/toast';
import { MSG } from '../../shared/messages';
import { ResetPasswordSchema } from '../../shared/schemas/auth';
import { describeStructError } from '../../shared/validation/errors';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { useStructForm, type FormCheck } from '../../ui/use-struct-form';

/**
 * The reset schema over a field named apart from the sign-in form's e-mail beside it, so the
 * dialog's input keeps an id of its own on the login page.
 */
const checkReset: FormCheck<'resetEmail', { email: string }> = ({ resetEmail }) => {
  const [invalid, data] = validate({ email: resetEmail }, ResetPasswordSchema, { coerce: true });
  if (invalid) return { data: null, fields: { resetEmail: describeStructError(invalid).fields.email ?? MSG.resetEmailInvalid } };
  return { data, fields: {} };
};

/** 'Forgot password?' (spec §5, §8): e-mail check, then a reset link by e-mail. */
export function ResetDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const form = useStructForm({ resetEmail: initialEmail }, checkReset, { restoreTyped: false });
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await requestPasswordReset(data.email);
    setBusy(false);
    if (result.ok && result.data.success) {
      notify.success(MSG.resetSuccess);
      onClose();
    } else notify.error(result.ok ? result.data.message || MSG.resetFailed : serverMessageOr(result, MSG.resetFailed, MSG.unexpectedError));
  }

  return (
    <Dialog
      open={open}
      title="Reset your password"
      onClose={onClose}
      description="Enter the e-mail address you registered with. If it has an account, we will send a link to set a new password."
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField {...form.field('resetEmail')} label="Email" required type="email" inputMode="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary w-full disabled:opacity-70" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </Dialog>
  );
}
