import type { Database } from '../../db/database.ts';
import type { EmailTypeCode } from '../../db/seeds/data/email.ts';
import { mailWords, MAIL_TYPES } from '../../../shared/i18n/mail/index.ts';
import { formatMessage, messageArguments } from '../../../shared/i18n/message-format.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/locales.ts';

export type TemplateVars = Record<string, string | number>;

/**
 * Writes out a text in ICU MessageFormat in a language. A select whose value was not given takes
 * its `other` form (a gender not known): a value that only picks the words never stops a mail.
 */
export function renderText(locale: Locale, text: string, vars: TemplateVars): string {
  const values = { ...vars };
  for (const name of messageArguments(text).chosen) if (!(name in values)) values[name] = 'other';
  return formatMessage(locale, text, values);
}

/** The values every mail may use besides its own. */
const EVERY_MAIL = ['siteName'];

/** The values a mail's texts use in any language, and siteName: all an administrator's override may use. */
export function mailValueNames(code: string): string[] | null {
  if (!(MAIL_TYPES as string[]).includes(code)) return null;
  const names = new Set(EVERY_MAIL);
  for (const locale of LOCALES) {
    const mail = mailWords(locale).mails[code as EmailTypeCode];
    for (const text of [mail.subject, mail.body]) {
      const { shown, chosen } = messageArguments(text);
      for (const name of [...shown, ...chosen]) names.add(name);
    }
  }
  return [...names].sort();
}

/** A mail ready to be written out: the catalogue's text in the recipient's language, or an administrator's override of it. */
export interface MailText {
  emailTypeId: number | null;
  locale: Locale;
  /** The subject and body to send: an override's where the administrator wrote one, else the catalogue's. */
  subject: string;
  body: string;
  /** The catalogue's, which an override that cannot be written out gives way to. */
  catalogue: { subject: string; body: string };
}

/**
 * The text of a mail in the recipient's language (English when not said), from the catalogue
 * (src/shared/i18n/mail) unless an administrator overrode it: the first active e-mail template
 * row of the type and language, whose empty subject or body keeps the catalogue's
 * (docs/decisions/098-mails-and-sms-from-the-catalogues.md). Read per send, so an edit applies
 * to the next mail.
 */
export async function loadMailText(db: Database, code: EmailTypeCode, locale: Locale = DEFAULT_LOCALE): Promise<MailText> {
  const catalogue = mailWords(locale).mails[code];
  if (!catalogue) throw new Error(`No mail "${code}" in the catalogue`);
  const row = await db
    .selectFrom('emailType')
    .leftJoin('emailTemplate', (join) =>
      join.onRef('emailTemplate.emailTypeId', '=', 'emailType.id').on('emailTemplate.locale', '=', locale).on('emailTemplate.isActive', '=', 1),
    )
    .select(['emailType.id as typeId', 'emailTemplate.subject', 'emailTemplate.body'])
    .where('emailType.code', '=', code)
    .orderBy('emailTemplate.id')
    .limit(1)
    .executeTakeFirst();
  return {
    emailTypeId: row ? Number(row.typeId) : null,
    locale,
    subject: row?.subject || catalogue.subject,
    body: row?.body || catalogue.body,
    catalogue: { subject: catalogue.subject, body: catalogue.body },
  };
}

/**
 * Writes out a mail's subject and body with the values. An override that cannot be (one stored
 * before its checks, naming a value the mail no longer has) gives way to the catalogue's text,
 * and `onFallback` is told: a one-time code or a reset link must still go out.
 */
export function renderMail(text: MailText, vars: TemplateVars, onFallback?: (field: 'subject' | 'body', error: string) => void) {
  const write = (field: 'subject' | 'body') => {
    try {
      return renderText(text.locale, text[field], vars);
    } catch (error) {
      if (text[field] === text.catalogue[field]) throw error;
      onFallback?.(field, error instanceof Error ? error.message : String(error));
      return renderText(text.locale, text.catalogue[field], vars);
    }
  };
  return { subject: write('subject'), body: write('body') };
}

/** Sender from the active mail-settings row (editable by administrators), else MAIL_FROM. */
export async function senderAddress(db: Database, fallback: string): Promise<{ from: string; replyTo?: string }> {
  const row = await db.selectFrom('mailSettings').select(['fromName', 'fromAddress', 'replyTo']).where('isActive', '=', 1).orderBy('id').executeTakeFirst();
  if (!row) return { from: fallback };
  const name = row.fromName.replace(/["\\]/g, '');
  return { from: `"${name}" <${row.fromAddress}>`, ...(row.replyTo ? { replyTo: row.replyTo } : {}) };
}

export async function recipientsOf(db: Database, code: EmailTypeCode): Promise<string[]> {
  const rows = await db
    .selectFrom('emailRecipient')
    .innerJoin('emailType', 'emailType.id', 'emailRecipient.emailTypeId')
    .select('emailRecipient.email')
    .where('emailType.code', '=', code)
    .execute();
  return rows.map((r) => r.email);
}
