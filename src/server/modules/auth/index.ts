/** The auth module's door: everything other code may use of it. */
export { createAuthDeps, type AuthDeps } from './auth.deps.ts';
export {
  accountLimits,
  AUTH_LIMITS,
  CODE_SENDS_PER_HOUR,
  PROFILE_VIEWS_PER_HOUR,
  SIGN_IN,
  signInDelayMs,
  subjectLimiter,
  TWO_STEP_LIMIT,
} from './auth.limits.ts';
export { registerAuthRoutes } from './auth.routes.ts';
export { checkCode, issueCode, issueResetToken, useCodes, type CodeResult } from './otp.service.ts';
export { refuseGuessablePassword } from './password-screen.ts';
export { hashPassword, verifyPassword } from './password.service.ts';
export { assignProfileCode, freshCodes, newProfileCode, normaliseCode, profileCodeOf } from './profile-code.ts';
export { KEEP_MS, sessionCacheOf } from './session-cache.ts';
export { createSession, findSessionByToken, hashToken, IDLE_MINUTES, revokeUserSessions } from './session.service.ts';
export { registerTwoStepRoutes } from './two-step.routes.ts';
