import { AccessDenied } from '../parts/status-panel';
import type { RouteName } from '../config/paths';
import { isAdminRole } from '../helpers/role';
import { ErrorPage, NotFoundPage } from './error-page';
import { MASTER_SEGMENTS } from '../config/menu';
import { isRoutable } from './resolve-route';
import { ROUTES } from './routes';
import { useCan } from '../helpers/family-can';

/** Picks the page for the current route: an unknown address gets a friendly not-found page, a routing error (a known page with a bad mode or id) the generic error page (docs/product/pages.md). */
const FAMILY_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'matchingProfile',
  'viewProfile',
  'search',
  'interests',
  'shortlist',
  'settings',
  'notifications',
  'relationshipManager',
]);
/**
 * A relationship manager opens only the workbench, which is their home too, and nobody else opens
 * it; and their own Settings, where they keep their two-step sign-in (docs/product/assisted-service.md).
 */
const MANAGER_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['workbench', 'workbenchMember', 'settings']);
/** Of the manager's pages, those that are theirs alone. */
const MANAGER_ONLY: ReadonlySet<RouteName> = new Set<RouteName>(['workbench', 'workbenchMember']);
function FamilyHome() {
  const Screen = ROUTES.matchingProfile.page;
  return <Screen params={{ route: 'matchingProfile' }} />;
}

function ManagerHome() {
  const Screen = ROUTES.workbench.page;
  return <Screen params={{ route: 'workbench' }} />;
}

type CurrentPage = { route: string; params: object; path: string } | undefined;

export function RouteView({ page, role }: { page: CurrentPage; role: string }) {
  const can = useCan();
  const params = { ...(page?.params ?? {}) } as Record<string, string>;
  const unknownMaster = (page?.route === 'master' || page?.route === 'masterForm') && !MASTER_SEGMENTS.includes(params.master ?? '');
  if (!page || unknownMaster) return <NotFoundPage />;
  if (!isRoutable(page.route as RouteName, params)) return <ErrorPage status={404} detail="Not Found" />;
  // A family helper opens only the pages of their menu (docs/product/family.md); their home is the matches.
  if (role.toLowerCase() === 'family') {
    if (page.route === 'home') return <FamilyHome />;
    // The member's own profile is theirs to edit only when the member allowed "Edit profile".
    const allowed = FAMILY_PAGES.has(page.route as RouteName) || (page.route === 'myProfile' && can('editProfile'));
    if (!allowed) return <AccessDenied helper />;
  }
  if (role.toLowerCase() === 'manager') {
    if (page.route === 'home') return <ManagerHome />;
    if (!MANAGER_PAGES.has(page.route as RouteName)) return <AccessDenied />;
  } else if (MANAGER_ONLY.has(page.route as RouteName)) return <AccessDenied />;
  const def = ROUTES[page.route as RouteName];
  if (def.adminOnly && !isAdminRole(role)) return <AccessDenied />;
  const Screen = def.page;
  return <Screen params={{ ...params, route: String(page.route) }} />;
}
