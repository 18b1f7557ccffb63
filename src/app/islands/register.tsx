// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { lazy, Suspense, useEffect, useState } from 'react';
import { deleteUnverified, fetchMe, type PendingVerification } from '../client/auth-calls';
// The API client sends a signed-in visitor's token, read from the auth store once it loads.
import { $auth, setAuth } from '../stores/auth';
import { formsText } from '../../shared/i18n/forms';
import { localePath, type Locale } from '../../shared/i18n/locales';
import { say } from '../../shared/i18n/forms/messages';

import type { VerifyOtpResult } from '../../shared/schemas/auth';
import { RegisterForm, type ConsentNotice } from './register/register-form';
import { clearProgress, readPending, readProgress, savePending, saveProgress } from './register/registration-progress';
import { flashToast } from '../client/flash-toast';
import Toaster from '../ui/toaster';
import { CODED } from '../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

/**
 * /register (docs/product/pages.md, docs/product/states.md): the account form, the 'Verify OTPs' modal, then 'Complete Your
 * Profile'. The session that verification returns carries the profile calls; submitting the
 * profile keeps it as the member's sign-in and opens their matches (docs/product/states.md).
 */
// Step 3 is loaded only once the member reaches it (and prefetched when the OTP modal opens),
// so the first visit to /register ships no more JavaScript than /login.
const loadProfileForm = () => import('../features/profile/form/profile-form');
const ProfileForm = lazy(() => loadProfileForm().then((m) => ({ default: m.ProfileForm })));
// The codes' dialog loads when the account is sent, not with the form (docs/decisions/084-first-screen-at-the-floor.md).
const VerifyOtpsDialog = lazy(() => import('./register/verify-otps-dialog').then((m) => ({ default: m.VerifyOtpsDialog })));

/** Long enough to read 'Profile submitted successfully!' before the dashboard replaces the page. */
const REDIRECT_DELAY_MS = 700;
/** The dashboard's Matching Profile page (src/app/dashboard/config/paths.ts). */
const MATCHES_PATH = '/dashboard/profile/matching-profile';

/**
 * The submitted profile's owner stays signed in with the session verification gave them and
 * lands on their matches; if the session cannot be read back (offline, ended elsewhere), /login.
 */
async function toMatches(email: string, locale: Locale) {
  const saved = readProgress();
  const me = saved ? await fetchMe(saved.token) : null;
  if (!saved || !me?.ok || me.data.userId !== saved.userId) return toLogin(email, locale);
  clearProgress();
  setAuth({ accessToken: saved.token, role: me.data.role, userName: me.data.userName });
  setTimeout(() => window.location.assign(MATCHES_PATH), REDIRECT_DELAY_MS);
}

/** The success toast travels to /login, which the navigation would otherwise cut short; the e-mail is filled in there. */
function toLogin(email: string, locale: Locale) {
  clearProgress();
  flashToast(say(locale, MSG.profileSubmitted), 'success');
  const login = localePath(locale, '/login');
  window.location.assign(email ? `${login}?submitted=1&email=${encodeURIComponent(email)}` : `${login}?submitted=1`);
}

/** Opens 'Complete Your Profile' for the verified member, on the saved profile and the remembered tab. */
async function resumeProfile(userId: number, token: string, tab?: string) {
  const [{ setProfileOwner, setProfileTab, setProfileStored, loadProfileValues, $profileForm, PROFILE_TABS }, { fetchProfile }] = await Promise.all([
    import('../stores/profile-form'),
    import('../features/profile/form/profile-api'),
  ]);
  setProfileOwner(userId, token);
  if (tab && (PROFILE_TABS as readonly string[]).includes(tab)) setProfileTab(tab as (typeof PROFILE_TABS)[number]);
  // Even a fresh profile is read: it starts with the name given at registration (docs/product/states.md).
  const saved = await fetchProfile(userId, token);
  if (saved.ok) {
    loadProfileValues(saved.data);
    setProfileStored(Boolean(saved.data.updatedAt));
  } else if (saved.status === 401 || saved.status === 403 || saved.status === 404) $profileForm.set({ ...$profileForm.get(), userId: null, token: null });
  // A session that ended (signed out elsewhere, account removed) starts registration afresh.
  return saved.ok || saved.status === undefined;
}

