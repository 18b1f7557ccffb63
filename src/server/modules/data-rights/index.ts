// The data-rights module's door (docs/architecture.md, "Modules and their doors"): consents in Settings, the nominee, erasure after inactivity.
export { dataRightsJobs } from './data-rights-jobs.ts';
export { registerDataRightsRoutes } from './data-rights.routes.ts';
