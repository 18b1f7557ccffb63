import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from './lib/crud/resource.routes.ts';
import { readTableColumns } from './lib/crud/table-columns.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerTwoStepRoutes } from './modules/auth/two-step.routes.ts';
import { registerResourceExtras } from './modules/reference/reference.routes.ts';
import { registerMatchRoutes } from './modules/matching/match.routes.ts';
import { registerInterestRoutes } from './modules/interests/interests.routes.ts';
import { registerSearchRoutes } from './modules/search/search.routes.ts';
import { registerModerationRoutes } from './modules/moderation/moderation.routes.ts';
import { registerPhotoRoutes } from './modules/photos/photos.routes.ts';
import { registerPauseRoutes } from './modules/profile/pause.routes.ts';
import { registerHoroscopeRoutes } from './modules/horoscope/horoscope.routes.ts';
import { registerConversationRoutes } from './modules/conversations/conversations.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerNotificationMailRoutes } from './modules/notification-mail/notification-mail.routes.ts';
import { registerEventStreamRoutes } from './modules/events/events.routes.ts';
import { registerCommerceRoutes } from './modules/subscriptions/commerce.routes.ts';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.ts';
import { memberRecordsPlugin } from './modules/profile/member-records.plugin.ts';
import { userMasterHooks } from './modules/users/user-master.hooks.ts';
import { contactUsHooks } from './modules/mail/contact-mail.hooks.ts';

/** Every API route, under the /api prefix. */
export async function registerApi(app: FastifyInstance) {
  const columns = await readTableColumns(app.db);
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
  registerConversationRoutes(app);
  registerNotificationRoutes(app);
  registerNotificationMailRoutes(app);
  registerEventStreamRoutes(app);
  registerCommerceRoutes(app);
  await app.register(dashboardPlugin);
  // Where a generic resource needs more than the generic rules (lib/crud/hooks.ts).
  registerResourceRoutes(app, columns, {
    'user-master': userMasterHooks,
    'contact-us': contactUsHooks(app.mail),
  });
}
