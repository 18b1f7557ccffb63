/**
 * The dashboard's one route registry (docs/product/pages.md). Fixed paths come before the generic master
 * patterns, because the router takes the first pattern that matches.
 */
export const PATHS = {
  home: '/dashboard',
  myProfile: '/dashboard/profile/view-profile',
  viewProfile: '/dashboard/profile/view-profile/:id',
  allProfile: '/dashboard/profile/all-profile',
  matchingProfile: '/dashboard/profile/matching-profile',
  viewList: '/dashboard/profile/view-list',
  plans: '/dashboard/plans',
  subscription: '/dashboard/subscription',
  userSubscription: '/dashboard/user-subscription',
  passwordUpdate: '/dashboard/password-update',
  contactList: '/dashboard/contact-list',
  account: '/dashboard/account',
  search: '/dashboard/search',
  interests: '/dashboard/interests',
  shortlist: '/dashboard/shortlist',
  reports: '/dashboard/reports',
  settings: '/dashboard/settings',
  photoApproval: '/dashboard/photo-approval',
  auditLog: '/dashboard/audit-log',
  grievances: '/dashboard/grievances',
  nomineeRequests: '/dashboard/nominee-requests',
  selfieChecks: '/dashboard/selfie-checks',
  relationshipManager: '/dashboard/relationship-manager',
  relationshipManagers: '/dashboard/relationship-managers',
  workbench: '/dashboard/workbench',
  workbenchMember: '/dashboard/workbench/:userId',
  messages: '/dashboard/messages',
  messageThread: '/dashboard/messages/:userId',
  notifications: '/dashboard/notifications',
  master: '/dashboard/:master',
  masterForm: '/dashboard/:master/:mode/:id?',
} as const;

export type RouteName = keyof typeof PATHS;

export const MASTER_MODES = ['add', 'edit', 'view'] as const;
export type MasterMode = (typeof MASTER_MODES)[number];

export const masterBase = (master: string) => `/dashboard/${master}`;
export const masterFormPath = (master: string, mode: MasterMode, id?: number | string) =>
  id === undefined ? `/dashboard/${master}/${mode}` : `/dashboard/${master}/${mode}/${id}`;
export const viewProfilePath = (userId: number | string) => `/dashboard/profile/view-profile/${userId}`;
export const workbenchMemberPath = (userId: number | string) => `/dashboard/workbench/${userId}`;
export const threadPath = (userId: number | string) => `/dashboard/messages/${userId}`;
export const LOGIN_PATH = '/login';
