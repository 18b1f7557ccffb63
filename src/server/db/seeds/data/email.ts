/**
 * E-mail types, e-mail templates and SMS templates.
 *
 * Subjects and bodies are plain text with {{placeholders}}. Placeholders used:
 * - every template: {{siteName}}, {{name}}
 * - otp: {{code}}, {{minutes}}
 * - reset-password: {{link}}, {{minutes}}
 * - welcome, profile-verified: {{link}}
 * - contact: {{email}}, {{contactNo}}, {{message}}, {{receivedAt}}
 * - contact-ack: {{reference}}, {{supportEmail}} (a fixed text: never the name or message typed into the form)
 * - notification: {{summary}}, {{text}}, {{topic}}, {{link}}, {{unsubscribeLink}}, {{settingsLink}}
 * - notification-digest: {{summary}}, {{items}}, {{matches}}, {{link}}, {{unsubscribeLink}}, {{settingsLink}}
 * - account-notice: {{summary}}, {{text}}, {{link}} (an administrator's act on the member's account)
 * - family-invite: {{summary}}, {{text}}, {{link}} (a member's invitation to a family helper, who may have no account yet)
 * - grievance: {{summary}}, {{text}}, {{link}} (a step of a complaint, to the person who filed it, or an overdue
 *   clock, to the grievance officer; the words come from src/shared/i18n/grievances)
 * - nominee: {{summary}}, {{text}} (a step of a nominee's request, to the person who filed it; the words come
 *   from src/shared/i18n/consents)
 * - payment-receipt: {{planName}}, {{amount}} (formatted INR, e.g. '₹2,499.00'),
 *   {{paymentId}}, {{paidAt}}, {{validUntil}}, {{link}}
 */

import type { Locale } from '../../../../shared/locales.ts';

export type EmailTypeCode =
  | 'otp'
  | 'reset-password'
  | 'welcome'
  | 'contact'
  | 'contact-ack'
  | 'payment-receipt'
  | 'profile-verified'
  | 'notification'
  | 'notification-digest'
  | 'account-notice'
  | 'family-invite'
  | 'grievance'
  | 'nominee';

export type EmailTypeSeed = {
  code: EmailTypeCode;
  name: string;
};

