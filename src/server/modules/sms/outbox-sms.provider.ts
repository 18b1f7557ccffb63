import { writeOutboxFile } from '../mail/index.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The default: DATA_DIR/outbox/<time>-….sms.json, read by a person or a test. */
export function outboxSmsProvider(dataDir: string): SmsProvider {
  return {
    name: 'outbox',
    async send({ to, body, template }) {
      const json = JSON.stringify({ to, body, template, createdAt: new Date().toISOString() }, null, 2);
      await writeOutboxFile(dataDir, '.sms.json', `${json}\n`);
    },
  };
}
