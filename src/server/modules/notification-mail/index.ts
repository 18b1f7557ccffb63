/** The notification-mail module's door: everything other code may use of it. */
export { DIGEST_HOUR_IST, sendDigest } from './digest.service.ts';
export { registerNotificationMailRoutes } from './notification-mail.routes.ts';
export { memberLoopJobs } from './scheduled-jobs.ts';
export { signUnsubscribe, UNSUBSCRIBE_TTL_DAYS } from './unsubscribe-token.ts';
export { setMailPreferences } from './preferences.service.ts';
