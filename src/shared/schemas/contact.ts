import { coerce, string, type, type Infer, type Struct } from 'superstruct';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_NO_PATTERN } from '../constants';
import { CODED } from '../coded-messages';
import { checked, type Verdict } from '../validation/refusal';
import { MAILBOX_PATTERN } from '../validation/mailbox';

const V = CODED.CONTACT_VALIDATION;

/** A trimmed text field; the validator returns the message to show, or true. */
function text(name: string, check: (value: string) => Verdict): Struct<string, null> {
  const field = checked<string>(name, (value) => (typeof value === 'string' ? check(value) : check('')));
  // Trim on create() / validate(..., { coerce: true }) so '  ' counts as empty and is not stored.
  return coerce(field, string(), (value) => value.trim());
}

const maxed = (max: number, required: Verdict, tooLong: Verdict) => (v: string) => (v.length === 0 ? required : v.length > max ? tooLong : true);

/** The public contact message, validated by the form and by `POST /contact-us`. */
export const ContactMessageSchema = type({
  name: text('name', maxed(CONTACT_NAME_MAX, V.nameRequired, V.nameMax)),
  email: text('email', (v) => (v.length === 0 ? V.emailRequired : v.length > CONTACT_EMAIL_MAX ? V.emailMax : MAILBOX_PATTERN.test(v) || V.emailInvalid)),
  contactNo: text('contactNo', (v) => (v.length === 0 ? V.contactNoRequired : CONTACT_NO_PATTERN.test(v) || V.contactNoInvalid)),
  message: text('message', maxed(CONTACT_MESSAGE_MAX, V.messageRequired, V.messageMax)),
});

export type ContactMessage = Infer<typeof ContactMessageSchema>;
export type ContactField = keyof ContactMessage;
