import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteName } from '../config/paths';
import { wholeWords } from '../helpers/i18n';

/**
 * Which page each route shows and who may open it. Every page is its own lazy chunk, so the
 * shell downloads only the screen in use. `adminOnly` pages are refused in the UI for others
 * (the API refuses them too).
 */
type Page = ComponentType<{ params: Record<string, string> }>;
export interface RouteDef {
  page: LazyExoticComponent<Page>;
  adminOnly?: boolean;
}

/**
 * A page that reads more than the first screen's words: its chunk and the whole catalogue of the
 * language on screen arrive before it draws (src/app/dashboard/helpers/i18n.ts). Home reads only the first
 * screen's words, so it does not wait (docs/decisions/074-dashboard-first-screen.md).
 */
const page = (load: () => Promise<{ default: Page }>) => lazy(() => Promise.all([load(), wholeWords()]).then(([module]) => module));

export const ROUTES: Record<RouteName, RouteDef> = {
  home: { page: lazy(() => import('../../features/home/home-page')) },
  myProfile: { page: page(() => import('../../features/profile/my-profile-page')) },
  viewProfile: { page: page(() => import('../../features/profile/view-profile-page')) },
  allProfile: { page: page(() => import('../../features/all-profiles/all-profiles-page')), adminOnly: true },
  matchingProfile: { page: page(() => import('../../features/matching/matching-page')) },
  viewList: { page: page(() => import('../../features/matching/view-list-page')) },
  plans: { page: page(() => import('../../features/plans/plans-page')) },
  subscription: { page: page(() => import('../../features/subscription/subscription-page')) },
  userSubscription: { page: page(() => import('../../features/user-subscription/user-subscription-page')), adminOnly: true },
  passwordUpdate: { page: page(() => import('../../features/password-update/password-update-page')) },
  contactList: { page: page(() => import('../../features/contact-list/contact-list-page')), adminOnly: true },
  account: { page: page(() => import('../../features/account/account-page')) },
  search: { page: page(() => import('../../features/search/search-page')) },
  interests: { page: page(() => import('../../features/interests/interests-page')) },
  shortlist: { page: page(() => import('../../features/interests/shortlist-page')) },
  reports: { page: page(() => import('../../features/moderation/reports-page')), adminOnly: true },
  settings: { page: page(() => import('../../features/settings/settings-page')) },
  photoApproval: { page: page(() => import('../../features/photos/photo-approval-page')), adminOnly: true },
  auditLog: { page: page(() => import('../../features/audit-log/audit-log-page')), adminOnly: true },
  grievances: { page: page(() => import('../../features/grievances/grievances-page')), adminOnly: true },
  nomineeRequests: { page: page(() => import('../../features/data-rights/nominee-requests-page')), adminOnly: true },
  selfieChecks: { page: page(() => import('../../features/selfie-verification/selfie-queue-page')), adminOnly: true },
  relationshipManager: { page: page(() => import('../../features/assisted/my-manager-page')) },
  relationshipManagers: { page: page(() => import('../../features/assisted/managers-page')), adminOnly: true },
  workbench: { page: page(() => import('../../features/assisted/workbench-page')) },
  workbenchMember: { page: page(() => import('../../features/assisted/workbench-member-page')) },
  messages: { page: page(() => import('../../features/conversations/messages-page')) },
  messageThread: { page: page(() => import('../../features/conversations/thread-page')) },
  notifications: { page: page(() => import('../../features/notifications/notifications-page')) },
  master: { page: page(() => import('../../features/reference/master-page')), adminOnly: true },
  masterForm: { page: page(() => import('../../features/reference/master-page')), adminOnly: true },
};
