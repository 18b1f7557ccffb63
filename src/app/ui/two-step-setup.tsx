import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ApiResult } from '../client/api';
import { ISLAND_TEXT as I } from '../../shared/i18n/forms/messages';

import { SetupCodeSchema, type TwoStepSetup } from '../../shared/schemas/two-step';
import { TextField } from './field';
import { useStructForm } from './use-struct-form';
import { textOf, type Message } from '../../shared/message-code';
import { CODED } from '../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const T = CODED.TWO_STEP_TEXT;

/** The app's 6 digits: what a pasted "123 456" or a stray letter becomes. */
const sixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);
/** The key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

const alertClass =
  'rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300';

/**
 * Setting up two-step sign-in, wherever it happens (an administrator's first sign-in, a member's
 * Settings): the QR code and the same key as text, then a code from the app to prove it works,
 * then the recovery codes, shown once. The calls differ by place, so they are passed in, and so
 * does `say`, which shows a text in the place's language (src/shared/i18n/forms/messages.ts).
 */
export function TwoStepSetupPanel<R extends { recoveryCodes?: string[] }>({
  idPrefix,
  start,
  confirm,
  onDone,
  onConfirmed,
  say = textOf,
}: {
  idPrefix: string;
  start: () => Promise<ApiResult<TwoStepSetup>>;
  confirm: (code: string) => Promise<ApiResult<R>>;
  onDone: (result: R) => void;
  /** The code was right: the recovery codes are on screen, there is no going back. */
  onConfirmed?: () => void;
  say?: (message: Message) => string;
}) {
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useStructForm({ code: '' }, SetupCodeSchema, { restoreTyped: false, say, id: () => `${idPrefix}-code` });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<R | null>(null);

  useEffect(() => {
    let live = true;
    void start().then((result) => {
      if (!live) return;
      if (result.ok) setSetup(result.data);
      else setProblem(say(result.error));
    });
    return () => {
      live = false;
    };
    // Once: each call makes a new key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setBusy(true);
    const result = await confirm(data.code);
    setBusy(false);
    if (result.ok) {
      onConfirmed?.();
      return setDone(result.data);
    }
    form.setErrors(result.fieldMessages?.code ? { code: result.fieldMessages.code } : {});
    if (!result.fields?.code) setProblem(say(result.error));
  }

  if (done) return <RecoveryCodes idPrefix={idPrefix} codes={done.recoveryCodes ?? []} onSaved={() => onDone(done)} say={say} />;
  return (
    <div className="grid gap-4">
      {problem && (
        <p role="alert" className={alertClass}>
          {problem}
        </p>
      )}
      {!setup && !problem && <p role="status">{say(I.preparingKey)}</p>}
      {setup && (
        <>
          <p className="text-stone-700 dark:text-stone-200">{say(T.setupScan)}</p>
          <div className="flex flex-wrap items-center gap-4">
            {/* A QR code reads only dark on light: white whatever the theme. */}
            <img
              src={setup.qrCode}
              alt={say(T.qrAlt)}
              width={176}
              height={176}
              className="rounded-lg border border-stone-300 bg-white p-1 dark:border-stone-600"
            />
            <div className="min-w-0">
              <p className="text-sm font-semibold text-stone-800 dark:text-stone-100" id={`${idPrefix}-key-label`}>
                {say(T.setupKey)}
              </p>
              <code
                aria-labelledby={`${idPrefix}-key-label`}
                data-testid="two-step-secret"
                className="mt-1 block break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-base tracking-wide text-stone-900 dark:bg-night dark:text-stone-100"
              >
                {grouped(setup.secret)}
              </code>
            </div>
          </div>
          <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={say(T.setupTitle)}>
            <TextField
              {...form.field('code')}
              label={say(I.appCode)}
              required
              hint={say(T.setupConfirm)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
              onChange={(e) => form.set('code', sixDigits(e.target.value))}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {busy ? say(I.checking) : say(I.turnOn)}
            </button>
          </form>
        </>
      )}
    </div>
  );
}

/** The recovery codes, shown once; the person says they saved them before going on. */
export function RecoveryCodes({
  idPrefix,
  codes,
  onSaved,
  say = textOf,
}: {
  idPrefix: string;
  codes: string[];
  onSaved: () => void;
  say?: (message: Message) => string;
}) {
  const [copied, setCopied] = useState(false);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby={`${idPrefix}-recovery-title`} className="grid gap-3">
      <h2 id={`${idPrefix}-recovery-title`} className="font-serif text-xl font-bold" tabIndex={-1} ref={heading}>
        {say(T.recoveryTitle)}
      </h2>
      <p className="text-stone-700 dark:text-stone-200">{say(T.recoveryIntro)}</p>
      <ol
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-xl bg-stone-100 p-3 font-mono text-base text-stone-900 dark:bg-night dark:text-stone-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {say(copied ? I.copied : I.copyCodes)}
        </button>
        <button type="button" className="btn btn-primary" onClick={onSaved}>
          {say(T.recoverySaved)}
        </button>
      </div>
    </section>
  );
}

/** Moves focus to the element once, when it appears: where a screen reader should start reading the new step. */
export function useFocusOnMount<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
