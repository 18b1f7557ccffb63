import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from '../account/index.ts';
import { registerProfileSearchRoutes } from '../profile-search/index.ts';
import { registerDashboardRoutes } from './dashboard.routes.ts';

/** The API behind the dashboard: summaries, the admin's profile search, the member's data rights. */
export async function dashboardPlugin(app: FastifyInstance) {
  registerDashboardRoutes(app);
  registerProfileSearchRoutes(app);
  registerAccountRoutes(app);
}