export default function RegisterApp({ locale = 'en', notice }: { locale?: Locale; notice: ConsentNotice }) {
  const t = formsText(locale).register;
  const [stage, setStage] = useState<'account' | 'profile'>('account');
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [isRegistered, setIsRegistered] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [email, setEmail] = useState('');
  /** Three wrong codes removed the account: one explanation of what happened and what to do. */
  const [removed, setRemoved] = useState(false);

  // A reload, another tab or a return from another page comes back to where registration was
  // (registration-progress.ts): the code dialog, or the same tab of the saved profile while the
  // member is still signed in with the session verification gave (signing out abandons it).
  useEffect(() => {
    const saved = readProgress();
    if (saved && $auth.get()?.accessToken === saved.token) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read only after hydration
      setEmail(saved.email);
      void resumeProfile(saved.userId, saved.token, saved.tab).then((ok) => (ok ? setStage('profile') : clearProgress()));
      return;
    }
    if (saved) clearProgress();
    const waiting = readPending();
    if (!waiting) return;
    setPending(waiting);
    setIsRegistered(true);
    setDialogOpen(true);
    void loadProfileForm();
  }, []);

  // Remember the open tab while the profile step is on screen.
  useEffect(() => {
    if (stage !== 'profile') return;
    let stop = () => {};
    void import('../stores/profile-form').then(({ $profileForm }) => {
      stop = $profileForm.subscribe((state) => {
        if (state.userId && state.token) saveProgress({ userId: state.userId, token: state.token, email, tab: state.tab });
      });
    });
    return () => stop();
  }, [stage, email]);

  const onRegistered = (next: PendingVerification) => {
    setRemoved(false);
    setPending(next);
    savePending(next);
    setIsRegistered(true);
    setDialogOpen(true);
    void loadProfileForm();
  };
  const onVerified = async (result: VerifyOtpResult) => {
    setDialogOpen(false);
    setPending(null);
    const verifiedEmail = pending?.email ?? '';
    setEmail(verifiedEmail);
    // Verified is signed in (docs/product/states.md): the header, the dashboard and other tabs know it.
    setAuth({ accessToken: result.accessToken, role: result.role, userName: result.userName });
    saveProgress({ userId: result.userId, token: result.accessToken, email: verifiedEmail, tab: 'personal' });
    await resumeProfile(result.userId, result.accessToken);
    setStage('profile');
    requestAnimationFrame(() => document.getElementById('join-heading')?.focus());
  };
  const onFailedThrice = (failed: PendingVerification) => {
    void deleteUnverified(failed);
    clearProgress();
    setDialogOpen(false);
    setPending(null);
    setIsRegistered(false);
    setRemoved(true);
    setFormKey((k) => k + 1); // a fresh form: the inputs are cleared
  };

  /** Abandons the registration waiting for its code: the pending account goes, the form is fresh. */
  const startAgain = () => {
    if (pending) void deleteUnverified(pending);
    clearProgress();
    setPending(null);
    setIsRegistered(false);
    setFormKey((k) => k + 1);
  };

  return (
    <div data-stage={stage}>
      <Toaster />
      <h1 id="join-heading" tabIndex={-1} className="font-serif text-3xl font-bold text-brand-deep focus:outline-none md:text-4xl dark:text-pink-100">
        {stage === 'profile' ? t.profileTitle : t.accountTitle}
      </h1>
      <p className="mt-2 text-stone-600 dark:text-stone-300">{stage === 'profile' ? t.profileLead : t.accountLead}</p>
      {stage === 'account' && removed && (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-stone-900 dark:border-amber-600 dark:bg-night-2 dark:text-stone-100"
        >
          {t.removedAfterThree}
        </p>
      )}
      <div className="mt-6">
        {stage === 'account' ? (
          <RegisterForm key={formKey} locale={locale} notice={notice} onRegistered={onRegistered} />
        ) : (
          <Suspense fallback={<p className="muted py-10 text-center">{t.loadingProfile}</p>}>
            <ProfileForm mode="register" locale={locale} onSubmitted={() => void toMatches(email, locale)} />
          </Suspense>
        )}
      </div>
      {stage === 'account' && isRegistered && pending && !dialogOpen && (
        <p role="status" className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-stone-900">
          {t.waiting}{' '}
          <button type="button" onClick={() => setDialogOpen(true)} className="font-semibold text-brand-deep underline underline-offset-4">
            {t.enterCode}
          </button>{' '}
          <button type="button" onClick={startAgain} className="font-semibold text-brand-deep underline underline-offset-4">
            {t.startAgain}
          </button>
        </p>
      )}
      {pending && (
        <Suspense fallback={null}>
          <VerifyOtpsDialog
            locale={locale}
            pending={dialogOpen ? pending : null}
            onVerified={onVerified}
            onFailedThrice={onFailedThrice}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
