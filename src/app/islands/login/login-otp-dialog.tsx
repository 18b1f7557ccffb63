import { useState, type FormEvent } from 'react';
import { deleteUnverified, verifyOtp, type PendingVerification } from '../../client/auth-calls';
import { notify } from '../../client/toast';
import { formsText } from '../../../shared/i18n/forms';
import type { Locale } from '../../../shared/i18n/locales';
import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH } from '../../../shared/constants';

import { useSay } from '../../../shared/i18n/forms/use-say';
import { OtpCodeSchema, type VerifyOtpResult } from '../../../shared/schemas/auth';
import { Dialog } from '../../ui/dialog';
import { CodeField } from '../../ui/code-field';
import { useStructForm } from '../../ui/use-struct-form';
import { ResendCode } from '../register/resend-code';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

interface Props {
  pending: PendingVerification | null;
  onVerified: (result: VerifyOtpResult) => void;
  onClose: () => void;
  /** Three failures removed the account: the page explains what happened and what to do next. */
  onRemoved: () => void;
  locale?: Locale;
}

/**
 * The login screen's OTP dialog (docs/product/states.md, docs/product/validation.md): like registration, ONE code box whose value is
 * sent as both the e-mail and the SMS code (the same code goes to both). Three failures delete
 * the pending account, clear the field, reset the counter and close.
 */
export function LoginOtpDialog({ pending, onVerified, onClose, onRemoved, locale = 'en' }: Props) {
  const t = formsText(locale).dialogs;
  const say = useSay(locale);
  const form = useStructForm({ code: '' }, OtpCodeSchema, { restoreTyped: false, say, id: () => 'login-otp-code' });
  const [failures, setFailures] = useState(0);
  const [busy, setBusy] = useState(false);

  const clear = () => {
    form.reset();
    setFailures(0);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!pending) return;
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await verifyOtp(pending, data.code, data.code);
    setBusy(false);
    if (result.ok) {
      notify.success(say(MSG.otpSuccessLogin));
      clear();
      return onVerified(result.data);
    }
    const count = failures + 1;
    if (count >= OTP_ATTEMPTS_ALLOWED) {
      notify.error(say(MSG.otpFailed3Login));
      void deleteUnverified(pending);
      clear();
      onRemoved();
      return onClose();
    }
    notify.error(say(MSG.otpFailed));
    setFailures(count);
    form.load({ code: '' });
    form.setErrors({ code: MSG.otpFailed });
  }

  const close = () => {
    clear();
    onClose();
  };

  return (
    <Dialog
      open={pending !== null}
      title={t.loginVerifyTitle}
      onClose={close}
      description={
        pending && (
          <>
            {t.loginCodeBefore({ digits: String(OTP_LENGTH) })} <strong>{pending.email}</strong>
            {t.loginCodeAfter}
          </>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <CodeField
          id="login-otp-code"
          code={form.values.code}
          error={form.field('code').error || null}
          failures={failures}
          onChange={(code) => form.set('code', code)}
          say={say}
        />
        <button type="submit" className="btn btn-primary w-full disabled:opacity-70" disabled={busy}>
          {busy ? t.verifying : t.verify}
        </button>
        {pending && <ResendCode pending={pending} say={say} />}
      </form>
    </Dialog>
  );
}
