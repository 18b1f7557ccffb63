import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/database.ts';
import { mailWords, type SmsName } from '../../../shared/i18n/mail/index.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import { SITE_NAME } from '../../../shared/site.ts';
import { renderText, maskMobile } from '../mail/index.ts';
import { msg91SmsProvider } from './msg91-sms.provider.ts';
import { outboxSmsProvider } from './outbox-sms.provider.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface SmsService {
  provider: string;
  /**
   * Never throws: every attempt is recorded in sms-log (without its text, which may carry a
   * code) and a failure logged; the caller tells the member, and the e-mail copy still arrives.
   */
  sendTemplate(template: SmsName, to: string, vars: Record<string, string | number>, locale?: Locale): Promise<boolean>;
}

export function createSmsProvider(config: Config): SmsProvider {
  if (config.sms.provider === 'msg91') {
    return msg91SmsProvider({
      url: config.sms.url,
      authKey: config.sms.authKey!,
      templateId: config.sms.templateId,
      sender: config.sms.sender,
      timeoutMs: config.sms.timeoutMs,
    });
  }
  return outboxSmsProvider(config.dataDir);
}

export function createSmsService(config: Config, log: FastifyBaseLogger, provider = createSmsProvider(config), db?: Database): SmsService {
  const record = async (to: string, template: string, error: string | null) => {
    if (!db) return;
    await db
      .insertInto('smsLog')
      .values({
        toMobile: to,
        template,
        provider: provider.name,
        status: error ? 'failed' : 'sent',
        error: error?.slice(0, 500) ?? null,
        createdAt: new Date().toISOString(),
      })
      .execute()
      .catch((err: Error) => log.error({ err: err.message }, 'sms-log could not be written'));
  };
  return {
    provider: provider.name,
    async sendTemplate(template, to, vars, locale = DEFAULT_LOCALE) {
      // The member's language (docs/decisions/042-member-language.md), from the catalogue (docs/decisions/098-mails-and-sms-from-the-catalogues.md).
      const text = mailWords(locale).sms[template];
      if (!text) throw new Error(`No SMS "${template}" in the catalogue`);
      const all = { siteName: SITE_NAME, ...vars };
      try {
        await provider.send({ to, template, vars: all, body: renderText(locale, text, all) });
        log.info({ to: maskMobile(to), via: provider.name, template }, 'sms sent');
        await record(to, template, null);
        return true;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.warn({ to: maskMobile(to), via: provider.name, template, err: reason }, 'sms delivery failed');
        await record(to, template, reason);
        return false;
      }
    },
  };
}
