/** The search module's door: everything other code may use of it. */
export { newResultsForSavedSearch } from './saved-search.service.ts';
export { chooseRoute, refreshSearchStatistics, type SearchRoute } from './search-statistics.ts';
export { routeOf, searchPageQuery } from './search.query.ts';
export { registerSearchRoutes } from './search.routes.ts';
export { findByCode, photoTypeIds, searchMembers } from './search.service.ts';
