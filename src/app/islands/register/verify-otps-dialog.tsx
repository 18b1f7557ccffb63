import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../client/api';
import { verifyOtp, type PendingVerification } from '../../client/auth-calls';
import { notify } from '../../client/toast';
import { formsText } from '../../../shared/i18n/forms';
import type { Locale } from '../../../shared/i18n/locales';
import { useSay } from '../../../shared/i18n/forms/use-say';
import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH } from '../../../shared/constants';

import { OtpCodeSchema, type VerifyOtpResult } from '../../../shared/schemas/auth';
import { Dialog } from '../../ui/dialog';
import { CodeField } from '../../ui/code-field';
import { useStructForm } from '../../ui/use-struct-form';
import { ResendCode } from './resend-code';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

interface Props {
  pending: PendingVerification | null;
  onVerified: (result: VerifyOtpResult) => void;
  /** Third failure: the caller deletes the account, resets registration and clears the form. */
  onFailedThrice: (pending: PendingVerification) => void;
  onClose: () => void;
  locale?: Locale;
}

/** Step 2 (docs/product/pages.md, docs/product/states.md): 'Verify OTPs' with ONE input whose value is sent as both codes. */
export function VerifyOtpsDialog({ pending, onVerified, onFailedThrice, onClose, locale = 'en' }: Props) {
  const t = formsText(locale).dialogs;
  const say = useSay(locale);
  const form = useStructForm({ code: '' }, OtpCodeSchema, { restoreTyped: false, say, id: () => 'otp-code' });
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
      notify.success(say(MSG.otpSuccess));
      clear();
      return onVerified(result.data);
    }
    const count = failures + 1;
    // The third failure says one thing: what happened (the page explains what to do next).
    if (count >= OTP_ATTEMPTS_ALLOWED) {
      notify.warning(say(MSG.otpFailed3));
      clear();
      return onFailedThrice(pending);
    }
    notify.warning(say(MSG.otpFailedWarning));
    setFailures(count);
    form.load({ code: '' });
    form.setErrors({ code: serverMessageOr(result, MSG.otpFailed) });
  }

  return (
    <Dialog
      open={pending !== null}
      title={t.registerVerifyTitle}
      onClose={onClose}
      description={
        pending && (
          <>
            {t.codeBefore({ digits: String(OTP_LENGTH) })} <strong>{pending.email}</strong> {t.codeMiddle} <strong>{pending.mobile}</strong>
            {t.codeAfter}
          </>
        )
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {pending?.smsNotSent && (
          <p
            role="status"
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-500 dark:bg-night-2 dark:text-amber-200"
          >
            {say(pending.smsNotSent)}
          </p>
        )}
        <CodeField
          id="otp-code"
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
