/** The health module's door: everything other code may use of it. */
export { registerHealthRoutes } from './health.routes.ts';
