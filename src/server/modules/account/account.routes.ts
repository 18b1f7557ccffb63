import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireMember } from '../../plugins/auth-context.ts';
import { DeleteAccountSchema } from '../../../shared/schemas/account.ts';
import { deleteAccount, exportAccount } from './account.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { anyObject, deletedUser } from '../../lib/openapi/replies.ts';
import { AUTH_LIMITS, accountLimits } from '../auth/auth.limits.ts';

const tags = ['Account'];

/** The member's own data rights (DESIGN §14): download everything, delete the account. */
export function registerAccountRoutes(app: FastifyInstance) {
  app.get(
    '/account/export',
    {
      schema: routeDoc({
        tags,
        summary: 'Everything stored about the signed-in member, as JSON',
        access: 'member',
        reply: anyObject('Every record stored about the member, by table'),
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request);
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
        reply: deletedUser,
        errors: [403, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.deleteAccount),
    },
    async (request, reply) => {
      const auth = requireMember(request);
      const { password } = parse(request.body, DeleteAccountSchema);
      return send(reply, await deleteAccount(app.db, app.config, auth.userId, password));
    },
  );
}
