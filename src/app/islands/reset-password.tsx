// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { useEffect, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../client/api';
import { shownBy } from '../../shared/message-code';
import { completePasswordReset } from '../client/auth-calls';
// The API client sends a signed-in visitor's token, read from the auth store once it loads.
import '../stores/auth';
import { notify } from '../client/toast';
import { flashToast } from '../client/flash-toast';
import { formsText } from '../../shared/i18n/forms';
import { useSay } from '../../shared/i18n/forms/use-say';
import { localePath, type Locale } from '../../shared/i18n/locales';

import { CompleteResetSchema } from '../../shared/schemas/auth';
import { TextField } from '../ui/field';
import { PasswordMeter } from '../ui/password-meter';
import { useStructForm } from '../ui/use-struct-form';
import Toaster from '../ui/toaster';
import { CODED } from '../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** /reset-password?token=… : the page the e-mailed link opens; sets a new password, then /login. */
export default function ResetPasswordApp({ locale = 'en' }: { locale?: Locale }) {
  const t = formsText(locale).reset;
  const login = localePath(locale, '/login');
  const [token, setToken] = useState<string | null>(null);
  const say = useSay(locale);
  const form = useStructForm({ token: '', newPassword: '', confirmPassword: '' }, CompleteResetSchema, { say });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get('token') ?? '';
    // The address is only known in the browser, after hydration: the page is prerendered without it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToken(value);
    form.set('token', value);
    // The token must not linger in history or leak through the Referer header.
    window.history.replaceState(null, '', window.location.pathname);
    // Runs once: the token is read from the address the e-mail opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await completePasswordReset(data.token, data.newPassword, data.confirmPassword);
    setBusy(false);
    if (result.ok) {
      notify.success(t.done);
      flashToast(t.done, 'success');
      return window.location.assign(login);
    }
    const message = shownBy(say, serverMessageOr(result, MSG.resetFailed, MSG.unexpectedError));
    // A refused password is said beside its field; only a dead link needs a new one.
    if (result.fields?.newPassword) {
      form.setErrors(result.fieldMessages ?? {});
      notify.error(message);
      return;
    }
    setProblem(message);
    notify.error(message);
  }

  if (token === '')
    return (
      <p role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-stone-900">
        {t.linkMissing}{' '}
        <a href={login} className="font-semibold text-brand-deep underline">
          {t.goToLogin}
        </a>
      </p>
    );
  return (
    <>
      <Toaster />
      <form noValidate onSubmit={onSubmit} aria-label={t.formName} className="grid gap-4">
        {problem && (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300"
          >
            {problem}{' '}
            <a href={login} className="underline">
              {t.requestNewLink}
            </a>
          </p>
        )}
        <TextField
          {...form.field('newPassword')}
          error={form.errors.newPassword ?? form.errors.token}
          label={t.newPassword}
          required
          type="password"
          autoComplete="new-password"
          hint={t.newPasswordHint}
        />
        <PasswordMeter id="reset-password-strength" password={form.values.newPassword} say={say} locale={locale} />
        <TextField {...form.field('confirmPassword')} label={t.confirmPassword} required type="password" autoComplete="new-password" />
        <button type="submit" disabled={busy || token === null} className="btn btn-primary mt-1 w-full disabled:opacity-70">
          {busy ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );
}
