import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError, type Said } from '../../lib/http-error.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { OTP_ATTEMPTS_ALLOWED } from '../../../shared/constants.ts';
import { createFailureCounter } from '../../lib/failure-counter.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const AUTH_TEXT = CODED.AUTH_TEXT;
const TWO_STEP_TEXT = CODED.TWO_STEP_TEXT;

/**
 * Account rate limits. A route may need several (by IP and by account), and @fastify/rate-limit
 * runs only one limiter per request, so each limit here is its own counter from
 * `app.createRateLimit` (in Redis when REDIS_URL is set, so all API instances share them),
 * checked in a preHandler where the body (the account) is known.
 * Per-IP limits are generous: Indian mobile carriers put many members behind one address.
 */
export interface AccountLimit {
  name: string;
  max: number;
  timeWindow: string;
  /** The counter's subject (an IP, an e-mail, a user id); null skips this limit. */
  key: (request: FastifyRequest) => string | null;
  /** The 429's text, when a plain "too many requests" would not tell the member why. */
  message?: (seconds: number) => Said;
}

const field = (request: FastifyRequest, name: string) => {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim().toLowerCase().slice(0, 254) || null : null;
};

export const byIp = (name: string, max: number, timeWindow: string): AccountLimit => ({ name: `${name}:ip`, max, timeWindow, key: (r) => r.ip });
export const byBody = (name: string, bodyField: string, max: number, timeWindow: string): AccountLimit => ({
  name: `${name}:${bodyField}`,
  max,
  timeWindow,
  key: (r) => field(r, bodyField),
});
export const bySession = (name: string, max: number, timeWindow: string): AccountLimit => ({
  name: `${name}:user`,
  max,
  timeWindow,
  key: (r) => (r.auth ? String(r.auth.userId) : null),
});

/** Other members' profiles one member may open per hour: plenty to browse, too few to copy the site. */
export const PROFILE_VIEWS_PER_HOUR = 100;

/** The limits of every account route, in one place. */
export const AUTH_LIMITS = {
  // Per address and account, and per account, the sign-in guard counts failures only (SIGN_IN below).
  login: [byIp('login', 100, '15 minutes')],
  register: [byIp('register', 30, '1 hour'), byBody('register', 'email', 5, '1 hour')],
  verifyOtp: [byIp('verify', 60, '10 minutes'), byBody('verify', 'userId', 10, '10 minutes')],
  resendOtp: [byIp('resend', 20, '1 hour'), byBody('resend', 'userId', 5, '1 hour')],
  resetPassword: [byIp('reset', 10, '1 hour'), byBody('reset', 'email', 3, '1 hour')],
  completeReset: [byIp('complete-reset', 20, '15 minutes')],
  // Every argon2 check of a signed-in member's password shares one counter (docs/decisions/016).
  updatePassword: [bySession('update-password', 10, '15 minutes'), bySession('password-check', 10, '15 minutes')],
  deleteAccount: [bySession('password-check', 10, '15 minutes')],
  viewProfile: [
    {
      ...bySession('view-profile', PROFILE_VIEWS_PER_HOUR, '1 hour'),
      message: (seconds: number) => AUTH_TEXT.tooManyProfileViews({ max: PROFILE_VIEWS_PER_HOUR, minutes: Math.ceil(seconds / 60) }),
    },
  ],
  upload: [bySession('upload', 20, '1 hour')],
  deleteUnverified: [byIp('delete-unverified', 20, '15 minutes')],
  // The second step: per address here; wrong codes per account in TWO_STEP_LIMIT below.
  twoStepChallenge: [byIp('two-step', 60, '15 minutes')],
  twoStepMember: [bySession('two-step', 30, '15 minutes')],
  disableTwoStep: [bySession('password-check', 10, '15 minutes')],
} satisfies Record<string, AccountLimit[]>;

export function accountLimits(app: FastifyInstance, limits: AccountLimit[]): preHandlerAsyncHookHandler[] {
  if (!app.config.rateLimits) return [];
  const prefix = app.config.rateLimitPrefix;
  // One check per limit name for the whole app, so routes sharing a limit share its count.
  const counters = app.accountLimitChecks;
  const checks = limits.map((limit) => {
    let check = counters.get(limit.name);
    if (!check) {
      check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.timeWindow,
        keyGenerator: (request) => `${prefix}auth:${limit.name}:${limit.key(request)}`,
      });
      counters.set(limit.name, check);
    }
    return { limit, check };
  });
  return [
    async (request) => {
      for (const { limit, check } of checks) {
        if (limit.key(request) === null) continue;
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          throw new HttpError(429, 'too_many_requests', limit.message ? limit.message(seconds) : AUTH_TEXT.tooManyRequests({ seconds }), undefined, {
            'retry-after': String(seconds),
          });
        }
      }
    },
  ];
}

