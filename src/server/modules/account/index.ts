/** The account module's door: everything other code may use of it. */
export { registerAccountRoutes } from './account.routes.ts';
export { eraseAccount } from './account.service.ts';
