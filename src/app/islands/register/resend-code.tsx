import { useEffect, useState } from 'react';
import { resendOtp, smsNotSentOf, type PendingVerification } from '../../client/auth-calls';
import { notify } from '../../client/toast';
import { OTP_RESEND_SECONDS } from '../../../shared/constants';

import { textOf, type Message } from '../../../shared/message-code';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const JOIN_TEXT = CODED.JOIN_TEXT;

/**
 * 'Send a new code' with a visible countdown: a code was just sent when the dialog opened, and the
 * server refuses another for OTP_RESEND_SECONDS, so the button says how long to wait.
 */
export function ResendCode({ pending, say = textOf }: { pending: PendingVerification; say?: (message: Message) => string }) {
  const [readyAt, setReadyAt] = useState(() => Date.now() + OTP_RESEND_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((readyAt - now) / 1000));
  const waiting = left > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [waiting]);

  async function resend() {
    const result = await resendOtp(pending);
    if (result.ok) {
      notify.success(say(JOIN_TEXT.newCodeSent));
      // The SMS gateway failed again: the new code is in the e-mail only.
      const notSent = smsNotSentOf(result.data.otpSentTo);
      if (notSent) notify.warning(say(notSent));
      setReadyAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setNow(Date.now());
    } else notify.error(say(result.error));
  }

  return (
    <button
      type="button"
      onClick={resend}
      disabled={left > 0}
      className="min-h-11 text-sm font-semibold text-brand-deep underline underline-offset-4 disabled:text-stone-600 disabled:no-underline dark:text-pink-200 dark:disabled:text-stone-300"
    >
      {say(left > 0 ? JOIN_TEXT.sendNewCodeIn({ seconds: left }) : JOIN_TEXT.sendNewCode)}
    </button>
  );
}