export type EmailTemplateSeed = {
  typeCode: EmailTypeCode;
  /** The language of the text; English when absent (docs/decisions/042-member-language.md). */
  locale?: Locale;
  name: string;
  subject: string;
  body: string;
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

export const EMAIL_TEMPLATES: readonly EmailTemplateSeed[] = [
  {
    typeCode: 'otp',
    name: 'One-time verification code',
    subject: '{{code}} is your {{siteName}} verification code',
    body: `Dear {{name}},

Your one-time verification code for {{siteName}} is:

    {{code}}

This code is valid for {{minutes}} minutes. Please enter it on the verification screen to continue.

Never share this code with anyone, including anyone who says they are from {{siteName}}. Our team will never ask you for it.

If you did not request this code, you can safely ignore this e-mail; your account remains secure.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'reset-password',
    name: 'Password reset',
    subject: 'Reset your {{siteName}} password',
    body: `Dear {{name}},

We received a request to reset the password of your {{siteName}} account.

To choose a new password, please open the link below:

{{link}}

This link is valid for {{minutes}} minutes and can be used only once.

If you did not ask to reset your password, please ignore this e-mail. Your current password will keep working and no changes have been made to your account.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to {{siteName}}, {{name}}!',
    body: `Dear {{name}},

Welcome to {{siteName}}! We are delighted that you have chosen us to help you find your life partner.

A few steps to get the best matches:
1. Complete all seven sections of your profile: personal, contact, education, family, partner preferences, lifestyle and documents.
2. Add a clear, recent close-up photo. Profiles with photos receive many more responses.
3. Tell us what you are looking for in a partner so that we can suggest the right matches.

You can continue from your dashboard at any time:
{{link}}

For your safety, never share your password or one-time codes, and never send money to anyone you meet on the site.

We wish you and your family all the very best in your search.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'contact',
    name: 'Contact enquiry (to support team)',
    subject: 'New enquiry from {{name}} on {{siteName}}',
    body: `A new message has been received through the Contact Us form of {{siteName}}.

Name: {{name}}
E-mail: {{email}}
Contact number: {{contactNo}}
Received at: {{receivedAt}}

Message:
{{message}}

Please respond within 24 hours.`,
  },
  {
    typeCode: 'contact-ack',
    name: 'Contact acknowledgement',
    subject: 'We have received your message - {{siteName}}',
    body: `Dear Sir or Madam,

Thank you for writing to {{siteName}}. This is to acknowledge that we have received your message (reference {{reference}}).

Whether it is a question, a suggestion, a grievance or a complaint, it has been recorded and a member of our support team will respond to you within 24 hours.

If you need to add anything, simply reply to this e-mail or write to us at {{supportEmail}}, quoting your reference number.

Warm regards,
Customer Support
Team {{siteName}}`,
  },
  {
    typeCode: 'payment-receipt',
    name: 'Payment receipt',
    subject: 'Payment received: your {{planName}} plan on {{siteName}}',
    body: `Dear {{name}},

Thank you for your payment. Here is your receipt:

Plan: {{planName}}
Amount paid: {{amount}}
Payment ID: {{paymentId}}
Date of payment: {{paidAt}}
Valid until: {{validUntil}}

Your subscription is now active and you can view the contact details of your matches from your dashboard:
{{link}}

Please keep this e-mail for your records. If anything in this receipt looks wrong, reply to this e-mail and we will set it right.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'profile-verified',
    name: 'Profile verified',
    subject: 'Your {{siteName}} profile is now verified',
    body: `Dear {{name}},

Good news! Our team has reviewed your profile and it is now verified. Verified profiles earn more trust from other members and their families, and receive more responses.

Start exploring your matches here:
{{link}}

Keep your details up to date so that we can continue to recommend the right matches for you.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'notification',
    name: 'Notification',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

See it on your dashboard:
{{link}}

You receive this e-mail because "{{topic}}" is set to instant e-mails in your settings. To stop e-mails about this, open:
{{unsubscribeLink}}

Choose which e-mails you receive: {{settingsLink}}

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'notification-digest',
    name: 'Daily digest',
    subject: 'Your day on {{siteName}}: {{summary}}',
    body: `Dear {{name}},

Here is what happened on {{siteName}} since your last summary.

{{items}}{{matches}}
Open your dashboard:
{{link}}

You receive this summary because some e-mails are set to a daily summary in your settings. To stop daily summaries, open:
{{unsubscribeLink}}

Choose which e-mails you receive: {{settingsLink}}

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'account-notice',
    name: 'Account notice',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

{{link}}

You receive this e-mail because it is about your own account; it cannot be turned off.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'grievance',
    name: 'Grievance',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

{{link}}

You receive this e-mail because of a complaint filed with our grievance officer; it cannot be turned off.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'nominee',
    name: 'Nominee request',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

You receive this e-mail because a request was filed with this address as a member's nominee; it cannot be turned off.

Warm regards,
Team {{siteName}}`,
  },
  {
    typeCode: 'family-invite',
    name: 'Family helper invitation',
    subject: '{{summary}} - {{siteName}}',
    body: `Dear {{name}},

{{text}}

{{link}}

You receive this e-mail because a member of {{siteName}} named you as family to help with their search. If you do not want to help, ignore it: nothing is set up for you until you open the link and join.

Warm regards,
Team {{siteName}}`,
  },
];

export const SMS_TEMPLATES: Readonly<Record<string, string>> = {
  otp: '{{code}} is your {{siteName}} verification code. Valid for {{minutes}} minutes. Do not share it with anyone.',
  'family-invite': '{{member}} invites you to help with their search on {{siteName}}. Join here: {{link}}',
};
