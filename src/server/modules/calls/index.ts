/** The calls module's door: everything other code may use of it. */
export { registerCallRoutes } from './calls.routes.ts';
