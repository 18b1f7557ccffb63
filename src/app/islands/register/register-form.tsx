import { useEffect, useRef, useState, type FormEvent } from 'react';
import { serverMessageOr } from '../../client/api';
import { shownBy } from '../../../shared/message-code';
import { registerAccount, smsNotSentOf, type PendingVerification } from '../../client/auth-calls';
import { notify } from '../../client/toast';
import { formsText } from '../../../shared/i18n/forms';
import { localePath, type Locale } from '../../../shared/i18n/locales';
import { useSay } from '../../../shared/i18n/forms/use-say';

import { RegisterSchema } from '../../../shared/schemas/auth';
import { mobileTyping } from '../../../shared/validation/mobile';
import { TextField } from '../../ui/field';
import { PasswordMeter } from '../../ui/password-meter';
import { checkWith, useStructForm } from '../../ui/use-struct-form';
import { OPTIONAL_PURPOSES, type OptionalPurpose, type RegistrationConsentsInput } from '../../../shared/schemas/consents';
import { CODED } from '../../../shared/coded-messages';

/** The catalogues' messages with their codes: `say` words them in the reader's language (docs/decisions/092-message-codes.md). */
const MSG = CODED.MSG;

type Name = 'name' | 'email' | 'mobile' | 'password' | 'confirmPassword';
const EMPTY: Record<Name, string> = { name: '', email: '', mobile: '', password: '', confirmPassword: '' };

/** The consent notice in the page's language, handed in by the page so the island ships one language of it. */
export interface ConsentNotice {
  heading: string;
  needed: string;
  optional: string;
  declaration: string;
  purposes: Record<OptionalPurpose, string>;
}

/** Step 1 of registration (docs/product/pages.md, docs/product/validation.md): the five fields, 'Registering...', then the OTP modal. */
export function RegisterForm({
  onRegistered,
  notice,
  locale = 'en',
}: {
  onRegistered: (pending: PendingVerification) => void;
  notice: ConsentNotice;
  locale?: Locale;
}) {
  const t = formsText(locale).register;
  const to = (path: string) => localePath(locale, path);
  const say = useSay(locale);
  // Pressing Register is the declaration the notice states above the button (docs/product/trust.md).
  const form = useStructForm(
    EMPTY,
    checkWith(RegisterSchema, (v) => ({ ...v, declaration: true })),
    { say },
  );
  /** The optional purposes, none ticked until the person ticks them. */
  const [consents, setConsents] = useState<RegistrationConsentsInput>({});
  const [loading, setLoading] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  /** The e-mail or mobile is already registered: the way forward is signing in. */
  const [signInEmail, setSignInEmail] = useState<string | null>(null);
  const panel = useRef<HTMLParagraphElement>(null);
  // Already registered: the way forward is in the panel above the form, so bring it into view and to the keyboard.
  useEffect(() => {
    if (signInEmail === null) return;
    panel.current?.scrollIntoView({ block: 'center' });
    panel.current?.focus();
  }, [signInEmail]);
  const field = (name: Name, label: string, extra: Record<string, unknown> = {}) => ({ ...form.field(name), label, required: true, ...extra });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setGeneral(null);
    setSignInEmail(null);
    const data = form.submit();
    if (!data) return;
    setLoading(true);
    const result = await registerAccount({ ...data, locale, consents });
    setLoading(false);
    if (result.ok) {
      notify.success(t.success);
      onRegistered({
        userId: result.data.userId,
        verificationToken: result.data.verificationToken,
        email: data.email,
        mobile: data.mobile,
        smsNotSent: smsNotSentOf(result.data.otpSentTo),
      });
      return;
    }
    // A reason from the server (the e-mail is taken, a field is wrong) is said once, in the panel;
    // the toast is for a failure with no reason to give (docs/product/messages.md).
    const reasoned = result.status !== undefined && result.status >= 400 && result.status < 500;
    if (!reasoned) notify.error(say(MSG.somethingWentWrong));
    if (result.fieldMessages) form.setErrors(result.fieldMessages);
    setGeneral(shownBy(say, serverMessageOr(result, MSG.registrationFailed, MSG.serverError)));
    if (result.status === 409) setSignInEmail(data.email);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t.formName} className="grid gap-4">
      {general && (
        <p
          role="alert"
          ref={panel}
          tabIndex={-1}
          className="scroll-mt-24 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-700 dark:border-red-400 dark:bg-pink-950 dark:text-red-300"
        >
          {general}
          {signInEmail !== null && (
            <>
              <span className="mt-1 block font-normal text-stone-800 dark:text-stone-100">{t.alreadyRegistered}</span>
              <a
                href={`${to('/login')}?email=${encodeURIComponent(signInEmail)}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200"
              >
                {t.signInInstead}
              </a>
            </>
          )}
        </p>
      )}
      <TextField {...field('name', t.fullName, { autoComplete: 'name' })} />
      <TextField {...field('email', t.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })} />
      <TextField
        {...field('mobile', t.mobile, { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t.mobileHint })}
        // Kept as typed (a +91 or a 0 in front is read off by the schema, validation/mobile.ts), never cut to ten digits.
        onChange={(e) => form.set('mobile', mobileTyping(e.target.value))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <TextField {...field('password', t.password, { type: 'password', autoComplete: 'new-password', hint: t.passwordHint })} />
          <PasswordMeter
            id="register-password-strength"
            password={form.values.password}
            personal={[form.values.name, form.values.email]}
            say={say}
            locale={locale}
          />
        </div>
        <TextField {...field('confirmPassword', t.confirmPassword, { type: 'password', autoComplete: 'new-password' })} />
      </div>
      <fieldset className="grid gap-2 rounded-xl border border-stone-300 p-3 text-sm dark:border-stone-600">
        <legend className="px-1 font-semibold">{notice.heading}</legend>
        <p className="text-stone-700 dark:text-stone-300">{notice.needed}</p>
        <p className="font-medium">{notice.optional}</p>
        {OPTIONAL_PURPOSES.map((purpose) => (
          <label key={purpose} className="flex min-h-6 items-start gap-2">
            <input
              type="checkbox"
              name={`consent-${purpose}`}
              className="mt-1"
              checked={consents[purpose] === true}
              onChange={(e) => setConsents({ ...consents, [purpose]: e.target.checked })}
            />
            <span>{notice.purposes[purpose]}</span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm font-medium">{notice.declaration}</p>
      <button type="submit" disabled={loading} className="btn btn-primary w-full disabled:opacity-70">
        {loading ? t.submitting : t.submit}
      </button>
      <p className="text-xs leading-relaxed text-stone-600 dark:text-stone-300">
        {t.marriageOnly}{' '}
        <a href={to('/terms-of-use')} className="font-semibold text-brand-deep underline underline-offset-2 dark:text-pink-200">
          {t.termsLink}
        </a>{' '}
        {t.and}{' '}
        <a href={to('/privacy-policy')} className="font-semibold text-brand-deep underline underline-offset-2 dark:text-pink-200">
          {t.privacyLink}
        </a>
        {t.agreeEnd}
      </p>
      <p className="text-center text-sm text-stone-700 dark:text-stone-200">
        {t.alreadyRegisteredShort}{' '}
        <a href={to('/login')} className="font-semibold text-brand-deep underline underline-offset-4 dark:text-pink-200">
          {t.signIn}
        </a>
      </p>
    </form>
  );
}
