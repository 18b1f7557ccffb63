/**
 * The sidebar, row for row the menu table of specification section 2 (label, route, roles), then
 * the rows added after it (DESIGN §15); inside the Masters group, the added master lists follow the
 * specification's master rows.
 * The Masters group is seen by admin and editor; its items by the roles each row names.
 */
export type Role = 'admin' | 'user' | 'editor';

export interface MenuItem {
  label: string;
  route: string;
  roles: readonly Role[];
  /** Lit only on its own address, not on the pages below it. */
  exact?: boolean;
}

export interface MenuGroup {
  label: string;
  roles: readonly Role[];
  children: readonly MenuItem[];
  /** Shown when the group is visible but holds nothing the role may use. */
  emptyNote: string;
}

export type MenuEntry = MenuItem | MenuGroup;

const admin = ['admin'] as const;
const user = ['user'] as const;

export const MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', route: '/dashboard', roles: ['admin', 'user'] },
  {
    label: 'Masters',
    roles: ['admin', 'editor'],
    emptyNote: 'No master screens are assigned to the editor role yet',
    children: [
      { label: 'Users', route: '/dashboard/user-master', roles: admin },
      { label: 'Caste', route: '/dashboard/caste-master', roles: admin },
      { label: 'Subscription Plan', route: '/dashboard/subscription-plans', roles: admin },
      { label: 'Religion', route: '/dashboard/religion-master', roles: admin },
      { label: 'Family Type', route: '/dashboard/family-type-master', roles: admin },
      { label: 'Marital Status', route: '/dashboard/marital-status-master', roles: admin },
      { label: 'Qualification', route: '/dashboard/qualification-master', roles: admin },
      { label: 'Occupation', route: '/dashboard/occupation-master', roles: admin },
      { label: 'Employee Type', route: '/dashboard/employment-type-master', roles: admin },
      { label: 'Complexion', route: '/dashboard/complexion-master', roles: admin },
      { label: 'Dietery', route: '/dashboard/dietary-habit-master', roles: admin },
      { label: 'Role', route: '/dashboard/user-role-master', roles: admin },
      // After the specification's master rows: the lists the added profile fields name (docs/decisions/036-fifty-five-profile-fields.md).
      { label: 'Rashi', route: '/dashboard/rashi-master', roles: admin },
      { label: 'Nakshatra', route: '/dashboard/nakshatra-master', roles: admin },
    ],
  },
  // Another member's profile lives below My Profile's address (view-profile/{id}) but is not 'my' profile.
  { label: 'My Profile', route: '/dashboard/profile/view-profile', roles: ['admin', 'user'], exact: true },
  { label: 'All Profile', route: '/dashboard/profile/all-profile', roles: admin },
  { label: 'Matching Profile', route: '/dashboard/profile/matching-profile', roles: user },
  { label: 'Profile View List', route: '/dashboard/profile/view-list', roles: user },
  { label: 'Subscription Plan', route: '/dashboard/plans', roles: user },
  { label: 'Subscription', route: '/dashboard/subscription', roles: user },
  { label: 'Password Update', route: '/dashboard/password-update', roles: user },
  { label: 'Subscription', route: '/dashboard/user-subscription', roles: admin },
  { label: 'Contact List', route: '/dashboard/contact-list', roles: admin },
  // After the specification's rows (DESIGN §15): the member loop.
  { label: 'Search', route: '/dashboard/search', roles: user },
  { label: 'Interests', route: '/dashboard/interests', roles: user },
  { label: 'Shortlist', route: '/dashboard/shortlist', roles: user },
  { label: 'Messages', route: '/dashboard/messages', roles: user },
  { label: 'Reports', route: '/dashboard/reports', roles: admin },
  { label: 'Photo Approval', route: '/dashboard/photo-approval', roles: admin },
  // Last: everyone's own settings (two-step sign-in; for members also photos, pause and badges).
  { label: 'Settings', route: '/dashboard/settings', roles: ['admin', 'user'] },
];

export const isGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

/** The sidebar is chosen by the lowercase role (spec §6); an unknown role sees nothing. */
export function menuFor(role: string): MenuEntry[] {
  const r = role.toLowerCase() as Role;
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (!entry.roles.includes(r)) continue;
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
