/** The dashboard module's door: everything other code may use of it. */
export { dashboardPlugin } from './dashboard.plugin.ts';
