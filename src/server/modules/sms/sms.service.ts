import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config.ts';
import { SMS_TEMPLATES } from '../../db/seeds/data/email.ts';
import { SITE_NAME } from '../../../shared/site.ts';
import { renderTemplate } from '../mail/mail-templates.ts';
import { maskMobile } from '../mail/outbox-file.ts';
import { msg91SmsProvider } from './msg91-sms.provider.ts';
import { outboxSmsProvider } from './outbox-sms.provider.ts';
import type { SmsProvider } from './sms-provider.ts';

export interface SmsService {
  provider: string;
  /** Never throws: a failed SMS is logged (without its text) and the e-mail copy still arrives. */
  sendTemplate(template: string, to: string, vars: Record<string, string | number>): Promise<boolean>;
}

export function createSmsProvider(config: Config): SmsProvider {
  if (config.sms.provider === 'msg91') {
    return msg91SmsProvider({ url: config.sms.url, authKey: config.sms.authKey!, templateId: config.sms.templateId, sender: config.sms.sender });
  }
  return outboxSmsProvider(config.dataDir);
}

export function createSmsService(config: Config, log: FastifyBaseLogger, provider = createSmsProvider(config)): SmsService {
  return {
    provider: provider.name,
    async sendTemplate(template, to, vars) {
      const text = SMS_TEMPLATES[template];
      if (!text) throw new Error(`No SMS template "${template}"`);
      const all = { siteName: SITE_NAME, ...vars };
      try {
        await provider.send({ to, template, vars: all, body: renderTemplate(text, all) });
        log.info({ to: maskMobile(to), via: provider.name, template }, 'sms sent');
        return true;
      } catch (error) {
        log.warn({ to: maskMobile(to), via: provider.name, template, err: error instanceof Error ? error.message : String(error) }, 'sms delivery failed');
        return false;
      }
    },
  };
}
