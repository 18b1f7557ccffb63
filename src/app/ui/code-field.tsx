import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH } from '../../shared/constants';
import { CODED } from '../../shared/coded-messages';
import { TextField } from './field';
import { textOf, type Message } from '../../shared/message-code';

/** Digits only, at most the code's length: what a pasted "123 456" or a stray letter becomes. */
const digits = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The one box for a one-time code, as registration and sign-in both ask for it: large digits, the
 * browser's one-time-code autofill, and how many tries are left after a wrong code.
 */
export function CodeField({
  id,
  code,
  error,
  failures,
  onChange,
  say = textOf,
}: {
  id: string;
  code: string;
  error: string | null;
  failures: number;
  onChange: (code: string) => void;
  /** Shows a text in the page's language (src/shared/i18n/forms/messages.ts); English as it is. */
  say?: (message: Message) => string;
}) {
  const left = OTP_ATTEMPTS_ALLOWED - failures;
  return (
    <TextField
      id={id}
      label={say(CODED.ISLAND_TEXT.codeLabel)}
      required
      value={code}
      error={error ?? undefined}
      hint={say(failures ? CODED.ISLAND_TEXT.attemptsLeft({ left }) : CODED.ISLAND_TEXT.codeValid)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      onChange={(e) => onChange(digits(e.target.value))}
    />
  );
}
