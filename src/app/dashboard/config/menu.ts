import type { DashboardWords } from '../../../shared/i18n/dashboard/en';
import type { HelperPermission } from '../../../shared/schemas/family';
/**
 * The sidebar, row for row the menu table of docs/product/pages.md (label, route, roles): the
 * original rows, then the rows added after them; inside the Masters group, the added master lists
 * follow the original master rows.
 * The Masters group is seen by admin and editor; its items by the roles each row names.
 */
export type Role = 'admin' | 'user' | 'editor' | 'family' | 'manager';

/** The key of a row's words in the dashboard catalogue (src/shared/i18n/dashboard). */
export type MenuKey = keyof DashboardWords['menu'];

export interface MenuItem {
  /** The English label of the menu table (docs/product/pages.md). */
  label: string;
  key: MenuKey;
  route: string;
  roles: readonly Role[];
  /** Lit only on its own address, not on the pages below it. */
  exact?: boolean;
  /** Shown to a family helper only when the member allowed this (docs/product/family.md). */
  familyNeeds?: HelperPermission;
}

export interface MenuGroup {
  label: string;
  key: MenuKey;
  roles: readonly Role[];
  children: readonly MenuItem[];
  /** Shown when the group is visible but holds nothing the role may use. */
  emptyNote: string;
}

export type MenuEntry = MenuItem | MenuGroup;

const admin = ['admin'] as const;
const user = ['user'] as const;
/** What a family helper may use, in the member's name (docs/product/family.md): never messages, plans or documents. */
const userAndFamily = ['user', 'family'] as const;

