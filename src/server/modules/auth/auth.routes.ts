import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../../shared/messages.ts';
import {
  CodeSentReply,
  LoginReply,
  LoginSchema,
  MeReply,
  RegisterReply,
  RegisterSchema,
  ResendOtpSchema,
  UnverifiedParamsSchema,
  VerificationTokenHeaders,
  VerifyOtpReply,
  VerifyOtpSchema,
} from '../../../shared/schemas/auth.ts';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import type { RequestMeta } from './account.repository.ts';
import { AUTH_LIMITS, accountLimits, signInGuard } from './auth.limits.ts';
import { login } from './login.service.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { deleteUnverifiedAccount, register, resendOtp, verifyOtp } from './registration.service.ts';
import { revokeSession } from './session.service.ts';
import { dummyPasswordHash } from './password.service.ts';
import { routeDoc, type RouteDoc } from '../../lib/openapi/route-doc.ts';
import { DeletedUserReply, flagMessage } from '../../../shared/schemas/reply.ts';

export const requestMeta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const doc = (summary: string, isPublic = true, more: Partial<RouteDoc> = {}) => ({
  schema: routeDoc({ tags: ['Accounts'], summary, access: isPublic ? 'public' : 'member', errors: [429], ...more }),
});

/** /auth/*: registration, one-time codes, sign-in and sessions (docs/product/api.md, docs/product/accounts.md). */
export function registerAuthRoutes(app: FastifyInstance) {
  const deps = app.accounts;
  // Made now, not at the first unknown address, so that request is not the slow one.
  void dummyPasswordHash();

  app.post(
    '/auth/register',
    {
      ...doc('Register a member; sends one code to the e-mail and the mobile', true, {
        body: RegisterSchema,
        reply: RegisterReply,
        status: 201,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.register),
    },
    async (request, reply) => {
      const input = parse(request.body, RegisterSchema);
      return send(reply, await register(deps, input, requestMeta(request)), 201);
    },
  );

  app.post(
    '/auth/verify-otp',
    {
      ...doc('Check the code; marks the account verified and signs in', true, { body: VerifyOtpSchema, reply: VerifyOtpReply }),
      preHandler: accountLimits(app, AUTH_LIMITS.verifyOtp),
    },
    async (request, reply) => {
      const input = parse(request.body, VerifyOtpSchema);
      return send(reply, await verifyOtp(deps, input, requestMeta(request)));
    },
  );

  app.post(
    '/auth/resend-otp',
    {
      ...doc('Send a fresh code (60 s cooldown)', true, { body: ResendOtpSchema, reply: CodeSentReply }),
      preHandler: accountLimits(app, AUTH_LIMITS.resendOtp),
    },
    async (request, reply) => {
      const input = parse(request.body, ResendOtpSchema);
      return send(reply, await resendOtp(deps, input));
    },
  );

  app.delete(
    '/auth/unverified/:userId',
    {
      ...doc('Delete a pending (unverified) account; needs X-Verification-Token', true, {
        params: UnverifiedParamsSchema,
        headers: VerificationTokenHeaders,
        reply: DeletedUserReply,
        errors: [401, 403, 409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.deleteUnverified),
    },
    async (request, reply) => {
      const { userId } = parse(request.params, UnverifiedParamsSchema);
      const token = request.headers['x-verification-token'];
      return send(reply, await deleteUnverifiedAccount(deps, userId, typeof token === 'string' ? token : undefined));
    },
  );

  const guard = signInGuard(app);
  app.post(
    '/auth/login',
    {
      ...doc('Sign in with e-mail and password', true, { body: LoginSchema, reply: LoginReply, errors: [401, 429] }),
      preHandler: accountLimits(app, AUTH_LIMITS.login),
    },
    async (request, reply) => {
      const input = parse(request.body, LoginSchema);
      return send(reply, await login(deps, input, requestMeta(request), guard));
    },
  );

  app.get('/auth/logout', doc('Sign out: revokes this session', false, { reply: flagMessage('loggedOut'), errors: [] }), async (request, reply) => {
    const auth = requireSignedIn(request);
    await revokeSession(app.db, auth.sessionId);
    return send(reply, { loggedOut: true, message: MSG.logoutSuccess });
  });

  app.get('/auth/me', doc('The signed-in member', false, { reply: MeReply, errors: [] }), async (request, reply) => {
    const auth = requireSignedIn(request);
    return send(reply, { userId: auth.userId, userName: auth.userName, email: auth.email, role: auth.role, otpVerified: auth.isVerified, locale: auth.locale });
  });

  registerPasswordRoutes(app, deps);
}
