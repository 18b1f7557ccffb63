import type { Database } from '../../db/database.ts';
import type { EmailTypeCode } from '../../db/seeds/data/email.ts';

export type TemplateVars = Record<string, string | number>;

/** Fills {{placeholders}}; an unknown placeholder stays visible so a broken template is noticed. */
export function renderTemplate(text: string, vars: TemplateVars): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export interface LoadedTemplate {
  emailTypeId: number;
  subject: string;
  body: string;
}

/** The active template of an e-mail type; administrators edit these rows, so they are read per send. */
export async function loadTemplate(db: Database, code: EmailTypeCode): Promise<LoadedTemplate> {
  const row = await db
    .selectFrom('emailTemplate')
    .innerJoin('emailType', 'emailType.id', 'emailTemplate.emailTypeId')
    .select(['emailTemplate.emailTypeId', 'emailTemplate.subject', 'emailTemplate.body'])
    .where('emailType.code', '=', code)
    .where('emailTemplate.isActive', '=', 1)
    .orderBy('emailTemplate.id')
    .executeTakeFirst();
  if (!row) throw new Error(`No active e-mail template for type "${code}"`);
  return row;
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
