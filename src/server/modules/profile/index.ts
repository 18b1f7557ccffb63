/** The profile module's door: everything other code may use of it. */
export { memberRecordsPlugin } from './member-records.plugin.ts';
export { registerPauseRoutes } from './pause.routes.ts';
export { idsOf, toSections } from './profile.repository.ts';
export { discoverableProfile, getProfile } from './profile.service.ts';
