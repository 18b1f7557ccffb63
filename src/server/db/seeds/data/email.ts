/**
 * The e-mail types, by code, with the name administrators see. The texts of the mails are not
 * here: every mail's subject and body, in English, Hindi and Tamil, is in the catalogue
 * src/shared/i18n/mail, and the e-mail template rows keep only an administrator's override of one
 * (docs/decisions/098-mails-and-sms-from-the-catalogues.md). The values each mail fills in are
 * named in its English text there.
 */

import type { MailType } from '../../../../shared/i18n/mail/index.ts';

/** A mail by its type's code: exactly the mails of the catalogue. */
export type EmailTypeCode = MailType;

export type EmailTypeSeed = {
  code: EmailTypeCode;
  name: string;
};

export const EMAIL_TYPES: readonly EmailTypeSeed[] = [
  { code: 'otp', name: 'One-time code' },
  { code: 'reset-password', name: 'Password reset' },
  { code: 'welcome', name: 'Welcome' },
  { code: 'contact', name: 'Contact enquiry' },
  { code: 'contact-ack', name: 'Contact acknowledgement' },
  { code: 'payment-receipt', name: 'Payment receipt' },
  { code: 'profile-verified', name: 'Profile verified' },
  { code: 'notification', name: 'Notification (instant)' },
  { code: 'notification-digest', name: 'Daily digest' },
  { code: 'account-notice', name: 'Account notice' },
  { code: 'family-invite', name: 'Family helper invitation' },
  { code: 'grievance', name: 'Grievance' },
  { code: 'nominee', name: 'Nominee request' },
];
