import { AccessDenied } from '../components/status-panel';
import type { RouteName } from '../config/paths';
import { isAdminRole } from '../lib/role';
import { ErrorPage } from './error-page';
import { isRoutable } from './resolve-route';
import { ROUTES } from './routes';

/** Picks the page for the current route; unknown paths get the spec's error page. */
type CurrentPage = { route: string; params: object; path: string } | undefined;

export function RouteView({ page, role }: { page: CurrentPage; role: string }) {
  const params = { ...(page?.params ?? {}) } as Record<string, string>;
  if (!page || !isRoutable(page.route as RouteName, params)) return <ErrorPage status={404} detail="Not Found" />;
  const def = ROUTES[page.route as RouteName];
  if (def.adminOnly && !isAdminRole(role)) return <AccessDenied />;
  const Screen = def.page;
  return <Screen params={{ ...params, route: String(page.route) }} />;
}
