import type { Widen } from '../widen';
import { dashboardEnFirst } from './en-first';
import { dashboardEnRest } from './en-rest';

/**
 * The dashboard in English: the source Hindi and Tamil follow key for key
 * (docs/decisions/043-dashboard-language.md). The product's texts (docs/product/messages.md) are not restated: they
 * come from src/shared/messages.ts, so they stay verbatim here. The words live in two parts, the
 * first screen's (./en-first.ts) and the rest (./en-rest.ts), so the shell loads only the first
 * (docs/decisions/074-dashboard-first-screen.md); this is the whole catalogue, section by section.
 */
export const dashboardEn = {
  shell: dashboardEnFirst.shell,
  menu: dashboardEnFirst.menu,
  common: dashboardEnFirst.common,
  marked: dashboardEnRest.marked,
  home: dashboardEnFirst.home,
  serverTexts: dashboardEnRest.serverTexts,
  notifications: dashboardEnFirst.notifications,
  interests: dashboardEnRest.interests,
  messages: dashboardEnFirst.messages,
  calls: dashboardEnRest.calls,
  push: dashboardEnRest.push,
  passwordUpdate: dashboardEnRest.passwordUpdate,
  family: dashboardEnRest.family,
  settings: dashboardEnRest.settings,
  plans: dashboardEnRest.plans,
  account: dashboardEnRest.account,
  matching: dashboardEnRest.matching,
  matchingPage: dashboardEnRest.matchingPage,
  search: dashboardEnRest.search,
  savedSearches: dashboardEnRest.savedSearches,
  profile: dashboardEnRest.profile,
  contact: dashboardEnRest.contact,
  gunaMilan: dashboardEnRest.gunaMilan,
  memberActions: dashboardEnRest.memberActions,
  auditLog: dashboardEnRest.auditLog,
  cardActions: dashboardEnRest.cardActions,
};

export type DashboardWords = Widen<typeof dashboardEn>;
