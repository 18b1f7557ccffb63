// The grievances module's door (docs/architecture.md, "Modules and their doors").
export { grievanceJobs } from './grievance-jobs.ts';
export { registerGrievanceRoutes } from './grievances.routes.ts';
