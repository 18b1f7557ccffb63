import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../shared/messages.ts';
import { CompleteResetSchema, PasswordResetReply, PasswordUpdatedReply, ResetPasswordSchema, UpdatePasswordSchema } from '../../../shared/schemas/auth.ts';
import { flagMessage } from '../../../shared/schemas/reply.ts';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import type { AuthDeps } from './auth.deps.ts';
import { AUTH_LIMITS, accountLimits } from './auth.limits.ts';
import { completePasswordReset, requestPasswordReset, updatePassword } from './password-change.service.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';

/** /auth/update-password, /auth/reset-password and /auth/complete-reset. */
export function registerPasswordRoutes(app: FastifyInstance, deps: AuthDeps) {
  app.post(
    '/auth/update-password',
    {
      schema: routeDoc({
        tags: ['Accounts'],
        summary: 'Change the password; signs out the other sessions',
        access: 'member',
        body: UpdatePasswordSchema,
        reply: PasswordUpdatedReply,
        errors: [429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.updatePassword),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      const input = parse(request.body, UpdatePasswordSchema);
      return send(reply, await updatePassword(deps, auth, input));
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: routeDoc({
        tags: ['Accounts'],
        summary: 'E-mail a single-use reset link (same answer for every address)',
        access: 'public',
        body: ResetPasswordSchema,
        reply: flagMessage('success'),
        errors: [429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.resetPassword),
    },
    async (request, reply) => {
      const { email } = parse(request.body, ResetPasswordSchema);
      requestPasswordReset(deps, email);
      return send(reply, { success: true, message: MSG.resetSuccess });
    },
  );

  app.post(
    '/auth/complete-reset',
    {
      schema: routeDoc({
        tags: ['Accounts'],
        summary: 'Set a new password with the token of a reset link',
        access: 'public',
        body: CompleteResetSchema,
        reply: PasswordResetReply,
        errors: [429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.completeReset),
    },
    async (request, reply) => {
      const input = parse(request.body, CompleteResetSchema);
      return send(reply, await completePasswordReset(deps, input));
    },
  );
}
