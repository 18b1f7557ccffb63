// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../client/api';
import { shownBy } from '../../shared/message-code';
import { login, type PendingVerification } from '../client/auth-calls';
import { flashToast } from '../client/flash-toast';
import { notify } from '../client/toast';
import { formsText } from '../../shared/i18n/forms';
import { useSay } from '../../shared/i18n/forms/use-say';
import { localePath, type Locale } from '../../shared/i18n/locales';
import { SIGNED_IN_FROM_KEY } from '../../shared/storage-keys';
import { noteSignedInMember } from '../client/signed-in-member';

import { LoginSchema } from '../../shared/schemas/auth';
import { setAuth } from '../stores/auth';
import { TextField } from '../ui/field';
import { useStructForm } from '../ui/use-struct-form';
import Toaster from '../ui/toaster';
import { LoginOtpDialog } from './login/login-otp-dialog';
import { prefetchDashboard } from './login/prefetch-dashboard';
import type { Challenge } from './login/two-step-step';
import { CODED } from '../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/** Only administrators and members who turned it on meet the second step: loaded when it is due. */
const TwoStepStep = lazy(() => import('./login/two-step-step').then((m) => ({ default: m.TwoStepStep })));
// The reset dialog loads when first opened: the form is usable without it (docs/decisions/084-first-screen-at-the-floor.md).
// The code dialog comes with the form: it opens on the sign-in reply, with the code already sent.
const ResetDialog = lazy(() => import('./login/reset-dialog').then((m) => ({ default: m.ResetDialog })));

type Session = { accessToken: string | null; role: string; userName: string; userId?: number; email?: string; locale?: Locale };

/** /login (docs/product/pages.md, docs/product/states.md, docs/product/validation.md, docs/product/messages.md): sign in, verify an unverified account, or ask for a reset link. */
export default function LoginApp({ locale = 'en' }: { locale?: Locale }) {
  const t = formsText(locale).login;
  const say = useSay(locale);
  const form = useStructForm({ email: '', password: '' }, LoginSchema, { say });
  const [submitted, setSubmitted] = useState(false);
  // /login?email=… (from registration) fills in the e-mail; `submitted` says the profile was just
  // submitted. Read after hydration: the page itself is pre-rendered without them.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const email = params.get('email')?.slice(0, 254);
    if (email) form.set('email', email);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is known only after hydration
    setSubmitted(params.has('submitted'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);

  const signedIn = ({ accessToken, role, userName, userId, email, locale: accountLocale }: Session) => {
    if (!accessToken) return;
    setAuth({ accessToken, role, userName });
    try {
      // The dashboard offers this site's language when the account speaks another (language-offer.tsx).
      if (locale === 'en') sessionStorage.removeItem(SIGNED_IN_FROM_KEY);
      else sessionStorage.setItem(SIGNED_IN_FROM_KEY, locale);
    } catch {
      // storage refused: no offer
    }
    // Who signed in, so the dashboard does not ask again (src/app/client/signed-in-member.ts).
    if (accountLocale && userId !== undefined) noteSignedInMember({ userId, userName, email, role, locale: accountLocale });
    notify.success(t.loginSuccess);
    // Said again on the dashboard, which opens at once (docs/decisions/084-first-screen-at-the-floor.md).
    flashToast(t.loginSuccess, 'success');
    form.reset();
    window.location.assign('/dashboard');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    prefetchDashboard();
    setLoading(true);
    setRemoved(false);
    const result = await login(data);
    setLoading(false);
    if (!result.ok) {
      // The server's reason, 'Login failed' when it gave none, 'Network error' when it never answered (docs/product/messages.md).
      const message = shownBy(say, serverMessageOr(result, MSG.loginFailedDefault, MSG.networkError));
      // Said once, above the form, where it stays while the person tries again (no toast beside it).
      setFailed(message);
      return;
    }
    setFailed(null);
    const r = result.data;
    if (r.twoStep && r.challengeToken) return setChallenge({ token: r.challengeToken, kind: r.twoStep });
    if (r.otpVerified) return signedIn(r);
    setPending({ userId: r.userId, verificationToken: r.verificationToken ?? '', email: r.email || data.email, mobile: r.mobileNumber });
  }

  if (challenge)
    return (
      <>
        <Toaster />
        <Suspense fallback={<p role="status">{t.loading}</p>}>
          <TwoStepStep
            locale={locale}
            challenge={challenge}
            onSignedIn={signedIn}
            onRestart={() => {
              setChallenge(null);
              form.set('password', '');
            }}
          />
        </Suspense>
      </>
    );
  return (
    <>
      <Toaster />
      <form noValidate onSubmit={onSubmit} aria-label={t.formName} className="grid gap-4">
        {removed && (
          <p
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-stone-900 dark:border-amber-600 dark:bg-night-2 dark:text-stone-100"
          >
            {t.removedAfterThree}{' '}
            <a href={localePath(locale, '/register')} className="font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200">
              {t.registerAgain}
            </a>
          </p>
        )}
        {submitted && !failed && (
          <p
            role="status"
            className="rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
          >
            {t.profileSubmitted}
          </p>
        )}
        {failed && (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300"
          >
            {t.alert({ message: failed })}
          </p>
        )}
        <TextField {...form.field('email')} label={t.email} required type="email" inputMode="email" autoComplete="username" />
        {/* Someone typing a password is about to sign in: the dashboard's files start coming. */}
        <TextField {...form.field('password')} onInput={prefetchDashboard} label={t.password} required type="password" autoComplete="current-password" />
        {failed !== null && (
          <button
            type="button"
            onClick={() => setResetOpen(true)}
            className="justify-self-end text-sm font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200"
          >
            {t.forgotPassword}
          </button>
        )}
        <button type="submit" disabled={loading} className="btn btn-primary mt-1 w-full disabled:opacity-70">
          {loading ? t.submitting : t.submit}
        </button>
        <p className="text-center text-sm text-stone-700 dark:text-stone-200">
          {t.newHere}{' '}
          <a href={localePath(locale, '/register')} className="font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200">
            {t.createAccount}
          </a>
        </p>
      </form>
      <LoginOtpDialog
        locale={locale}
        pending={pending}
        onClose={() => setPending(null)}
        onRemoved={() => setRemoved(true)}
        onVerified={(r) => {
          setPending(null);
          // The dashboard opens at once: it says again that the account is verified.
          flashToast(say(MSG.otpSuccessLogin), 'success');
          signedIn(r);
        }}
      />
      <Suspense fallback={null}>
        {resetOpen && <ResetDialog open locale={locale} initialEmail={form.values.email} onClose={() => setResetOpen(false)} />}
      </Suspense>
    </>
  );
}
