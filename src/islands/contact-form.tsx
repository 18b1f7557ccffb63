import { useState, type SubmitEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import FormField from './contact-form/form-field';
import { sendContact } from './contact-form/send-contact';
import Toaster from '../ui/toaster';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../shared/constants';
import { MSG, PUBLIC_TEXT } from '../shared/messages';
import { ContactMessageSchema, type ContactField, type ContactMessage } from '../shared/schemas/contact';
import { useStructForm } from '../ui/use-struct-form';

const EMPTY: ContactMessage = { name: '', email: '', contactNo: '', message: '' };

/** The contact form island (spec §4, §5, §8): validates with the shared schema, then POSTs. */
export default function ContactForm() {
  // The shared form hook: once a field shows an error, it updates as the person types.
  const form = useStructForm<ContactField, ContactMessage>(EMPTY, ContactMessageSchema);
  const { values, errors } = form;
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
        toast.success(MSG.contactSuccess);
        form.reset();
        setSent(true);
      } else {
        if (result.fields) form.setErrors(result.fields);
        toast.error(MSG.contactFailed);
      }
    } catch {
      toast.error(MSG.contactUnexpected);
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
          <p className="font-bold">{MSG.contactSuccess}</p>
          <p className="mt-1 text-sm">{PUBLIC_TEXT.contactThanks}</p>
        </div>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Contact form" className="grid gap-5">
        <FormField
          {...field}
          name="name"
          label="Your name"
          value={values.name}
          error={errors.name}
          inputProps={{ autoComplete: 'name', maxLength: CONTACT_NAME_MAX + 10 }}
        />
        <FormField
          {...field}
          name="email"
          label="Email"
          value={values.email}
          error={errors.email}
          inputProps={{ type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: CONTACT_EMAIL_MAX + 10 }}
        />
        <FormField
          {...field}
          name="contactNo"
          label="Contact number"
          value={values.contactNo}
          error={errors.contactNo}
          hint="10 to 15 digits, for example +919876543210"
          inputProps={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel' }}
        />
        <FormField
          {...field}
          name="message"
          label="Message"
          value={values.message}
          error={errors.message}
          multiline
          hint={`${values.message.length} / ${CONTACT_MESSAGE_MAX} characters`}
        />
        <button type="submit" disabled={sending} className="btn btn-primary justify-self-start disabled:opacity-70">
          {sending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </>
  );
}
