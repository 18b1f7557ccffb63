import type { FastifyInstance } from 'fastify';

export interface ApiRoute {
  method: string;
  /** Path under /api, as registered (parameters as :name). */
  path: string;
}

export const routeKey = (r: ApiRoute) => `${r.method} ${r.path}`;

/**
 * Every API route the application registered (recorded by its onRoute hook), under /api.
 * HEAD routes Fastify adds beside each GET are left out: they answer as their GET does.
 */
export function registeredApiRoutes(app: FastifyInstance): ApiRoute[] {
  const all = app.routeList.filter((r) => r.url.startsWith('/api/') || r.url === '/api');
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const r of all) {
    if (r.method === 'HEAD' && gets.has(r.url)) continue;
    const route = { method: r.method, path: r.url.slice('/api'.length) };
    if (seen.has(routeKey(route))) continue;
    seen.add(routeKey(route));
    routes.push(route);
  }
  return routes;
}

/** Fills `:name` parameters (and a trailing `*`) from `values`. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? `:${name}`)).replace(/\*$/, String(values['*'] ?? ''));
}
