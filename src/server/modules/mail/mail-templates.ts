import type { Database } from '../../db/database.ts';
import { EMAIL_TEMPLATES, type EmailTypeCode } from '../../db/seeds/data/email.ts';
import { TRANSLATED_EMAIL_TEMPLATES } from '../../db/seeds/data/email-translations.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';

export type TemplateVars = Record<string, string | number>;

/** Fills {{placeholders}}; an unknown placeholder stays visible so a broken template is noticed. */
export function renderTemplate(text: string, vars: TemplateVars): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export interface LoadedTemplate {
  emailTypeId: number | null;
  subject: string;
  body: string;
  /** No active row: the text shipped with the site was used. */
  builtIn: boolean;
}

/**
 * The active template of an e-mail type in the member's language; administrators edit these rows,
 * so they are read per send. A language with no active template falls back to the English one
 * (docs/decisions/042-member-language.md). When an administrator has deactivated or deleted every
 * template of a type, the text the site ships with is used: a one-time code or a reset link must
 * still go out.
 */
export async function loadTemplate(db: Database, code: EmailTypeCode, locale: Locale = DEFAULT_LOCALE): Promise<LoadedTemplate> {
  const rows = await db
    .selectFrom('emailTemplate')
    .innerJoin('emailType', 'emailType.id', 'emailTemplate.emailTypeId')
    .select(['emailTemplate.emailTypeId', 'emailTemplate.subject', 'emailTemplate.body', 'emailTemplate.locale'])
    .where('emailType.code', '=', code)
    .where('emailTemplate.isActive', '=', 1)
    .where('emailTemplate.locale', 'in', [...new Set([locale, DEFAULT_LOCALE])])
    .orderBy('emailTemplate.id')
    .execute();
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  if (row) return { emailTypeId: row.emailTypeId, subject: row.subject, body: row.body, builtIn: false };
  const shipped =
    [...TRANSLATED_EMAIL_TEMPLATES, ...EMAIL_TEMPLATES].find((t) => t.typeCode === code && (t.locale ?? DEFAULT_LOCALE) === locale) ??
    EMAIL_TEMPLATES.find((t) => t.typeCode === code);
  if (!shipped) throw new Error(`No e-mail template for type "${code}"`);
  const type = await db.selectFrom('emailType').select('id').where('code', '=', code).executeTakeFirst();
  return { emailTypeId: type ? Number(type.id) : null, subject: shipped.subject, body: shipped.body, builtIn: true };
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
