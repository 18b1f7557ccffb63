import fp from 'fastify-plugin';
import { createMailService, type MailService } from '../modules/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one mail service of this app: accounts, the contact form and the retry sweep share it. */
    mail: MailService;
  }
}

/** Builds the mail service once at start; on close it waits for queued mail, then stops its timers. */
export const mailPlugin = fp(
  async (app) => {
    const mail = createMailService({ db: app.db, config: app.config, log: app.log });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => {
      await mail.settled();
      mail.close();
    });
  },
  { name: 'mail' },
);
