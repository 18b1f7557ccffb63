/** The biodata module's door: everything other code may use of it. */
export { registerBiodataRoutes } from './biodata.routes.ts';
