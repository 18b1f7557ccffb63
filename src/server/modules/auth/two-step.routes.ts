import type { FastifyInstance } from 'fastify';
import { LoginReply, LoginWithRecoveryCodesReply } from '../../../shared/schemas/auth.ts';
import {
  ChallengeCodeSchema,
  ChallengeSchema,
  DisableTwoStepSchema,
  NewRecoveryCodesReply,
  TwoStepCodeSchema,
  TwoStepOffReply,
  TwoStepOnReply,
  TwoStepResetReply,
  TwoStepSetupReply,
  TwoStepStatusReply,
  TwoStepUserParamsSchema,
} from '../../../shared/schemas/two-step.ts';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { routeDoc, type RouteDoc } from '../../lib/openapi/route-doc.ts';
import { parse } from '../../lib/validate.ts';
import { requireAdmin, requireSignedIn } from '../../plugins/auth-context.ts';
import { AUTH_LIMITS, accountLimits, twoStepGuard } from './auth.limits.ts';
import { requestMeta } from './auth.routes.ts';
import {
  challengeSetup,
  confirmChallengeSetup,
  disableTwoStep,
  memberConfirm,
  memberSetup,
  renewRecoveryCodes,
  resetMemberTwoStep,
  twoStepStatus,
  verifyChallenge,
} from './two-step.service.ts';

const doc = (summary: string, access: RouteDoc['access'], more: Partial<RouteDoc> = {}) => ({
  schema: routeDoc({ tags: ['Accounts'], summary, access, errors: [429], ...more }),
});

/**
 * /auth/two-step/*: the sign-in step after the password (a challenge token, not a session) and
 * the member's own settings (docs/decisions/019-breached-passwords-and-second-factor.md).
 */
export function registerTwoStepRoutes(app: FastifyInstance) {
  const deps = app.accounts;
  const guard = twoStepGuard(app);

  app.post(
    '/auth/two-step/challenge/verify',
    {
      ...doc('Sign-in, second step: the code from the app or a recovery code; answers the session', 'public', {
        body: ChallengeCodeSchema,
        reply: LoginReply,
        errors: [401, 409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepChallenge),
    },
    async (request, reply) => send(reply, await verifyChallenge(deps, guard, parse(request.body, ChallengeCodeSchema), requestMeta(request))),
  );

  app.post(
    '/auth/two-step/challenge/setup',
    {
      ...doc('Sign-in of an administrator without two-step sign-in: a new key and its QR code', 'public', {
        body: ChallengeSchema,
        reply: TwoStepSetupReply,
        errors: [401, 409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepChallenge),
    },
    async (request, reply) => send(reply, await challengeSetup(deps, parse(request.body, ChallengeSchema).challengeToken)),
  );

  app.post(
    '/auth/two-step/challenge/confirm',
    {
      ...doc('Sign-in: confirm the new key with a code; turns it on, answers the session and the recovery codes', 'public', {
        body: ChallengeCodeSchema,
        reply: LoginWithRecoveryCodesReply,
        errors: [401, 409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepChallenge),
    },
    async (request, reply) => send(reply, await confirmChallengeSetup(deps, guard, parse(request.body, ChallengeCodeSchema), requestMeta(request))),
  );

  app.get(
    '/auth/two-step',
    doc('Whether two-step sign-in is on, required, and how many recovery codes are left', 'member', {
      reply: TwoStepStatusReply,
      errors: [],
    }),
    async (request, reply) => send(reply, await twoStepStatus(deps, requireSignedIn(request))),
  );

  app.post(
    '/auth/two-step/setup',
    {
      ...doc('Start setting up two-step sign-in: a new key and its QR code', 'member', { reply: TwoStepSetupReply, errors: [409, 429] }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepMember),
    },
    async (request, reply) => send(reply, await memberSetup(deps, requireSignedIn(request))),
  );

  app.post(
    '/auth/two-step/confirm',
    {
      ...doc('Confirm the new key with a code; turns two-step sign-in on and answers the recovery codes', 'member', {
        body: TwoStepCodeSchema,
        reply: TwoStepOnReply,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepMember),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, await memberConfirm(deps, guard, auth, parse(request.body, TwoStepCodeSchema).code));
    },
  );

  app.post(
    '/auth/two-step/recovery-codes',
    {
      ...doc('New recovery codes for a code from the app (or a recovery code); the old ones stop working', 'member', {
        body: TwoStepCodeSchema,
        reply: NewRecoveryCodesReply,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.twoStepMember),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, await renewRecoveryCodes(deps, guard, auth, parse(request.body, TwoStepCodeSchema).code));
    },
  );

  app.post(
    '/auth/two-step/disable',
    {
      ...doc('Turn two-step sign-in off: needs the password and a code', 'member', {
        body: DisableTwoStepSchema,
        reply: TwoStepOffReply,
        errors: [409, 429],
      }),
      preHandler: accountLimits(app, AUTH_LIMITS.disableTwoStep),
    },
    async (request, reply) => {
      const auth = requireSignedIn(request);
      return send(reply, await disableTwoStep(deps, guard, auth, parse(request.body, DisableTwoStepSchema)));
    },
  );

  app.delete(
    '/auth/two-step/:userId',
    doc("Administrator: clear a member's two-step sign-in (a lost phone); ends their sessions", 'admin', {
      params: TwoStepUserParamsSchema,
      reply: TwoStepResetReply,
      errors: [404],
    }),
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { userId } = parse(request.params, TwoStepUserParamsSchema);
      const result = await auditedAct(app.db, request, (db) => resetMemberTwoStep({ ...deps, db }, userId, { events: app.events, adminId: auth.userId }));
      return send(reply, result);
    },
  );
}
