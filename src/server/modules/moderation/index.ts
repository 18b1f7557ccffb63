/** The moderation module's door: everything other code may use of it. */
export { registerModerationRoutes } from './moderation.routes.ts';
export { moderate } from './moderation.service.ts';