/**
 * Failed sign-ins (docs/decisions/016-abuse-limits-and-idle-sessions.md). One address guessing one
 * account is stopped after `perAddressAndAccount` failures in the window; failures spread over
 * many addresses never stop the owner, they slow every attempt on the account by a growing delay.
 */
export const SIGN_IN = { windowMs: 15 * 60_000, perAddressAndAccount: 10, delayAfter: 10, delayStepMs: 500, delayMaxMs: 5000 } as const;

/** The wait before checking a password for an account with this many recent failures. */
export const signInDelayMs = (failures: number) =>
  failures < SIGN_IN.delayAfter ? 0 : Math.min(SIGN_IN.delayMaxMs, SIGN_IN.delayStepMs * (failures - SIGN_IN.delayAfter + 1));

export interface SignInGuard {
  /** Throws 429 when this address has used up its tries on this account; waits out the account's delay. */
  before(email: string, ip: string): Promise<void>;
  failed(email: string, ip: string): Promise<void>;
}

export function signInGuard(app: FastifyInstance, sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))): SignInGuard {
  if (!app.config.rateLimits) return { before: async () => {}, failed: async () => {} };
  const counter = createFailureCounter(app.redis, `matrimonial-rl:${app.config.rateLimitPrefix}auth:login-failed:`, SIGN_IN.windowMs);
  const pair = (email: string, ip: string) => `${ip}|${email.trim().toLowerCase().slice(0, 254)}`;
  const account = (email: string) => `account|${email.trim().toLowerCase().slice(0, 254)}`;
  return {
    async before(email, ip) {
      const here = await counter.peek(pair(email, ip));
      if (here.count >= SIGN_IN.perAddressAndAccount) {
        throw new HttpError(429, 'too_many_requests', AUTH_TEXT.tooManyRequests({ seconds: here.ttlSeconds }), undefined, {
          'retry-after': String(here.ttlSeconds),
        });
      }
      const delay = signInDelayMs((await counter.peek(account(email))).count);
      if (delay) await sleep(delay);
    },
    async failed(email, ip) {
      await Promise.all([counter.add(pair(email, ip)), counter.add(account(email))]);
    },
  };
}

/** Codes sent to one account per hour, over every path that sends one (register, sign-in, resend). */
export const CODE_SENDS_PER_HOUR = 10;

/**
 * A counter for a subject known only inside a service (an account id), sharing the same store.
 * Resolves to the seconds to wait when the limit is exceeded, else null.
 */
export type SubjectLimiter = (subject: string) => Promise<number | null>;

export function subjectLimiter(app: FastifyInstance, name: string, max: number, timeWindow: string): SubjectLimiter {
  if (!app.config.rateLimits) return async () => null;
  const prefix = app.config.rateLimitPrefix;
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${prefix}auth:${name}:${(request as unknown as { subject: string }).subject}`,
  });
  return async (subject) => {
    // The plugin reads only routeOptions.config from the request; the key comes from `subject`.
    const result = await check({ subject, routeOptions: { config: {} } } as unknown as FastifyRequest);
    return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
  };
}

/**
 * Wrong second-step codes per account (docs/decisions/019-breached-passwords-and-second-factor.md):
 * after `perAccount` in the window every code is refused with 429 until it ends, whichever
 * challenge or address they come from, so a stolen password buys at most that many guesses at a
 * code of a million in 15 minutes. Right codes do not count. A challenge dies at its third wrong
 * code, as every code does (OTP_ATTEMPTS_ALLOWED); the password is asked again.
 */
export const TWO_STEP_LIMIT = { windowMs: 15 * 60_000, perAccount: 5, perChallenge: OTP_ATTEMPTS_ALLOWED } as const;

export interface TwoStepGuard {
  before(userId: number): Promise<void>;
  failed(userId: number): Promise<void>;
}

export function twoStepGuard(app: FastifyInstance): TwoStepGuard {
  if (!app.config.rateLimits) return { before: async () => {}, failed: async () => {} };
  const counter = createFailureCounter(app.redis, `matrimonial-rl:${app.config.rateLimitPrefix}auth:two-step-failed:`, TWO_STEP_LIMIT.windowMs);
  return {
    async before(userId) {
      const { count, ttlSeconds } = await counter.peek(String(userId));
      if (count >= TWO_STEP_LIMIT.perAccount) {
        throw new HttpError(429, 'too_many_requests', TWO_STEP_TEXT.tooManyWrongCodes({ minutes: Math.ceil(ttlSeconds / 60) }), undefined, {
          'retry-after': String(ttlSeconds),
        });
      }
    },
    async failed(userId) {
      await counter.add(String(userId));
    },
  };
}
