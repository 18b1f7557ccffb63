import type { FastifyInstance } from 'fastify';
import { array, enums, integer, nullable, string, type } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import { MAIL_TYPES, mailWords } from '../../../shared/i18n/mail/index.ts';
import { LOCALES } from '../../../shared/locales.ts';
import { mailValueNames } from './mail-templates.ts';

/** One mail in one language: the catalogue's text, the values it may use, and the override an administrator wrote, if any. */
const MailTextItem = type({
  type: string(),
  locale: enums(LOCALES),
  subject: string(),
  body: string(),
  values: array(string()),
  override: nullable(type({ id: integer(), subject: string(), body: string(), isActive: integer() })),
});
const MailTextsReply = type({ items: array(MailTextItem) });

/**
 * What an administrator overrides (docs/decisions/098-mails-and-sms-from-the-catalogues.md): every
 * mail in every language, its catalogue text, the values it may use, and the E-mail Template row
 * sent instead of it, if one is active.
 */
export function registerMailTextRoutes(app: FastifyInstance) {
  app.get(
    '/mail-texts',
    {
      schema: routeDoc({
        tags: ['Mail'],
        summary: "Every mail's catalogue text in each language, with the administrator's override of it (administrators)",
        access: 'admin',
        reply: MailTextsReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const rows = await app.db
        .selectFrom('emailTemplate')
        .innerJoin('emailType', 'emailType.id', 'emailTemplate.emailTypeId')
        .select(['emailTemplate.id', 'emailTemplate.locale', 'emailTemplate.subject', 'emailTemplate.body', 'emailTemplate.isActive', 'emailType.code'])
        .orderBy('emailTemplate.id')
        .execute();
      // The row a mail is sent with: the first active one of its type and language, else the first.
      const overrideOf = (code: string, locale: string) => {
        const mine = rows.filter((r) => r.code === code && r.locale === locale);
        const row = mine.find((r) => Number(r.isActive) === 1) ?? mine[0];
        return row ? { id: Number(row.id), subject: row.subject, body: row.body, isActive: Number(row.isActive) } : null;
      };
      const items = LOCALES.flatMap((locale) =>
        MAIL_TYPES.map((code) => ({
          type: code,
          locale,
          subject: mailWords(locale).mails[code].subject,
          body: mailWords(locale).mails[code].body,
          values: mailValueNames(code) ?? [],
          override: overrideOf(code, locale),
        })),
      );
      return send(reply, { items });
    },
  );
}
