import type { ResourceHooks } from '../../lib/crud/hooks.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { CodedMessage } from '../../../shared/message-code.ts';
import { mailEn } from '../../../shared/i18n/mail/en.ts';
import { formatMessage, messageArguments } from '../../../shared/i18n/message-format.ts';
import { mailValueNames } from './mail-templates.ts';

type Field = 'subject' | 'body';
type Check = keyof typeof mailEn.check;

/** A refusal of the mail catalogue's, with its code and values (docs/decisions/092-message-codes.md); `text` is the English. */
const refusal = <V extends Record<string, string>>(key: Check, values: V): CodedMessage<`mail.check.${Check}`, V> => ({
  code: `mail.check.${key}`,
  values,
  text: formatMessage('en', mailEn.check[key], values),
});

/**
 * An e-mail template row is an administrator's override of a mail's text in one language
 * (docs/decisions/098-mails-and-sms-from-the-catalogues.md): its subject and body, where not left
 * empty, are ICU MessageFormat like the catalogue's and may use only the values that mail fills
 * in. Anything else is a 400 on the field, before it is stored, rather than a mail that cannot be
 * written out.
 */
export const emailTemplateHooks = (): ResourceHooks => ({
  async beforeWrite(ctx, values, mode) {
    const stored = ctx.id ? await ctx.db.selectFrom('emailTemplate').select('emailTypeId').where('id', '=', ctx.id).executeTakeFirst() : undefined;
    const typeId = Number(values.emailTypeId ?? stored?.emailTypeId);
    const type = Number.isFinite(typeId) ? await ctx.db.selectFrom('emailType').select('code').where('id', '=', typeId).executeTakeFirst() : undefined;
    // A type the catalogue has no mail for sends nothing: its texts are checked as messages only.
    const allowed = type?.code ? mailValueNames(type.code) : null;
    const fields: Partial<Record<Field, CodedMessage>> = {};
    for (const field of ['subject', 'body'] as const) {
      const text = values[field];
      if (typeof text !== 'string' || text === '') continue;
      let used: string[];
      try {
        const { shown, chosen } = messageArguments(text);
        used = [...new Set([...shown, ...chosen])];
      } catch {
        fields[field] = refusal('syntax', { field });
        continue;
      }
      const unknown = allowed ? used.filter((name) => !allowed.includes(name)) : [];
      if (unknown.length)
        fields[field] = refusal('unknown', { field, names: unknown.map((n) => `{${n}}`).join(', '), allowed: allowed!.map((n) => `{${n}}`).join(', ') });
    }
    const refused = Object.values(fields);
    if (refused.length) throw badRequest(refused.length === 1 ? refused[0]! : refused.map((r) => r.text).join('; '), fields);
    // A subject or body not given is the catalogue's: stored empty.
    return mode === 'create' ? { subject: '', body: '', ...values } : values;
  },
});
