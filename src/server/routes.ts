import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from './lib/crud/resource.routes.ts';
import { readTableColumns } from './lib/crud/table-columns.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { registerAuthRoutes, registerTwoStepRoutes } from './modules/auth/index.ts';
import { registerResourceExtras } from './modules/reference/index.ts';
import { registerMatchRoutes } from './modules/matching/index.ts';
import { registerInterestRoutes } from './modules/interests/index.ts';
import { registerSearchRoutes } from './modules/search/index.ts';
import { registerModerationRoutes } from './modules/moderation/index.ts';
import { registerPhotoRoutes } from './modules/photos/index.ts';
import { registerPauseRoutes, memberRecordsPlugin } from './modules/profile/index.ts';
import { registerHoroscopeRoutes } from './modules/horoscope/index.ts';
import { registerBiodataRoutes } from './modules/biodata/index.ts';
import { registerContactTermsRoutes } from './modules/contact-terms/index.ts';
import { registerConversationRoutes } from './modules/conversations/index.ts';
import { registerCallRoutes } from './modules/calls/index.ts';
import { registerPushRoutes } from './modules/push/index.ts';
import { registerNotificationRoutes } from './modules/notifications/index.ts';
import { registerNotificationMailRoutes } from './modules/notification-mail/index.ts';
import { registerEventStreamRoutes } from './modules/events/index.ts';
import { registerCommerceRoutes } from './modules/subscriptions/index.ts';
import { dashboardPlugin } from './modules/dashboard/index.ts';
import { userMasterHooksTelling } from './modules/users/index.ts';
import { contactUsHooks, emailTemplateHooks, registerMailTextRoutes } from './modules/mail/index.ts';
import { registerAuditLogRoutes } from './modules/audit-log/index.ts';
import { registerGrievanceRoutes } from './modules/grievances/index.ts';
import { registerAssistedRoutes, registerServiceSpeedRoutes } from './modules/assisted/index.ts';
import { registerSelfieRoutes } from './modules/selfie-verification/index.ts';
import { registerDataRightsRoutes } from './modules/data-rights/index.ts';
import { recordHelperActs, registerFamilyGate, registerFamilyRoutes, tellNewHelperDevices } from './modules/family/index.ts';

/** Every API route, under the /api prefix. */
export async function registerApi(app: FastifyInstance) {
  const columns = await readTableColumns(app.db);
  // First, so they hook every route below: a family helper reaches only what the member allows,
  // in the member's name (docs/decisions/070-family-helpers-acting-for.md).
  registerFamilyGate(app);
  recordHelperActs();
  tellNewHelperDevices(app);
  registerHealthRoutes(app);
  registerAuthRoutes(app);
  registerTwoStepRoutes(app);
  registerResourceExtras(app);
  await app.register(memberRecordsPlugin);
  registerMatchRoutes(app);
  registerInterestRoutes(app);
  registerSearchRoutes(app);
  registerModerationRoutes(app);
  registerPhotoRoutes(app);
  registerPauseRoutes(app);
  registerHoroscopeRoutes(app);
  registerBiodataRoutes(app);
  registerContactTermsRoutes(app);
  registerConversationRoutes(app);
  registerCallRoutes(app);
  registerPushRoutes(app);
  registerNotificationRoutes(app);
  registerNotificationMailRoutes(app);
  registerEventStreamRoutes(app);
  registerCommerceRoutes(app);
  await app.register(dashboardPlugin);
  registerAuditLogRoutes(app);
  registerFamilyRoutes(app);
  registerGrievanceRoutes(app);
  registerAssistedRoutes(app);
  registerServiceSpeedRoutes(app);
  registerSelfieRoutes(app);
  registerDataRightsRoutes(app);
  registerMailTextRoutes(app);
  // Where a generic resource needs more than the generic rules (lib/crud/hooks.ts).
  registerResourceRoutes(app, columns, {
    'user-master': userMasterHooksTelling(app),
    'contact-us': contactUsHooks(app.mail),
    'email-template': emailTemplateHooks(),
  });
}
