import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { AccountExportReply, DeleteAccountSchema, LanguageReply, LanguageSchema } from '../../../shared/schemas/account.ts';
import { deleteAccount, exportAccount, setLanguage } from './account.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { DeletedUserReply } from '../../../shared/schemas/reply.ts';
import { AUTH_LIMITS, accountLimits } from '../auth/index.ts';

const tags = ['Account'];

/** The member's own data rights (docs/product/trust.md): download everything, delete the account; and the account's language. */
export function registerAccountRoutes(app: FastifyInstance) {
  app.get(
    '/account/export',
    {
      schema: routeDoc({
        tags,
        summary: 'Everything stored about the signed-in member, as JSON',
        access: 'member',
        reply: AccountExportReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      reply.header('cache-control', 'no-store');
      return send(reply, await exportAccount(app.db, auth.userId));
    },
  );

  app.delete(
    '/account',
    {
      schema: routeDoc({
        tags,
        summary: 'Delete the signed-in account (password confirmation)',
        access: 'member',
        body: DeleteAccountSchema,
        reply: DeletedUserReply,
        errors: [403, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.deleteAccount),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const { password } = parse(request.body, DeleteAccountSchema);
      return send(reply, await deleteAccount(app.db, app.config, app.mail, auth.userId, password));
    },
  );

  app.put(
    '/account/language',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose the language the dashboard, mail and SMS speak to me (en, hi or ta)',
        access: 'member',
        body: LanguageSchema,
        reply: LanguageReply,
      }),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const { locale } = parse(request.body, LanguageSchema);
      return send(reply, await setLanguage(app.db, auth.userId, locale));
    },
  );
}
