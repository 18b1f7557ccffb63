import { useState, type FormEvent } from 'react';
import { validate } from 'superstruct';
import { serverMessageOr } from '../../client/api';
import { shownBy, uncoded } from '../../../shared/message-code';
import { requestPasswordReset } from '../../client/auth-calls';
import { notify } from '../../client/toast';
import { formsText } from '../../../shared/i18n/forms';
import { useSay } from '../../../shared/i18n/forms/use-say';
import type { Locale } from '../../../shared/i18n/locales';

import { ResetPasswordSchema } from '../../../shared/schemas/auth';
import { describeStructError } from '../../../shared/validation/errors';
import { Dialog } from '../../ui/dialog';
import { TextField } from '../../ui/field';
import { useStructForm, type FormCheck } from '../../ui/use-struct-form';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/**
 * The reset schema over a field named apart from the sign-in form's e-mail beside it, so the
 * dialog's input keeps an id of its own on the login page.
 */
const checkReset: FormCheck<'resetEmail', { email: string }> = ({ resetEmail }) => {
  const [invalid, data] = validate({ email: resetEmail }, ResetPasswordSchema, { coerce: true });
  if (!invalid) return { data, fields: {} };
  const { fields, fieldCodes } = describeStructError(invalid);
  return { data: null, fields: { resetEmail: fieldCodes.email ?? fields.email ?? MSG.resetEmailInvalid } };
};

/** 'Forgot password?' (docs/product/validation.md, docs/product/messages.md): e-mail check, then a reset link by e-mail. */
export function ResetDialog({ open, initialEmail, onClose, locale = 'en' }: { open: boolean; initialEmail: string; onClose: () => void; locale?: Locale }) {
  const t = formsText(locale).dialogs;
  const email = formsText(locale).login.email;
  const say = useSay(locale);
  const form = useStructForm({ resetEmail: initialEmail }, checkReset, { restoreTyped: false, say });
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await requestPasswordReset(data.email);
    setBusy(false);
    if (result.ok && result.data.success) {
      notify.success(say(MSG.resetSuccess));
      onClose();
    } else if (result.ok) {
      // An older server answered `success: false` with an English sentence and no code: shown as it came.
      notify.error(say(result.data.message ? uncoded(result.data.message) : MSG.resetFailed));
    } else notify.error(shownBy(say, serverMessageOr(result, MSG.resetFailed, MSG.unexpectedError)));
  }

  return (
    <Dialog open={open} title={t.resetTitle} onClose={onClose} description={t.resetLead}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField {...form.field('resetEmail')} label={email} required type="email" inputMode="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary w-full disabled:opacity-70" disabled={busy}>
          {busy ? t.resetSubmitting : t.resetSubmit}
        </button>
      </form>
    </Dialog>
  );
}
