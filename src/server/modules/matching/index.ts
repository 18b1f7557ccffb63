/** The matching module's door: everything other code may use of it. */
export { registerMatchRoutes } from './match.routes.ts';
export { cardOf, detailsOf, explain, findMatches, loadMember, type BadgeLookup, type PhotoLinks } from './match.service.ts';
