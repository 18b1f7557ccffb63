import fp from 'fastify-plugin';
import { createAuthDeps, type AuthDeps, CODE_SENDS_PER_HOUR, subjectLimiter } from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What registration, sign-in and password routes need: database, mail, SMS, code key, background work. */
    accounts: AuthDeps;
  }
}

/**
 * Builds the account services from the mail and SMS services. Close hooks run in reverse order of
 * registration, so background work (the reset mail) settles before the mail service closes.
 */
export const accountServicesPlugin = fp(
  async (app) => {
    const accounts = createAuthDeps(app, subjectLimiter(app, 'code-send:user', CODE_SENDS_PER_HOUR, '1 hour'));
    app.decorate('accounts', accounts);
    app.addHook('onClose', async () => {
      await accounts.background.settled();
    });
  },
  { name: 'account-services', dependencies: ['@fastify/rate-limit', 'mail', 'sms'] },
);
