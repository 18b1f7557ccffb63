import { english, icu } from '../../compile';
/**
 * The administrator's home: the site's figures and the sign-ups chart.
 * In English, the source: ./hi.ts and ./ta.ts fill the same keys.
 */
export const adminHomeEn = english({
  title: 'Dashboard',
  intro: 'Site figures at a glance.',
  members: 'Members',
  verifiedMembers: 'Verified members',
  verifiedNote: 'Profiles an administrator verified',
  newThisWeek: 'New this week',
  completeProfiles: 'Complete profiles',
  activeSubscriptions: 'Active subscriptions',
  revenue: 'Revenue',
  revenueNote: 'Captured and verified payments',
  unreadContact: 'Unread contact messages',
  openContactList: 'Open the contact list',
  chartCaption: icu<'days'>('Sign-ups per day, last {days} days'),
  inAll: icu<'total'>('({total} in all)'),
  chartLabel: icu<'total' | 'days' | 'top'>('Bar chart of sign-ups per day; {total} in the last {days} days, at most {top} in one day.'),
  highest: icu<'top'>('Highest: {top}'),
  showTable: 'Show the figures as a table',
  day: 'Day',
  signUps: 'Sign-ups',
});

export type AdminHomeWords = typeof adminHomeEn;
