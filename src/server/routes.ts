import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from './lib/crud/resource.routes.ts';
import { readTableColumns } from './lib/crud/table-columns.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerResourceExtras } from './modules/reference/reference.routes.ts';

/** Every API route, under the /api prefix. */
export async function registerApi(app: FastifyInstance) {
  const columns = await readTableColumns(app.db);
  registerHealthRoutes(app);
  registerResourceExtras(app);
  registerResourceRoutes(app, columns);
}
