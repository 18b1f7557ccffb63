// Before anything renders: when effects run (src/app/effects-timing.ts).
import '../effects-timing';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import FormField from './contact-form/form-field';
import { sendContact } from './contact-form/send-contact';
// The API client sends a signed-in visitor's token, read from the auth store once it loads.
import '../stores/auth';
import Toaster from '../ui/toaster';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../shared/constants';
import { formsText } from '../../shared/i18n/forms';
import { formatNumber } from '../../shared/i18n/format';
import type { Locale } from '../../shared/i18n/locales';
import { useSay } from '../../shared/i18n/forms/use-say';
import { ContactMessageSchema, type ContactField, type ContactMessage } from '../../shared/schemas/contact';
import { useStructForm } from '../ui/use-struct-form';
import { shownBy } from '../../shared/message-code';

const EMPTY: ContactMessage = { name: '', email: '', contactNo: '', message: '' };

/** The contact form island (docs/product/states.md, docs/product/validation.md, docs/product/messages.md): validates with the shared schema, then POSTs. */
export default function ContactForm({ locale = 'en' }: { locale?: Locale }) {
  const t = formsText(locale).contact;
  // The shared form hook: once a field shows an error, it updates as the person types.
  const say = useSay(locale);
  const form = useStructForm<ContactField, ContactMessage>(EMPTY, ContactMessageSchema);
  const { values, said: errors } = form;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const onChange = (name: string, value: string) => {
    form.set(name as ContactField, value);
    setSent(false);
  };
  const onBlur = (name: string) => form.blur(name as ContactField);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.submit();
    if (!data) return;
    setSending(true);
    try {
      const result = await sendContact(data);
      if (result.ok) {
        toast.success(t.sent);
        form.reset();
        setSent(true);
      } else {
        if (result.fieldMessages) form.setErrors(result.fieldMessages);
        toast.error(t.failed);
      }
    } catch {
      toast.error(t.unexpected);
    } finally {
      setSending(false);
    }
  }

  const field = { onChange, onBlur };
  return (
    <>
      <Toaster />
      {sent && (
        <div
          role="status"
          className="mb-6 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-bold">{t.sent}</p>
          <p className="mt-1 text-sm">{t.thanks}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t.formName} className="grid gap-5">
        <FormField
          {...field}
          name="name"
          label={t.name}
          value={values.name}
          error={errors.name && shownBy(say, errors.name)}
          inputProps={{ autoComplete: 'name', maxLength: CONTACT_NAME_MAX + 10 }}
        />
        <FormField
          {...field}
          name="email"
          label={t.email}
          value={values.email}
          error={errors.email && shownBy(say, errors.email)}
          inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: CONTACT_EMAIL_MAX + 10 }}
        />
        <FormField
          {...field}
          name="contactNo"
          label={t.contactNo}
          value={values.contactNo}
          error={errors.contactNo && shownBy(say, errors.contactNo)}
          hint={t.contactNoHint}
          inputProps={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
        />
        <FormField
          {...field}
          name="message"
          label={t.message}
          value={values.message}
          error={errors.message && shownBy(say, errors.message)}
          multiline
          hint={t.characters({ count: formatNumber(locale, values.message.length), max: formatNumber(locale, CONTACT_MESSAGE_MAX) })}
        />
        <button type="submit" disabled={sending} className="btn btn-primary justify-self-start disabled:opacity-70">
          {sending ? t.submitting : t.submit}
        </button>
      </form>
    </>
  );
}
