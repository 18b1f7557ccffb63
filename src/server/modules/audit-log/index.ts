/** The audit-log module's door: everything other code may use of it. */
export { registerAuditLogRoutes } from './audit-log.routes.ts';
export { ADMIN_ACTS } from '../../lib/audit/admin-acts.ts';
export { auditJobs, verifyAuditLog, writeAuditCheckpoint } from './audit-checkpoint.ts';
