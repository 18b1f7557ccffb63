import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';
import { writeOutboxFile } from './outbox-file.ts';

export interface OutgoingMail {
  from: string;
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
  /** Files sent with the mail, such as a tax invoice. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Where mail goes: SMTP when SMTP_URL is set, otherwise an .eml file in the outbox. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'dataDir'>): MailTransport {
  if (config.smtpUrl) {
    // Short timeouts: a stuck relay must not hold a sign-up request for minutes.
    const smtp = nodemailer.createTransport(config.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as object);
    return {
      kind: 'smtp',
      async deliver(mail) {
        const info = await smtp.sendMail(mail);
        return { messageId: String(info.messageId) };
      },
      close: () => smtp.close(),
    };
  }
  // nodemailer renders the real RFC 5322 message; we only choose where the bytes go.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async deliver(mail) {
      const info = await stream.sendMail(mail);
      const file = await writeOutboxFile(config.dataDir, '.eml', info.message as Buffer);
      return { messageId: String(info.messageId), file };
    },
    close: () => stream.close(),
  };
}
