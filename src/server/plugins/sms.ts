import fp from 'fastify-plugin';
import { createSmsService, type SmsService } from '../modules/sms/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one SMS service of this app (one-time codes). */
    sms: SmsService;
  }
}

export const smsPlugin = fp(
  async (app) => {
    app.decorate('sms', createSmsService(app.config, app.log, undefined, app.db));
  },
  { name: 'sms' },
);
