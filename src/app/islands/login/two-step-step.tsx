import { useState, type FormEvent } from 'react';
import { confirmTwoStepSetup, startTwoStepSetup, verifyTwoStep } from '../../client/auth-calls';

import { ISLAND_TEXT as I } from '../../../shared/i18n/forms/messages';
import { useSay } from '../../../shared/i18n/forms/use-say';
import type { Locale } from '../../../shared/i18n/locales';
import type { LoginResult } from '../../../shared/schemas/auth';
import { TwoStepCodeSchema } from '../../../shared/schemas/two-step';
import { TextField } from '../../ui/field';
import { TwoStepSetupPanel, useFocusOnMount } from '../../ui/two-step-setup';
import { useStructForm } from '../../ui/use-struct-form';
import { type Message } from '../../../shared/message-code';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const T = CODED.TWO_STEP_TEXT;

export interface Challenge {
  token: string;
  kind: 'verify' | 'setup';
}

const alertClass =
  'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300';

/**
 * The sign-in's second step, in place of the password form: the authenticator code (or a
 * recovery code), or, for an administrator without one, setting it up. A dead challenge (expired,
 * too many wrong codes) sends the person back to the password.
 */
export function TwoStepStep({
  challenge,
  onSignedIn,
  onRestart,
  locale = 'en',
}: {
  challenge: Challenge;
  onSignedIn: (r: LoginResult) => void;
  onRestart: () => void;
  locale?: Locale;
}) {
  const say = useSay(locale);
  const [confirmed, setConfirmed] = useState(false);
  // The app's 6 digits or a recovery code: the title says which the person is asked for.
  const [recovery, setRecovery] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="two-step-title" className="grid gap-4">
      <h2 id="two-step-title" tabIndex={-1} ref={heading} className="font-serif text-2xl font-bold text-stone-900 dark:text-stone-50">
        {say(challenge.kind === 'setup' ? T.setupTitle : recovery ? T.recoveryStepTitle : T.stepTitle)}
      </h2>
      {challenge.kind === 'setup' ? (
        <>
          <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-stone-900 dark:border-amber-600 dark:bg-night-2 dark:text-stone-100">
            {say(T.setupRequired)}
          </p>
          <TwoStepSetupPanel
            idPrefix="login-two-step"
            start={() => startTwoStepSetup(challenge.token)}
            confirm={(code) => confirmTwoStepSetup(challenge.token, code)}
            onDone={onSignedIn}
            onConfirmed={() => setConfirmed(true)}
            say={say}
          />
        </>
      ) : (
        <CodeStep token={challenge.token} recovery={recovery} setRecovery={setRecovery} onSignedIn={onSignedIn} onRestart={onRestart} say={say} />
      )}
      {!confirmed && (
        <button
          type="button"
          onClick={onRestart}
          className="justify-self-start text-sm font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200"
        >
          {say(I.backToSignIn)}
        </button>
      )}
    </section>
  );
}

function CodeStep({
  token,
  recovery,
  setRecovery,
  onSignedIn,
  onRestart,
  say,
}: {
  token: string;
  recovery: boolean;
  setRecovery: (recovery: boolean) => void;
  onSignedIn: (r: LoginResult) => void;
  onRestart: () => void;
  say: (message: Message) => string;
}) {
  // One code, in one of two boxes: the app's 6 digits or a recovery code.
  const form = useStructForm({ code: '' }, TwoStepCodeSchema, { restoreTyped: false, say, id: () => (recovery ? 'two-step-recovery' : 'two-step-code') });
  const [problem, setProblem] = useState<{ text: string; restart: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    setProblem(null);
    const result = await verifyTwoStep(token, data.code);
    setBusy(false);
    if (result.ok) return onSignedIn(result.data);
    if (result.fieldMessages?.code) return form.setErrors({ code: result.fieldMessages.code });
    form.setErrors({});
    setProblem({ text: say(result.error), restart: result.status === 401 });
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={say(recovery ? T.recoveryStepTitle : T.stepTitle)} className="grid gap-4">
      {problem && (
        <p role="alert" className={alertClass}>
          {problem.text}{' '}
          {problem.restart && (
            <button type="button" onClick={onRestart} className="font-semibold underline">
              {say(I.signInAgain)}
            </button>
          )}
        </p>
      )}
      <p className="text-stone-700 dark:text-stone-200">{say(recovery ? T.recoveryHelp : T.stepHelp)}</p>
      {recovery ? (
        <TextField
          key="recovery"
          {...form.field('code')}
          label={say(I.recoveryCode)}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={20}
        />
      ) : (
        <TextField
          key="app"
          {...form.field('code')}
          label={say(I.appCode)}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          onChange={(e) => form.set('code', e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {say(busy ? I.checking : I.verifyAndSignIn)}
      </button>
      <button
        type="button"
        onClick={() => {
          setRecovery(!recovery);
          form.reset();
        }}
        className="justify-self-start text-sm font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200"
      >
        {say(recovery ? T.useApp : T.useRecovery)}
      </button>
    </form>
  );
}
