import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SHIPPED_BODIES_0092, SHIPPED_SUBJECTS_0092 } from './data/0092-shipped-mail-texts.ts';

/**
 * The mails' texts come from the catalogue (src/shared/i18n/mail) and an e-mail template row is an
 * administrator's override of one (docs/decisions/098-mails-and-sms-from-the-catalogues.md). The
 * rows the seeds copied in, unchanged, are removed; a row an administrator edited is kept, with
 * the subject or body they left as seeded emptied (it reads the catalogue's now) and its
 * {{placeholders}} written as ICU MessageFormat ({name}, literal braces and apostrophes quoted).
 */
const fingerprint = (code: string, locale: string, text: string) =>
  createHash('sha256').update(`${code}\u0000${locale}\u0000${text}`).digest('hex').slice(0, 32);

/** A text of the old {{placeholder}} kind as ICU MessageFormat that writes out the same. */
export function legacyToIcu(text: string): string {
  return text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part, i) => (i % 2 ? `{${part.slice(2, -2).trim()}}` : part.replace(/'/g, "''").replace(/[{}]/g, (brace) => `'${brace}'`)))
    .join('');
}

/** ICU MessageFormat of the kind legacyToIcu writes, back to {{placeholders}}. */
function icuToLegacy(text: string): string {
  return text
    .split(/('[{}]')/)
    .map((part, i) => (i % 2 ? part[1]! : part.replace(/\{\s*(\w+)\s*\}/g, '{{$1}}').replace(/''/g, "'")))
    .join('');
}

export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom('email_template as t')
    .leftJoin('email_type as e', 'e.id', 't.email_type_id')
    .select(['t.id', 't.locale', 't.subject', 't.body', 'e.code'])
    .execute();
  for (const row of rows) {
    const code = String(row.code ?? '');
    const locale = String(row.locale);
    const seededSubject = code !== '' && SHIPPED_SUBJECTS_0092.has(fingerprint(code, locale, String(row.subject)));
    const seededBody = code !== '' && SHIPPED_BODIES_0092.has(fingerprint(code, locale, String(row.body)));
    if (seededSubject && seededBody) {
      await db.deleteFrom('email_template').where('id', '=', row.id).execute();
      continue;
    }
    await db
      .updateTable('email_template')
      .set({ subject: seededSubject ? '' : legacyToIcu(String(row.subject)), body: seededBody ? '' : legacyToIcu(String(row.body)) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Back to {{placeholders}}. The copies removed are not put back: with no row, the older code sends
 * the text it ships with. A row that kept the catalogue's subject or body has nothing to say there
 * to the older code, so it goes too.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('email_template')
    .where((eb) => eb.or([eb('subject', '=', ''), eb('body', '=', '')]))
    .execute();
  const rows = await db.selectFrom('email_template').select(['id', 'subject', 'body']).execute();
  for (const row of rows) {
    await db
      .updateTable('email_template')
      .set({ subject: icuToLegacy(String(row.subject)), body: icuToLegacy(String(row.body)) })
      .where('id', '=', row.id)
      .execute();
  }
}
