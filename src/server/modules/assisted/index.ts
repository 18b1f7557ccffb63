// The assisted service's door (docs/architecture.md, "Modules and their doors").
export { firstCallDue } from './assisted-clock.ts';
export { assistedJobs } from './assisted-jobs.ts';
export { registerAssistedRoutes } from './assisted.routes.ts';
export { seedAssisted } from './assisted.seed.ts';
export { registerServiceSpeedRoutes } from './service-speed.routes.ts';
export { serviceSpeed } from './service-speed.service.ts';
export { markOverdue } from './staff.service.ts';
