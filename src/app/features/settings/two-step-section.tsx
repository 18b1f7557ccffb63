import { useState, type FormEvent } from 'react';
import { notify } from '../../client/toast';
import { ISLAND_TEXT as I } from '../../../shared/i18n/forms/messages';

import { DisableTwoStepSchema, TwoStepCodeSchema } from '../../../shared/schemas/two-step';
import { TextField } from '../../ui/field';
import { RecoveryCodes, TwoStepSetupPanel } from '../../ui/two-step-setup';
import { useStructForm, type FormCheck } from '../../ui/use-struct-form';
import { validate } from 'superstruct';
import { describeStructError } from '../../../shared/validation/errors';
import { ErrorPanel, LoadingPanel } from '../../dashboard/parts/status-panel';
import { useSpoken, useWords } from '../../dashboard/helpers/i18n';
import { useLoad } from '../../client/use-load';
import { confirmTwoStep, disableTwoStep, loadTwoStep, renewRecoveryCodes, startTwoStep } from './api';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const T = CODED.TWO_STEP_TEXT;

/**
 * Two-step sign-in: its state, turning it on (QR code, a code, recovery codes) and off (password
 * and a code). Its words are the sign-in form's two-step texts, shown through the same message
 * catalogue (`say`, src/shared/i18n/forms/messages.ts).
 */
export function TwoStepSection() {
  const say = useSpoken();
  const [state, reload] = useLoad('two-step', loadTwoStep, useWords().settings.twoStepFailed);
  const [settingUp, setSettingUp] = useState(false);
  // Once the app's code is accepted two-step is on, even while the recovery codes are still on screen.
  const [confirmed, setConfirmed] = useState(false);

  return (
    <section aria-labelledby="two-step-title" className="card grid max-w-2xl gap-4">
      <h2 id="two-step-title" className="font-serif text-xl font-bold text-brand-deep dark:text-pink-200">
        {say(T.title)}
      </h2>
      <p className="text-stone-700 dark:text-stone-300">{say(T.intro)}</p>
      {state.status === 'loading' && <LoadingPanel />}
      {state.status === 'failed' && <ErrorPanel message={state.message} onRetry={reload} />}
      {state.status === 'succeeded' && (
        <>
          <p role="status" className="font-semibold" data-testid="two-step-state">
            {say(state.data.enabled || confirmed ? T.enabled : T.disabled)} {state.data.enabled && say(T.recoveryLeft({ left: state.data.recoveryCodesLeft }))}
          </p>
          {state.data.required && <p className="text-sm text-stone-700 dark:text-stone-300">{say(T.requiredForAdmins)}</p>}
          {!state.data.enabled &&
            (settingUp ? (
              <TwoStepSetupPanel
                idPrefix="settings-two-step"
                start={startTwoStep}
                confirm={confirmTwoStep}
                say={say}
                onConfirmed={() => setConfirmed(true)}
                onDone={() => {
                  setSettingUp(false);
                  notify.success(say(T.enabled));
                  reload();
                }}
              />
            ) : (
              <button type="button" className="btn btn-primary justify-self-start" onClick={() => setSettingUp(true)}>
                {say(T.turnOn)}
              </button>
            ))}
          {state.data.enabled && <RenewCodes onRenewed={reload} />}
          {state.data.enabled && (
            <TurnOff
              onOff={() => {
                setConfirmed(false);
                reload();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

/** The renewal's code box has a name of its own, so its id does not clash with the turn-off form's. */
const renewCheck: FormCheck<'renewCode', { code: string }> = ({ renewCode }) => {
  const [error, data] = validate({ code: renewCode }, TwoStepCodeSchema, { coerce: true });
  if (!error) return { data, fields: {} };
  const { fields, fieldCodes } = describeStructError(error);
  return { data: null, fields: { renewCode: fieldCodes.code ?? fields.code } };
};

function RenewCodes({ onRenewed }: { onRenewed: () => void }) {
  const say = useSpoken();
  const form = useStructForm({ renewCode: '' }, renewCheck, { restoreTyped: false, say });
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await renewRecoveryCodes(data.code);
    setBusy(false);
    if (result.ok) {
      form.reset();
      return setCodes(result.data.recoveryCodes);
    }
    form.setErrors({ renewCode: result.fieldMessages?.code ?? result.error });
  }

  if (codes)
    return (
      <RecoveryCodes
        idPrefix="settings-renew"
        codes={codes}
        say={say}
        onSaved={() => {
          setCodes(null);
          onRenewed();
        }}
      />
    );
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="two-step-renew-title"
      className="grid max-w-sm gap-4 border-t border-stone-200 pt-4 dark:border-stone-700"
    >
      <h3 id="two-step-renew-title" className="font-semibold">
        {say(T.renewTitle)}
      </h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{say(T.renewHelp)}</p>
      <TextField {...form.field('renewCode')} label={say(I.appCode)} autoComplete="one-time-code" inputMode="numeric" required />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? say(I.checking) : say(T.renewAction)}
      </button>
    </form>
  );
}

function TurnOff({ onOff }: { onOff: () => void }) {
  const say = useSpoken();
  const form = useStructForm({ password: '', code: '' }, DisableTwoStepSchema, { restoreTyped: false, say });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await disableTwoStep(data.password, data.code);
    setBusy(false);
    if (result.ok) {
      notify.success(say(T.turnedOff));
      form.reset();
      return onOff();
    }
    if (result.fieldMessages) form.setErrors(result.fieldMessages);
    else setProblem(say(result.error));
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="two-step-off-title"
      className="grid max-w-sm gap-4 border-t border-stone-200 pt-4 dark:border-stone-700"
    >
      <h3 id="two-step-off-title" className="font-semibold">
        {say(T.turnOff)}
      </h3>
      <p className="text-sm text-stone-700 dark:text-stone-300">{say(T.turnOffHelp)}</p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <TextField {...form.field('password')} label={say(I.yourPassword)} type="password" autoComplete="current-password" required />
      <TextField {...form.field('code')} label={say(I.appOrRecoveryCode)} autoComplete="one-time-code" spellCheck={false} autoCapitalize="none" required />
      <button type="submit" className="btn btn-outline" disabled={busy}>
        {busy ? say(I.checking) : say(T.turnOff)}
      </button>
    </form>
  );
}