export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', key: 'dashboard', route: '/dashboard', roles: ['admin', 'user'] },
  {
    label: 'Masters',
    key: 'masters',
    roles: ['admin', 'editor'],
    emptyNote: 'No master screens are assigned to the editor role yet',
    children: [
      { label: 'Users', key: 'users', route: '/dashboard/user-master', roles: admin },
      { label: 'Caste', key: 'caste', route: '/dashboard/caste-master', roles: admin },
      { label: 'Subscription Plan', key: 'subscriptionPlans', route: '/dashboard/subscription-plans', roles: admin },
      { label: 'Religion', key: 'religion', route: '/dashboard/religion-master', roles: admin },
      { label: 'Family Type', key: 'familyType', route: '/dashboard/family-type-master', roles: admin },
      { label: 'Marital Status', key: 'maritalStatus', route: '/dashboard/marital-status-master', roles: admin },
      { label: 'Qualification', key: 'qualification', route: '/dashboard/qualification-master', roles: admin },
      { label: 'Occupation', key: 'occupation', route: '/dashboard/occupation-master', roles: admin },
      { label: 'Employee Type', key: 'employeeType', route: '/dashboard/employment-type-master', roles: admin },
      { label: 'Complexion', key: 'complexion', route: '/dashboard/complexion-master', roles: admin },
      { label: 'Dietery', key: 'dietary', route: '/dashboard/dietary-habit-master', roles: admin },
      { label: 'Role', key: 'role', route: '/dashboard/user-role-master', roles: admin },
      // After the original master rows: the lists the added profile fields name (docs/decisions/036-fifty-five-profile-fields.md).
      { label: 'Rashi', key: 'rashi', route: '/dashboard/rashi-master', roles: admin },
      { label: 'Nakshatra', key: 'nakshatra', route: '/dashboard/nakshatra-master', roles: admin },
    ],
  },
  // Another member's profile lives below My Profile's address (view-profile/{id}) but is not 'my' profile.
  // A family helper edits it only when the member allowed "Edit profile".
  {
    label: 'My Profile',
    key: 'myProfile',
    route: '/dashboard/profile/view-profile',
    roles: ['admin', 'user', 'family'],
    exact: true,
    familyNeeds: 'editProfile',
  },
  { label: 'All Profile', key: 'allProfile', route: '/dashboard/profile/all-profile', roles: admin },
  { label: 'Matching Profile', key: 'matchingProfile', route: '/dashboard/profile/matching-profile', roles: userAndFamily },
  { label: 'Profile View List', key: 'profileViewList', route: '/dashboard/profile/view-list', roles: user },
  { label: 'Subscription Plan', key: 'plans', route: '/dashboard/plans', roles: user },
  { label: 'Subscription', key: 'subscription', route: '/dashboard/subscription', roles: user },
  { label: 'Password Update', key: 'passwordUpdate', route: '/dashboard/password-update', roles: user },
  { label: 'Subscription', key: 'userSubscription', route: '/dashboard/user-subscription', roles: admin },
  { label: 'Contact List', key: 'contactList', route: '/dashboard/contact-list', roles: admin },
  // After the original rows (docs/product/pages.md): the member loop (docs/product/member-loop.md).
  { label: 'Search', key: 'search', route: '/dashboard/search', roles: userAndFamily },
  { label: 'Interests', key: 'interests', route: '/dashboard/interests', roles: userAndFamily },
  { label: 'Shortlist', key: 'shortlist', route: '/dashboard/shortlist', roles: userAndFamily },
  { label: 'Messages', key: 'messages', route: '/dashboard/messages', roles: user },
  { label: 'Reports', key: 'reports', route: '/dashboard/reports', roles: admin },
  { label: 'Photo Approval', key: 'photoApproval', route: '/dashboard/photo-approval', roles: admin },
  { label: 'Audit Log', key: 'auditLog', route: '/dashboard/audit-log', roles: admin },
  { label: 'Grievances', key: 'grievances', route: '/dashboard/grievances', roles: admin },
  { label: 'Nominee Requests', key: 'nomineeRequests', route: '/dashboard/nominee-requests', roles: admin },
  { label: 'Selfie Checks', key: 'selfieChecks', route: '/dashboard/selfie-checks', roles: admin },
  // The assisted service (docs/product/assisted-service.md): the member's page, the administrators' screen, the manager's workbench.
  { label: 'My Relationship Manager', key: 'relationshipManager', route: '/dashboard/relationship-manager', roles: userAndFamily },
  { label: 'Relationship Managers', key: 'relationshipManagers', route: '/dashboard/relationship-managers', roles: admin },
  { label: 'Workbench', key: 'workbench', route: '/dashboard/workbench', roles: ['manager'] },
  // Last: everyone's own settings (language and two-step sign-in; for members also photos, pause and badges).
  { label: 'Settings', key: 'settings', route: '/dashboard/settings', roles: ['admin', 'user', 'family', 'manager'] },
];

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/**
 * The address segments of the master screens, from the Masters group's rows: the router's check for
 * a known master, without the resource table (src/app/dashboard/config/masters.ts), which only the
 * master screens load. masters.test.ts keeps the two in step.
 */
export const MASTER_SEGMENTS: readonly string[] = MENU.filter(isGroup)
  .flatMap((group) => (group.key === 'masters' ? group.children : []))
  .map((item) => item.route.replace(/^\/dashboard\//, ''));

/**
 * The sidebar is chosen by the lowercase role (docs/product/access.md); an unknown role sees nothing.
 * A family helper's rows also follow what the member allowed them (`allowed`).
 */
export function menuFor(role: string, allowed: readonly HelperPermission[] = []): MenuEntry[] {
  const r = role.toLowerCase() as Role;
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (!entry.roles.includes(r)) continue;
    if (r === 'family' && !isGroup(entry) && entry.familyNeeds && !allowed.includes(entry.familyNeeds)) continue;
    out.push(isGroup(entry) ? { ...entry, children: entry.children.filter((c) => c.roles.includes(r)) } : entry);
  }
  return out;
}

/** Lit when the path is the item's route or below it (a master's forms keep its row lit), unless the item is exact. */
const matches = ({ route, exact }: MenuItem, path: string) => path === route || (!exact && route !== '/dashboard' && path.startsWith(`${route}/`));

/** The route of the sidebar row an address belongs to (the most specific one), or null for none. */
export function selectedRouteFor(path: string): string | null {
  let best: string | null = null;
  for (const entry of MENU) {
    for (const item of isGroup(entry) ? entry.children : [entry]) {
      if (matches(item, path) && item.route.length > (best?.length ?? -1)) best = item.route;
    }
  }
  return best;
}
