/** The audit-log module's door: everything other code may use of it. */
export { registerAuditLogRoutes } from './audit-log.routes.ts';
export { recordAdminActs } from './audit-recorder.ts';
export { ADMIN_ACTS } from './admin-acts.ts';
