import { useState, type FormEvent } from 'react';
import { validate } from 'superstruct';
import { serverMessageOr } from '../../lib/api';
import { requestPasswordReset } from '../../lib/auth-calls';
import { notify } from '../../lib/toast';
import { MSG } from '../../shared/messages';
import { ResetPasswordSchema } from '../../shared/schemas/auth';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';

/** 'Forgot password?' (spec §5, §8): e-mail check, then a reset link by e-mail. */
export function ResetDialog({ open, initialEmail, onClose }: { open: boolean; initialEmail: string; onClose: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const [invalid, data] = validate({ email }, ResetPasswordSchema, { coerce: true });
    if (invalid || !data) return setError(MSG.resetEmailInvalid);
    setError(null);
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
        <TextField
          id="reset-email"
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          error={error ?? undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-primary w-full disabled:opacity-70" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
      </form>
    </Dialog>
  );
}
