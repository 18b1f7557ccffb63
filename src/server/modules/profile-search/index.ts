/** The profile-search module's door: everything other code may use of it. */
export { registerProfileSearchRoutes } from './profile-search.routes.ts';
