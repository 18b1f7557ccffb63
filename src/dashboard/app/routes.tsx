import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../config/paths';

/**
 * Which page each route shows and who may open it. Every page is its own lazy chunk, so the
 * shell downloads only the screen in use. `adminOnly` pages are refused in the UI for others
 * (the API refuses them too).
 */
export interface RouteDef {
  page: LazyExoticComponent<ComponentType<{ params: Record<string, string> }>>;
  adminOnly?: boolean;
}

export const ROUTES: Record<RouteName, RouteDef> = {
  home: { page: lazy(() => import('../features/home/home-page')) },
  myProfile: { page: lazy(() => import('../features/my-profile/my-profile-page')) },
  viewProfile: { page: lazy(() => import('../features/my-profile/view-profile-page')) },
  allProfile: { page: lazy(() => import('../features/all-profiles/all-profiles-page')), adminOnly: true },
  matchingProfile: { page: lazy(() => import('../features/matching/matching-page')) },
  viewList: { page: lazy(() => import('../features/matching/view-list-page')) },
  plans: { page: lazy(() => import('../features/plans/plans-page')) },
  subscription: { page: lazy(() => import('../features/subscription/subscription-page')) },
  userSubscription: { page: lazy(() => import('../features/user-subscription/user-subscription-page')), adminOnly: true },
  passwordUpdate: { page: lazy(() => import('../features/password-update/password-update-page')) },
  contactList: { page: lazy(() => import('../features/contact-list/contact-list-page')), adminOnly: true },
  account: { page: lazy(() => import('../features/account/account-page')) },
  search: { page: lazy(() => import('../features/search/search-page')) },
  interests: { page: lazy(() => import('../features/interests/interests-page')) },
  shortlist: { page: lazy(() => import('../features/interests/shortlist-page')) },
  reports: { page: lazy(() => import('../features/reports/reports-page')), adminOnly: true },
  settings: { page: lazy(() => import('../features/settings/settings-page')) },
  photoApproval: { page: lazy(() => import('../features/photo-approval/photo-approval-page')), adminOnly: true },
  auditLog: { page: lazy(() => import('../features/audit-log/audit-log-page')), adminOnly: true },
  messages: { page: lazy(() => import('../features/messages/messages-page')) },
  messageThread: { page: lazy(() => import('../features/messages/thread-page')) },
  notifications: { page: lazy(() => import('../features/notifications/notifications-page')) },
  master: { page: lazy(() => import('../features/masters/master-page')), adminOnly: true },
  masterForm: { page: lazy(() => import('../features/masters/master-page')), adminOnly: true },
};
