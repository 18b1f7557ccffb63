import { useState, type FormEvent } from 'react';
import { deleteUnverified, verifyOtp, type PendingVerification } from '../../lib/auth-calls';
import { notify } from '../../lib/toast';
import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH } from '../../shared/constants';
import { AUTH_TEXT, MSG } from '../../shared/messages';
import type { VerifyOtpResult } from '../../shared/schemas/auth';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';

interface Props {
  pending: PendingVerification | null;
  onVerified: (result: VerifyOtpResult) => void;
  onClose: () => void;
}

const digits = (v: string) => v.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The login screen's OTP dialog (spec §4, §5): e-mail and SMS codes (both required). Three
 * failures delete the pending account, clear the fields, reset the counter and close.
 */
export function LoginOtpDialog({ pending, onVerified, onClose }: Props) {
  const [emailCode, setEmailCode] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [failures, setFailures] = useState(0);
  const [errors, setErrors] = useState<{ email?: string; sms?: string; general?: string }>({});
  const [busy, setBusy] = useState(false);

  const clear = () => {
    setEmailCode('');
    setSmsCode('');
    setErrors({});
    setFailures(0);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const missing = { email: emailCode ? undefined : AUTH_TEXT.emailOtpRequired, sms: smsCode ? undefined : AUTH_TEXT.mobileOtpRequired };
    if (missing.email || missing.sms) return setErrors(missing);
    setBusy(true);
    const result = await verifyOtp(pending, emailCode, smsCode);
    setBusy(false);
    if (result.ok) {
      notify.success(MSG.otpSuccessLogin);
      clear();
      return onVerified(result.data);
    }
    const count = failures + 1;
    if (count >= OTP_ATTEMPTS_ALLOWED) {
      notify.error(MSG.otpFailed3Login);
      void deleteUnverified(pending);
      clear();
      return onClose();
    }
    notify.error(MSG.otpFailed);
    setFailures(count);
    setErrors({ general: `${MSG.otpFailed}. ${OTP_ATTEMPTS_ALLOWED - count} attempt${OTP_ATTEMPTS_ALLOWED - count === 1 ? '' : 's'} left.` });
  }

  // The e-mail and SMS codes: two inputs that differ only in what they hold.
  const codeFields = [
    { id: 'login-email-otp', label: 'Email OTP', value: emailCode, error: errors.email, set: setEmailCode },
    { id: 'login-sms-otp', label: 'SMS OTP', value: smsCode, error: errors.sms, set: setSmsCode },
  ];

  const close = () => {
    clear();
    onClose();
  };

  return (
    <Dialog
      open={pending !== null}
      title="Verify your account"
      onClose={close}
      description={
        pending && (
          <>
            Your account is not verified yet. We sent a fresh {OTP_LENGTH}-digit code to <strong>{pending.email}</strong> and your mobile; enter it in both
            boxes.
          </>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {errors.general && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {errors.general}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          {codeFields.map(({ id, label, value, error, set }) => (
            <TextField
              key={id}
              id={id}
              label={label}
              required
              value={value}
              error={error}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              onChange={(e) => set(digits(e.target.value))}
            />
          ))}
        </div>
        <button type="submit" className="btn btn-primary w-full disabled:opacity-70" disabled={busy}>
          {busy ? 'Verifying...' : 'Verify'}
        </button>
      </form>
    </Dialog>
  );
}
