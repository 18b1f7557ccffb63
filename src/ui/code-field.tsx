import { OTP_ATTEMPTS_ALLOWED, OTP_LENGTH } from '../shared/constants';
import { TextField } from './field';

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
}: {
  id: string;
  code: string;
  error: string | null;
  failures: number;
  onChange: (code: string) => void;
}) {
  const left = OTP_ATTEMPTS_ALLOWED - failures;
  return (
    <TextField
      id={id}
      label="Verification code"
      required
      value={code}
      error={error ?? undefined}
      hint={failures ? `${left} attempt${left === 1 ? '' : 's'} left` : 'Valid for 10 minutes'}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      onChange={(e) => onChange(digits(e.target.value))}
    />
  );
}
