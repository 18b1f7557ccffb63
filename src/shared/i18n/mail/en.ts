/**
 * The mails and text messages the site sends, in English: every mail's subject and body by its
 * type code (the e-mail types of src/server/db/seeds/data/email.ts), the words of the family
 * invitation, every SMS, and what an administrator's override of a mail is refused for. Texts are
 * ICU MessageFormat, written out by formatMessage (../message-format.ts): {name} fills in a value,
 * {minutes, plural, one {# minute} other {# minutes}} counts, {gender, select, female {her} male
 * {his} other {their}} agrees with the person the sentence is about. Every mail can use {siteName}.
 * Hindi and Tamil fill the same keys (./hi.ts, ./ta.ts) and show the same values
 * (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
 */
export const mailEn = {
  /** Each mail by its e-mail type's code. */
  mails: {
    otp: {
      subject: '{code} is your {siteName} verification code',
      body: `Dear {name},

Your one-time verification code for {siteName} is:

    {code}

This code is valid for {minutes, plural, one {# minute} other {# minutes}}. Please enter it on the verification screen to continue.

Never share this code with anyone, including anyone who says they are from {siteName}. Our team will never ask you for it.

If you did not request this code, you can safely ignore this e-mail; your account remains secure.

Warm regards,
Team {siteName}`,
    },
    'reset-password': {
      subject: 'Reset your {siteName} password',
      body: `Dear {name},

We received a request to reset the password of your {siteName} account.

To choose a new password, please open the link below:

{link}

This link is valid for {minutes, plural, one {# minute} other {# minutes}} and can be used only once.

If you did not ask to reset your password, please ignore this e-mail. Your current password will keep working and no changes have been made to your account.

Warm regards,
Team {siteName}`,
    },
    welcome: {
      subject: 'Welcome to {siteName}, {name}!',
      body: `Dear {name},

Welcome to {siteName}! We are delighted that you have chosen us to help you find your life partner.

A few steps to get the best matches:
1. Complete all seven sections of your profile: personal, contact, education, family, partner preferences, lifestyle and documents.
2. Add a clear, recent close-up photo. Profiles with photos receive many more responses.
3. Tell us what you are looking for in a partner so that we can suggest the right matches.

You can continue from your dashboard at any time:
{link}

For your safety, never share your password or one-time codes, and never send money to anyone you meet on the site.

We wish you and your family all the very best in your search.

Warm regards,
Team {siteName}`,
    },
    contact: {
      subject: 'New enquiry from {name} on {siteName}',
      body: `A new message has been received through the Contact Us form of {siteName}.

Name: {name}
E-mail: {email}
Contact number: {contactNo}
Received at: {receivedAt}

Message:
{message}

Please respond within 24 hours.`,
    },
    'contact-ack': {
      subject: 'We have received your message - {siteName}',
      body: `Dear Sir or Madam,

Thank you for writing to {siteName}. This is to acknowledge that we have received your message (reference {reference}).

Whether it is a question, a suggestion, a grievance or a complaint, it has been recorded and a member of our support team will respond to you within 24 hours.

If you need to add anything, simply reply to this e-mail or write to us at {supportEmail}, quoting your reference number.

Warm regards,
Customer Support
Team {siteName}`,
    },
    'payment-receipt': {
      subject: 'Payment received: your {planName} plan on {siteName}',
      body: `Dear {name},

Thank you for your payment. Here is your receipt:

Plan: {planName}
Amount paid: {amount}
Payment ID: {paymentId}
Date of payment: {paidAt}
Valid until: {validUntil}

Your subscription is now active and you can view the contact details of your matches from your dashboard:
{link}

Please keep this e-mail for your records. If anything in this receipt looks wrong, reply to this e-mail and we will set it right.

Warm regards,
Team {siteName}`,
    },
    'profile-verified': {
      subject: 'Your {siteName} profile is now verified',
      body: `Dear {name},

Good news! Our team has reviewed your profile and it is now verified. Verified profiles earn more trust from other members and their families, and receive more responses.

Start exploring your matches here:
{link}

Keep your details up to date so that we can continue to recommend the right matches for you.

Warm regards,
Team {siteName}`,
    },
    notification: {
      subject: '{summary} - {siteName}',
      body: `Dear {name},

{text}

See it on your dashboard:
{link}

You receive this e-mail because "{topic}" is set to instant e-mails in your settings. To stop e-mails about this, open:
{unsubscribeLink}

Choose which e-mails you receive: {settingsLink}

Warm regards,
Team {siteName}`,
    },
    'notification-digest': {
      subject: 'Your day on {siteName}: {summary}',
      body: `Dear {name},

Here is what happened on {siteName} since your last summary.

{items}{matches}
Open your dashboard:
{link}

You receive this summary because some e-mails are set to a daily summary in your settings. To stop daily summaries, open:
{unsubscribeLink}

Choose which e-mails you receive: {settingsLink}

Warm regards,
Team {siteName}`,
    },
    'account-notice': {
      subject: '{summary} - {siteName}',
      body: `Dear {name},

{text}

{link}

You receive this e-mail because it is about your own account; it cannot be turned off.

Warm regards,
Team {siteName}`,
    },
    'family-invite': {
      subject: '{summary} - {siteName}',
      body: `Dear {name},

{text}

{link}

You receive this e-mail because a member of {siteName} named you as family to help with {gender, select, female {her} male {his} other {their}} search. If you do not want to help, ignore it: nothing is set up for you until you open the link and join.

Warm regards,
Team {siteName}`,
    },
    grievance: {
      subject: '{summary} - {siteName}',
      body: `Dear {name},

{text}

{link}

You receive this e-mail because of a complaint filed with our grievance officer; it cannot be turned off.

Warm regards,
Team {siteName}`,
    },
    nominee: {
      subject: '{summary} - {siteName}',
      body: `Dear {name},

{text}

You receive this e-mail because a request was filed with this address as a member's nominee; it cannot be turned off.

Warm regards,
Team {siteName}`,
    },
  },
  /** Each text message by its name; {siteName} as in the mails. */
  sms: {
    otp: '{code} is your {siteName} verification code. Valid for {minutes, plural, one {# minute} other {# minutes}}. Do not share it with anyone.',
    'family-invite': '{member} invites you to help with {gender, select, female {her} male {his} other {their}} search on {siteName}. Join here: {link}',
  },
  /**
   * The family invitation's words (the mail's {summary} and {text}): {member} is the inviting
   * member's first name in the summary and full name in the text, {gender} their gender code,
   * {relation} the helper's relation in words, {account} 'yes' when the helper already has an account.
   */
  familyInvite: {
    summary: '{member} invites you to help',
    text: '{member} invites you, as {gender, select, female {her} male {his} other {their}} {relation}, to help with {gender, select, female {her} male {his} other {their}} search for a match. {account, select, yes {Open the link and sign in as you always do.} other {Open the link to join: you will choose a password of your own.}} The link works for {days, plural, one {# day} other {# days}}.',
  },
  /** Why an administrator's override of a mail is refused (a 400 on the field). */
  check: {
    syntax:
      "{field, select, subject {The subject} other {The body}} cannot be read as a mail text: write each value as its name in braces, like '{'name'}', and close every brace.",
    unknown: '{field, select, subject {The subject} other {The body}} uses {names}, which this mail does not fill in. It may use: {allowed}.',
  },
};

export type MailWords = typeof mailEn;
